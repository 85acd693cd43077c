import { createRoute, z } from "@hono/zod-openapi";

const healthSchema = z
  .object({
    status: z.enum(["ok", "unavailable"]),
    database: z.enum(["pglite", "postgres"]),
  })
  .openapi("Health");

export const getHealth = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Whether the server and its database answer",
  responses: {
    200: {
      description: "Server and database answer",
      content: { "application/json": { schema: healthSchema } },
    },
    503: {
      description: "The database does not answer",
      content: {
        "application/json": {
          schema: healthSchema.extend({ error: z.object({ code: z.string(), message: z.string() }) }),
        },
      },
    },
  },
});
