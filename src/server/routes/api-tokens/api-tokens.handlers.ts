import type { ApiTokens } from "../../api-tokens/api-tokens";
import { createProtectedRouter } from "../../lib/router";
import { createApiTokenRoute, listApiTokensRoute, revokeApiTokenRoute } from "./api-tokens.routes";

export function apiTokensRouter(apiTokens: ApiTokens) {
  return createProtectedRouter()
    .openapi(listApiTokensRoute, async (c) => c.json({ items: await apiTokens.list(c.var.user.id) }, 200))
    .openapi(createApiTokenRoute, async (c) =>
      c.json(await apiTokens.create(c.var.user.id, c.req.valid("json")), 201),
    )
    .openapi(revokeApiTokenRoute, async (c) => {
      await apiTokens.revoke(c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
