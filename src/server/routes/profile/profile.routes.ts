import { createRoute } from "@hono/zod-openapi";
import { profileSchema } from "@/domain/profile";

export const getOwnProfile = createRoute({
  method: "get",
  path: "/profile",
  tags: ["Profile"],
  summary: "The signed-in user's profile",
  responses: {
    200: {
      description: "The profile",
      content: { "application/json": { schema: profileSchema.meta({ id: "Profile" }) } },
    },
  },
});
