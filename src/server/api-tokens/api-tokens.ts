// Personal API tokens. A token is 256 random bits after "jt_"; only its SHA-256 is kept and
// each request looks it up, so a revoked token is refused at its next use. Sessions stay
// Better Auth's; a token stands for its user on the documented API, within its scope, and
// never for managing tokens or the account (those need the user signed in).
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { type ApiToken, type ApiTokenScope, apiTokenPrefix, type NewApiToken } from "@/domain/api-tokens";
import type { SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import { apiTokens, user } from "../db/schema";
import { notFound } from "../errors";
import { isUuid } from "../lib/ids";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

const toApiToken = (row: {
  id: string;
  name: string;
  scope: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): ApiToken => ({
  ...row,
  scope: row.scope as ApiTokenScope,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export function createApiTokens(db: Database) {
  return {
    async list(userId: string): Promise<ApiToken[]> {
      const rows = await db
        .select(columns)
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId))
        .orderBy(desc(apiTokens.createdAt));
      return rows.map(toApiToken);
    },

    async create(userId: string, input: { name: string; scope: ApiTokenScope }): Promise<NewApiToken> {
      const token = `${apiTokenPrefix}${randomBytes(32).toString("base64url")}`;
      const [row] = await db
        .insert(apiTokens)
        .values({
          userId,
          name: input.name,
          scope: input.scope,
          tokenHash: hashOf(token),
          prefix: token.slice(0, 9),
        })
        .returning(columns);
      return { ...toApiToken(row!), token };
    },

    async revoke(userId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound();
      const deleted = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .returning({ id: apiTokens.id });
      if (deleted.length === 0) throw notFound();
    },

    /** Who a bearer token stands for, and within what; null for a token not live. */
    async resolve(token: string): Promise<{ user: SessionUser; scope: ApiTokenScope } | null> {
      if (!token.startsWith(apiTokenPrefix) || token.length > 200) return null;
      const [found] = await db
        .select({
          id: apiTokens.id,
          scope: apiTokens.scope,
          userId: user.id,
          email: user.email,
          lastUsedAt: apiTokens.lastUsedAt,
        })
        .from(apiTokens)
        .innerJoin(user, eq(user.id, apiTokens.userId))
        .where(eq(apiTokens.tokenHash, hashOf(token)));
      if (!found) return null;
      // The last use, to the minute: a busy script writes once a minute at most, and a
      // request within the minute does not write at all.
      if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > 60_000)
        await db
          .update(apiTokens)
          .set({ lastUsedAt: sql`now()` })
          .where(
            and(
              eq(apiTokens.id, found.id),
              or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
            ),
          );
      return {
        user: { id: found.userId, email: found.email, sessionId: "" },
        scope: found.scope as ApiTokenScope,
      };
    },
  };
}

export type ApiTokens = ReturnType<typeof createApiTokens>;
