import { createRoute, z } from "@hono/zod-openapi";
import { signupModes } from "@/domain/invitations";

const publicConfigSchema = z
  .object({
    appleSignIn: z.boolean().openapi({ description: "Whether Apple sign-in is configured" }),
    requireEmailVerification: z.boolean(),
    signup: z.enum(signupModes).openapi({
      description: "Who may make an account: anyone, those invited by an administrator, or no one",
    }),
    mailForwarding: z
      .boolean()
      .openapi({ description: "Whether this server takes mail forwarded to users' private addresses" }),
    analytics: z
      .object({
        scriptUrl: z.string(),
        attributes: z.record(z.string(), z.string()),
      })
      .nullable()
      .openapi({ description: "The analytics script a visitor may allow, or null: this site runs none" }),
  })
  .openapi("PublicConfig");

export const getConfig = createRoute({
  method: "get",
  path: "/config",
  tags: ["System"],
  summary: "What the web app needs to know about this deployment",
  responses: {
    200: {
      description: "Deployment settings",
      content: { "application/json": { schema: publicConfigSchema } },
    },
  },
});
