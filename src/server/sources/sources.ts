// The sources a user's applications give, and merging two or more into one. Sources are the
// applications' own text, not records: a merge rewrites the source of each application that
// gives one of them, in one statement, scoped to the user.
import { and, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { MergeSourcesInput, MergeSourcesResult, SourceUse } from "@/domain/sources";
import { sourceMessages } from "@/domain/sources";
import type { Database } from "../db/client";
import { applications } from "../db/schema";
import { AppError, notFound } from "../errors";

/** The user's sources, the most used first (then by name), each with how many applications give it. */
export async function listSources(db: Database, userId: string): Promise<SourceUse[]> {
  const uses = count();
  const rows = await db
    .select({ source: applications.source, applications: uses })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNotNull(applications.source)))
    .groupBy(applications.source)
    .orderBy(desc(uses), applications.source);
  return rows.map((row) => ({ source: row.source ?? "", applications: Number(row.applications) }));
}

async function mergeSources(
  db: Database,
  userId: string,
  { from, into }: MergeSourcesInput,
): Promise<MergeSourcesResult> {
  // Merging a source into itself moves nothing: the others named with it still merge.
  const merging = [...new Set(from)].filter((source) => source !== into);
  if (merging.length === 0) throw new AppError("VALIDATION_ERROR", undefined, { into: sourceMessages.same });
  const moved = await db
    .update(applications)
    .set({ source: into, updatedAt: new Date() })
    .where(and(eq(applications.userId, userId), inArray(applications.source, merging)))
    .returning({ id: applications.id });
  // None of the user's applications gives any of them: another user's, or none at all.
  if (moved.length === 0) throw notFound();
  return { source: into, moved: moved.length };
}

export function createSources(db: Database) {
  return {
    list: (userId: string) => listSources(db, userId),
    /** Every application giving one of `from` gives `into` instead. */
    merge: (userId: string, input: MergeSourcesInput) => mergeSources(db, userId, input),
  };
}

export type Sources = ReturnType<typeof createSources>;
