import { createProtectedRouter } from "../../lib/router";
import type { Sources } from "../../sources/sources";
import { listSourcesRoute, mergeSourcesRoute } from "./sources.routes";

export function sourcesRouter(sources: Sources) {
  return createProtectedRouter()
    .openapi(listSourcesRoute, async (c) => c.json({ items: await sources.list(c.var.user.id) }, 200))
    .openapi(mergeSourcesRoute, async (c) =>
      c.json(await sources.merge(c.var.user.id, c.req.valid("json")), 200),
    );
}
