import type { ContactMessages } from "../../contact/contact";
import type { Env } from "../../env";
import { clientIp } from "../../lib/client-ip";
import { createPublicRouter } from "../../lib/router";
import { postContactMessage } from "./contact.routes";

// Public: visitors who have no account yet write to support too.
export function contactRouter(contact: ContactMessages, env: Pick<Env, "trustProxy">) {
  return createPublicRouter().openapi(postContactMessage, async (c) =>
    c.json(
      await contact.receive(c.req.valid("json"), {
        ip: clientIp(c, env.trustProxy),
        logger: c.var.logger,
      }),
      201,
    ),
  );
}
