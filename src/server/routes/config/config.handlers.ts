import type { Env } from "../../env";
import { createRouter } from "../../lib/router";
import { getConfig } from "./config.routes";

export function configRouter(env: Env) {
  return createRouter().openapi(getConfig, (c) =>
    c.json({ appleSignIn: Boolean(env.apple), requireEmailVerification: env.requireEmailVerification }, 200),
  );
}
