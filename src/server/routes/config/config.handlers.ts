import type { Env } from "../../env";
import { createPublicRouter } from "../../lib/router";
import { getConfig } from "./config.routes";

export function configRouter(env: Env) {
  // Public: the sign-in page reads it before anyone is signed in.
  return createPublicRouter().openapi(getConfig, (c) =>
    c.json(
      {
        appleSignIn: Boolean(env.apple),
        requireEmailVerification: env.requireEmailVerification,
        signup: env.signup,
        mailForwarding: env.inboundMail.port !== undefined,
        analytics: env.analytics
          ? { scriptUrl: env.analytics.scriptUrl, attributes: env.analytics.attributes }
          : null,
      },
      200,
    ),
  );
}
