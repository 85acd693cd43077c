import type { ApiTokens } from "./api-tokens/api-tokens";
import type { SessionResolver, SessionUser } from "./auth/session";
import type { Logger } from "./logger";

type RequestVariables = {
  requestId: string;
  logger: Logger;
  /** Who sent a request, from its session cookie; set once for the whole app. */
  sessions: SessionResolver;
  /** Who a personal API token (Authorization: Bearer) stands for. */
  apiTokens: ApiTokens;
};

/**
 * Routes anyone may call (health, config, contact) and the app's own middleware. Their
 * context has no user: a handler that needs one belongs on the protected router.
 */
export type PublicEnv = { Variables: RequestVariables };

/** Routes behind the session check: the user is there because the check put it there. */
export type ProtectedEnv = {
  Variables: RequestVariables & {
    user: SessionUser;
    /** How the request proved who it is: a browser's session, or a personal API token. */
    credential: "session" | "token";
  };
};
