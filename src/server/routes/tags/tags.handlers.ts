import { createProtectedRouter } from "../../lib/router";
import type { Tags } from "../../tags/tags";
import { createTagRoute, deleteTagRoute, listTagsRoute, updateTagRoute } from "./tags.routes";

export function tagsRouter(tags: Tags) {
  return createProtectedRouter()
    .openapi(listTagsRoute, async (c) => c.json({ items: await tags.list(c.var.user.id) }, 200))
    .openapi(createTagRoute, async (c) => c.json(await tags.create(c.var.user.id, c.req.valid("json")), 201))
    .openapi(updateTagRoute, async (c) =>
      c.json(await tags.update(c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(deleteTagRoute, async (c) => {
      await tags.remove(c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
