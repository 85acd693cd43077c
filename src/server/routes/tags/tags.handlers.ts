import type { Database } from "../../db/client";
import { createProtectedRouter } from "../../lib/router";
import { createTag, deleteTag, listTags, updateTag } from "../../tags/tags";
import { createTagRoute, deleteTagRoute, listTagsRoute, updateTagRoute } from "./tags.routes";

export function tagsRouter(db: Database) {
  return createProtectedRouter()
    .openapi(listTagsRoute, async (c) => c.json({ items: await listTags(db, c.var.user.id) }, 200))
    .openapi(createTagRoute, async (c) =>
      c.json(await createTag(db, c.var.user.id, c.req.valid("json")), 201),
    )
    .openapi(updateTagRoute, async (c) =>
      c.json(await updateTag(db, c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(deleteTagRoute, async (c) => {
      await deleteTag(db, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
