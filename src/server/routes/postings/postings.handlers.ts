import { createProtectedRouter } from "../../lib/router";
import type { Postings } from "../../postings/postings";
import {
  capturePostingRoute,
  deletePostingRoute,
  getPostingRoute,
  postingMatchesRoute,
  savePostingRoute,
  searchPostingsRoute,
} from "./postings.routes";

export function postingsRouter(postings: Postings) {
  return createProtectedRouter()
    .openapi(capturePostingRoute, async (c) =>
      c.json(await postings.capture(c.var.user.id, c.req.valid("json").url), 200),
    )
    .openapi(searchPostingsRoute, async (c) =>
      c.json({ ids: await postings.search(c.var.user.id, c.req.valid("query").q) }, 200),
    )
    .openapi(postingMatchesRoute, async (c) =>
      c.json({ matches: await postings.matches(c.var.user.id, c.req.valid("query")) }, 200),
    )
    .openapi(getPostingRoute, async (c) =>
      c.json({ posting: await postings.get(c.var.user.id, c.req.valid("param").id) }, 200),
    )
    .openapi(savePostingRoute, async (c) =>
      c.json(await postings.save(c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(deletePostingRoute, async (c) => {
      await postings.remove(c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
