// The per-user limits on heavy exports: how many may be written at once, and how many may be
// asked for in an hour. Both are counted in the database, so several server instances share
// them. Over either, the request is refused with 429 before any work starts.

import type { Readable } from "node:stream";
import { and, count, eq, lt, sql } from "drizzle-orm";
import { exportLimitMessages } from "@/domain/export-limits";
import type { Database } from "../db/client";
import { exportRuns } from "../db/schema";
import { AppError } from "../errors";
import { countAttempt } from "../lib/rate-limit";

type ExportLimitSettings = { atOnce: number; perHour: number };

/** What is being exported: kept with the run, for a look at what a server is busy with. */
export type ExportKind = "applications" | "proof" | "data-export";

/** An export that outlives this (its instance died mid-way) stops counting. */
const leaseMinutes = 15;

export function createExportLimits(db: Database, settings: ExportLimitSettings) {
  /** Counts one export in the user's hour; refuses when the hour is full. */
  async function countInHour(userId: string) {
    const allowed = await countAttempt(db, `user:${userId}:heavy-export`, {
      max: settings.perHour,
      windowSeconds: 60 * 60,
    });
    if (!allowed) throw new AppError("RATE_LIMITED", exportLimitMessages.perHour);
  }

  /**
   * Takes one of the user's places for an export being written, or refuses when they are
   * all taken; the user's runs are counted under a lock of their own, so two instances
   * cannot both take the last place. Returns the function that gives the place back.
   */
  async function begin(userId: string, kind: ExportKind): Promise<() => Promise<void>> {
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`export-runs:${userId}`}))`);
      await tx
        .delete(exportRuns)
        .where(and(eq(exportRuns.userId, userId), lt(exportRuns.leaseUntil, sql`now()`)));
      const [running] = await tx
        .select({ count: count() })
        .from(exportRuns)
        .where(eq(exportRuns.userId, userId));
      if ((running?.count ?? 0) >= settings.atOnce)
        throw new AppError("RATE_LIMITED", exportLimitMessages.atOnce);
      const [row] = await tx
        .insert(exportRuns)
        .values({ userId, kind, leaseUntil: sql`now() + make_interval(mins => ${leaseMinutes})` })
        .returning({ id: exportRuns.id });
      return row!.id;
    });
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await db.delete(exportRuns).where(eq(exportRuns.id, id));
    };
    try {
      await countInHour(userId);
    } catch (error) {
      await release();
      throw error;
    }
    return release;
  }

  return {
    /**
     * Writes an export within the user's limits: the place is held until the file's stream
     * has closed (written to its end, failed, or dropped when its client went away): the
     * work the limit bounds is done by then.
     */
    async stream(userId: string, kind: ExportKind, write: () => Promise<Readable>): Promise<Readable> {
      const release = await begin(userId, kind);
      const done = () => void release().catch(() => undefined);
      try {
        const file = await write();
        if (file.closed || file.destroyed) done();
        else file.once("close", done);
        return file;
      } catch (error) {
        await release();
        throw error;
      }
    },
    /** An export made later by the job queue (the data export) counts in the hour only. */
    countInHour,
  };
}

export type ExportLimits = ReturnType<typeof createExportLimits>;
