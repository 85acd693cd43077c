import { createRoute, z } from "@hono/zod-openapi";
import { contactInput } from "@/domain/contact";
import { errorResponse } from "../../lib/router";

export const postContactMessage = createRoute({
  method: "post",
  path: "/contact",
  tags: ["Contact"],
  summary: "Send a message to support (stored, then mailed in the background)",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: contactInput.meta({ id: "ContactMessageInput" }) } },
    },
  },
  responses: {
    201: {
      description: "The message was received",
      content: {
        "application/json": { schema: z.object({ id: z.string() }).openapi("ContactMessageReceipt") },
      },
    },
    400: errorResponse("Invalid input"),
    429: errorResponse("Too many messages from this address"),
  },
});
