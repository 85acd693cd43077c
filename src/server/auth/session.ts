// Resolving the signed-in user for our own routes, and the idle window of sessions that
// are not remembered (decisions.md: they end after 30 minutes without activity).
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { session as sessionTable } from "../db/schema";
import { AppError } from "../errors";
import type { AppEnv } from "../types";
import { type Auth, idleSessionSeconds } from "./auth";

/** How stale an idle session's expiry may get before activity pushes it forward again. */
const touchThresholdMs = 60_000;

/** Idle sessions are the ones that expire within the idle window; remembered ones last 30 days. */
export async function extendIdleSession(db: Database, session: { id: string; expiresAt: Date | string }) {
  const expiresAt = new Date(session.expiresAt).getTime();
  const idleMs = idleSessionSeconds * 1000;
  const now = Date.now();
  if (expiresAt - now > idleMs + touchThresholdMs) return;
  if (now + idleMs - expiresAt < touchThresholdMs) return;
  await db
    .update(sessionTable)
    .set({ expiresAt: new Date(now + idleMs), updatedAt: new Date(now) })
    .where(eq(sessionTable.id, session.id));
}

export function requireSession(auth: Auth, db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError("UNAUTHENTICATED");
    await extendIdleSession(db, result.session);
    c.set("user", { id: result.user.id, email: result.user.email });
    await next();
  });
}
