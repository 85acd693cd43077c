// Better Auth mounted at /api/auth/*, behind our error envelope and client-IP handling.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../db/client";
import { user } from "../db/schema";
import type { Env } from "../env";
import { AppError, errorBody, statusOf } from "../errors";
import { clientIp } from "../lib/client-ip";
import type { PublicEnv } from "../types";
import { type Auth, clientIpHeader } from "./auth";
import { authErrorToAppError } from "./auth-errors";
import { runAuthRequest } from "./request-context";
import { extendIdleSession } from "./session";

const passedHeaders = ["set-cookie", "retry-after", "x-retry-after"];

export function authRoutes(auth: Auth, db: Database, env: Env) {
  const app = new Hono<PublicEnv>();
  app.on(["GET", "POST"], "/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, clientIp(c, env.trustProxy));
    const request = new Request(c.req.raw, { headers, duplex: "half" } as RequestInit);
    const {
      result: response,
      context: { mailFailed, createdUserId },
    } = await runAuthRequest(() => auth.handler(request));

    if (mailFailed && response.status < 400) {
      // The mail this request promised did not leave: undo a fresh signup so the address can
      // sign up again, and say so instead of sending the user to wait for nothing.
      if (createdUserId) await db.delete(user).where(eq(user.id, createdUserId));
      const error = new AppError("MAIL_FAILED");
      return c.json(errorBody(error), statusOf(error));
    }

    if (response.status < 400) {
      if (c.req.path.endsWith("/get-session") && response.status === 200) {
        const body = (await response.clone().json()) as {
          session?: { id: string; expiresAt: string };
        } | null;
        if (body?.session) await extendIdleSession(db, body.session);
      }
      return response;
    }

    const body = await response
      .clone()
      .json()
      .catch(() => undefined);
    const error = authErrorToAppError(response.status, body);
    const requestId = c.get("requestId");
    if (error.code === "UNKNOWN_ERROR")
      c.get("logger").error({ status: response.status, body }, "auth error");
    const out = c.json(errorBody(error, requestId), statusOf(error));
    for (const name of passedHeaders) {
      for (const value of name === "set-cookie"
        ? response.headers.getSetCookie()
        : [response.headers.get(name)]) {
        if (value) out.headers.append(name, value);
      }
    }
    return out;
  });
  return app;
}
