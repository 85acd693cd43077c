// Who is signed in, for JobTrail's own routes: one indexed query per request, and a write
// only when an idle session's expiry is actually stale. Better Auth still owns sessions
// (it creates, renews and revokes them, and answers /api/auth/get-session); this reads
// the same cookie and the same table, so a revoked session stops working at once.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, getSignedCookie } from "hono/cookie";
import type { Database } from "../db/client";
import { session as sessionTable, user as userTable } from "../db/schema";
import type { Auth } from "./auth";
import { idleSessionSeconds } from "./auth";

/**
 * How many verified cookie values are remembered. Only values whose signature checked out
 * get in (each signed-in browser adds its own; the oldest go first), and the session row is
 * still read on every request: the memory saves the HMAC key import and check, never the
 * revocation.
 */
const verifiedCookiesKept = 10_000;

/** How stale an idle session's expiry may get before activity pushes it forward again. */
const touchThresholdMs = 60_000;

/**
 * Sessions that are not remembered end after 30 minutes without activity: each use pushes
 * their expiry forward, at most once a minute. Remembered sessions (30 days) are renewed by
 * Better Auth's get-session, the only place that can also renew their cookie.
 */
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

/** Who a request comes from: the signed-in user and the session it came with. */
export type SessionUser = { id: string; email: string; sessionId: string };

export type SessionResolver = {
  /** The signed-in user behind the request's session cookie, or null. */
  userFor(c: Context): Promise<SessionUser | null>;
  /**
   * Whether a cookie-authenticated write may be trusted: it comes from the app's own pages,
   * or from a client that is not a browser (which sends no Origin and no Sec-Fetch-Site).
   */
  trustsOrigin(c: Context): boolean;
};

export function createSessionResolver({
  auth,
  db,
  secret,
  appUrl,
}: {
  auth: Auth;
  db: Database;
  secret: string;
  appUrl: string;
}) {
  const appOrigin = new URL(appUrl).origin;
  // A prepared statement: PostgreSQL plans it once per connection, not once per request.
  const findSession = db
    .select({
      id: sessionTable.id,
      expiresAt: sessionTable.expiresAt,
      userId: userTable.id,
      email: userTable.email,
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(and(eq(sessionTable.token, sql.placeholder("token")), gt(sessionTable.expiresAt, sql`now()`)))
    .prepare("session_user_by_token");
  // The cookie's name depends on the deployment (a __Host- prefix over https).
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  // Signed cookie value -> the session token inside it. The same value always verifies the
  // same way under one secret, so a value seen before needs no second check.
  const verifiedCookies = new Map<string, string>();

  async function sessionToken(c: Context): Promise<string | undefined> {
    const name = await cookieName;
    const value = getCookie(c, name);
    if (!value) return undefined;
    const known = verifiedCookies.get(value);
    if (known) return known;
    // Better Auth signs the cookie (HMAC-SHA256 with the auth secret) in the format Hono
    // reads: a cookie it would refuse is refused here too.
    const token = await getSignedCookie(c, secret, name);
    if (!token) return undefined;
    if (verifiedCookies.size >= verifiedCookiesKept) {
      verifiedCookies.delete(verifiedCookies.keys().next().value as string);
    }
    verifiedCookies.set(value, token);
    return token;
  }

  const resolver: SessionResolver = {
    async userFor(c) {
      if (!c.req.header("cookie")) return null;
      const token = await sessionToken(c);
      if (!token) return null;
      const [found] = await findSession.execute({ token });
      if (!found) return null;
      await extendIdleSession(db, found);
      return { id: found.userId, email: found.email, sessionId: found.id };
    },
    trustsOrigin(c) {
      const origin = c.req.header("origin");
      if (origin !== undefined) return origin === appOrigin;
      return c.req.header("sec-fetch-site") !== "cross-site";
    },
  };
  return resolver;
}
