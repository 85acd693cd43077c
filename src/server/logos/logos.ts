// Keeping companies' logos: in the background, never in the way of a save or a page. A
// company with a website is due when it has never been looked at, or not for a week; each
// server claims a few due companies in the database (skipping those another has claimed), so
// several instances on one PostgreSQL never fetch the same one twice and nothing is kept in
// the server's memory but a flag that it is already at work.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { companies, files } from "../db/schema";
import type { Logger } from "../logger";
import type { Files } from "../storage/files";
import { findLogo, type LogoSettings } from "./find-logo";

/** How long a logo, or the finding that there is none, holds before it is looked for again. */
const logoRefreshDays = 7;
const claimBatch = 10;

type Claimed = { id: string; userId: string; website: string; logoFileId: string | null };

export type Logos = ReturnType<typeof createLogos>;

export function createLogos(deps: { db: Database; files: Files; settings: LogoSettings; logger: Logger }) {
  const { db, settings, logger } = deps;
  let running: Promise<number> | undefined;
  let again = false;

  /** Marks up to `limit` due companies as looked at now, and returns them: they are ours. */
  async function claim(limit: number): Promise<Claimed[]> {
    return rowsOf<Claimed>(
      db,
      sql`
      update ${companies} set logo_checked_at = now()
      where id in (
        select id from ${companies}
        where website is not null
          and (logo_checked_at is null or logo_checked_at < now() - make_interval(days => ${logoRefreshDays}))
        order by logo_checked_at nulls first
        limit ${limit}
        for update skip locked
      )
      returning id, user_id as "userId", website, logo_file_id as "logoFileId"`,
    );
  }

  /** Finds and stores one company's logo; keeps the one it has when none can be found now. */
  async function refresh(company: Claimed): Promise<void> {
    const png = await findLogo(company.website, settings);
    if (!png) return;
    const replaced = await deps.files
      .store(
        {
          userId: company.userId,
          purpose: "logo",
          contentType: "image/png",
          byteSize: png.byteLength,
          body: png,
        },
        async (tx, fileId) => {
          // The website may have changed while the logo was on its way: then it is not theirs.
          const updated = await tx
            .update(companies)
            .set({ logoFileId: fileId })
            .where(and(eq(companies.id, company.id), eq(companies.website, company.website)))
            .returning({ id: companies.id });
          if (updated.length === 0) throw new StaleLogo();
          if (company.logoFileId)
            await tx
              .delete(files)
              .where(and(eq(files.id, company.logoFileId), eq(files.userId, company.userId)));
          return company.logoFileId;
        },
      )
      .catch((error: unknown) => {
        if (error instanceof StaleLogo) return null;
        throw error;
      });
    if (replaced) await deps.files.forget([replaced]);
  }

  /** Looks for the logos of every company due, a batch at a time; returns how many it tried. */
  async function refreshDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const batch = await claim(claimBatch);
      if (batch.length === 0) return tried;
      for (const company of batch) {
        tried += 1;
        try {
          await refresh(company);
        } catch (error) {
          logger.warn({ err: error, companyId: company.id }, "could not store a company's logo");
        }
      }
    }
  }

  /**
   * Starts looking for due logos in the background, now: after a website is set, say. If a
   * run is under way, one more follows it, so a company set during the run is not missed.
   */
  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = refreshDue()
      .catch((error: unknown) => {
        logger.error({ err: error }, "the logo refresh failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    claim,
    refreshDue,
    kick,
    /** The run under way, if any: tests and shutdown wait for it. */
    settled: async (): Promise<void> => {
      while (running) await running;
    },
  };
}

class StaleLogo extends Error {}
