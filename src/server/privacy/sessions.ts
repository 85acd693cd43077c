// The user's signed-in sessions, as the privacy settings show them: where and what each is,
// and a way to end any of them.
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import UAParser from "ua-parser-js";
import { privacyLimits, type SignedInSession } from "@/domain/privacy";
import type { Database } from "../db/client";
import { session } from "../db/schema";
import { AppError } from "../errors";
import { countAttempt } from "../lib/rate-limit";

function describeAgent(userAgent: string | null) {
  if (!userAgent) return { browser: null, system: null, device: null };
  const parsed = new UAParser(userAgent).getResult();
  const named = (name?: string, version?: string) =>
    name ? [name, version?.split(".")[0]].filter(Boolean).join(" ") : null;
  return {
    browser: named(parsed.browser.name, parsed.browser.version),
    system: named(parsed.os.name, parsed.os.version),
    // "mobile", "tablet", ...; none for a desktop browser.
    device: parsed.device.type ?? null,
  };
}

export function createSessions(db: Database) {
  /** Signing sessions out counts as a change of privacy settings: 20 an hour. */
  const countSettingUpdate = async (userId: string) => {
    if (!(await countAttempt(db, `user:${userId}:privacy-settings`, privacyLimits.settingUpdates)))
      throw new AppError("RATE_LIMITED");
  };

  return {
    async list(userId: string, currentSessionId: string): Promise<SignedInSession[]> {
      const rows = await db
        .select()
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, sql`now()`)))
        .orderBy(desc(session.updatedAt));
      return rows
        .map((row) => ({
          id: row.id,
          current: row.id === currentSessionId,
          ...describeAgent(row.userAgent),
          ipAddress: row.ipAddress || null,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.updatedAt.toISOString(),
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
    },

    /** Ends one of the user's sessions (the current one too: that is signing out). */
    async revoke(userId: string, sessionId: string): Promise<void> {
      await countSettingUpdate(userId);
      const removed = await db
        .delete(session)
        .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
        .returning({ id: session.id });
      if (removed.length === 0) throw new AppError("NOT_FOUND");
    },

    /** Ends every session of the user's but the one making the request. Returns how many. */
    async revokeOthers(userId: string, currentSessionId: string): Promise<number> {
      await countSettingUpdate(userId);
      const removed = await db
        .delete(session)
        .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
        .returning({ id: session.id });
      return removed.length;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
