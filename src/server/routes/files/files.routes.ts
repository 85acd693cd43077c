import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse } from "../../lib/router";

export const getOwnFile = createRoute({
  method: "get",
  path: "/files/{id}",
  tags: ["Files"],
  summary: "One of the signed-in user's files (avatar, document)",
  request: { params: z.object({ id: z.string().openapi({ format: "uuid" }) }) },
  responses: {
    200: { description: "The file's bytes, with its content type" },
    404: errorResponse("No such file of this user's"),
  },
});
