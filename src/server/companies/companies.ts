// Merging two of a user's company records ("Google LLC" into "Google"): nothing merges by
// itself, since two names may really be two employers; the user says which stays. In one
// transaction the applications move, the kept record takes the other's website and logo if
// it has none, and the other record goes.
import { and, asc, eq, sql } from "drizzle-orm";
import { type MergeResult, mergeMessages } from "@/domain/companies";
import type { Database } from "../db/client";
import { applications, companies } from "../db/schema";
import { AppError, mapDatabaseError, notFound } from "../errors";
import { csvOf } from "../exports/csv";
import { isUuid } from "../lib/ids";
import type { DataExportFile } from "../privacy/export-file";

async function mergeCompanies(
  db: Database,
  userId: string,
  fromId: string,
  intoId: string,
): Promise<MergeResult> {
  if (!isUuid(fromId) || !isUuid(intoId)) throw notFound();
  if (fromId === intoId) throw new AppError("VALIDATION_ERROR", undefined, { into: mergeMessages.same });
  try {
    return await db.transaction(async (tx) => {
      const own = await tx
        .select({
          id: companies.id,
          name: companies.name,
          website: companies.website,
          logo: companies.logoFileId,
        })
        .from(companies)
        .where(and(eq(companies.userId, userId), sql`${companies.id} in (${fromId}, ${intoId})`))
        .for("update");
      const from = own.find((company) => company.id === fromId);
      const into = own.find((company) => company.id === intoId);
      if (!from || !into) throw notFound();
      const moved = await tx
        .update(applications)
        .set({ companyId: intoId })
        .where(and(eq(applications.userId, userId), eq(applications.companyId, fromId)))
        .returning({ id: applications.id });
      await tx.delete(companies).where(and(eq(companies.id, fromId), eq(companies.userId, userId)));
      if (!into.website && from.website)
        await tx
          .update(companies)
          .set({ website: from.website, logoFileId: from.logo, updatedAt: new Date() })
          .where(eq(companies.id, intoId));
      return { company: { id: into.id, name: into.name }, moved: moved.length };
    });
  } catch (error) {
    // Two applications for the same position on the same day, one at each: not one company's.
    if (mapDatabaseError(error)?.code === "DUPLICATE_ENTRY")
      throw new AppError("DUPLICATE_ENTRY", mergeMessages.clash);
    throw error;
  }
}

export function createCompanies(db: Database) {
  return {
    /** Moves everything of one company record into another, which stays. */
    merge: (userId: string, fromId: string, intoId: string) => mergeCompanies(db, userId, fromId, intoId),
  };
}

export type Companies = ReturnType<typeof createCompanies>;

/** The companies the user applied to. */
async function companiesCsv(db: Database, userId: string) {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      website: companies.website,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(asc(companies.name));
  return csvOf(
    [
      ["id", "Company id"],
      ["name", "Name"],
      ["website", "Website"],
      ["createdAt", "Added"],
    ],
    [rows],
  );
}

export const companiesExportFile = (db: Database): DataExportFile => ({
  name: "companies.csv",
  says: "the companies you applied to",
  carries: [companies],
  content: (userId) => companiesCsv(db, userId),
});
