// Importing many applications at once: every row read so that nothing in it is lost (a value
// a field cannot take goes into the notes; only a row with no company, job title or date is
// refused), then checked with the same schema as adding one by hand; duplicates (of the
// user's applications or of an earlier row) skipped, and the rows written in one
// transaction: all of them, or none if the database fails.
import { and, eq, inArray } from "drizzle-orm";
import { statusDateProblem } from "@/domain/applications";
import { todayUtc } from "@/domain/dates";
import { type ImportApplicationsData, type ImportResult, importMessages } from "@/domain/import";
import { type ImportRowData, readImportRow, withNote } from "@/domain/import-row";
import { normaliseSource } from "@/domain/sources";
import { nextTagColor, tagLimits, tagMessages } from "@/domain/tags";
import type { Database } from "../db/client";
import { applications, companies, tags } from "../db/schema";
import { listSources } from "../sources/sources";
import { listTags } from "../tags/tags";
import { insertApplication } from "./applications";

/** The duplicate rule's key: company, job title and date, in any case. */
const duplicateKey = (company: string, jobTitle: string, applicationDate: string) =>
  JSON.stringify([company.toLocaleLowerCase(), jobTitle.toLocaleLowerCase(), applicationDate]);

export async function importApplications(
  db: Database,
  userId: string,
  { dryRun, rows }: ImportApplicationsData,
): Promise<ImportResult> {
  const results: ImportResult["rows"] = [];
  const today = todayUtc();
  const valid: { index: number; row: ImportRowData; warnings: Record<string, string> }[] = [];
  for (const [index, raw] of rows.entries()) {
    const read = readImportRow(raw, today);
    if (!read.ok)
      results.push({
        index,
        outcome: "invalid",
        fields: read.fields,
        message: Object.values(read.fields)[0],
      });
    else valid.push({ index, row: read.row, warnings: read.warnings });
  }
  /** A row's warnings, when it has any, for its result. */
  const warned = (entry: (typeof valid)[number]) =>
    Object.keys(entry.warnings).length > 0 ? { warnings: entry.warnings } : {};

  // The user's applications on the rows' dates, as duplicate keys.
  const dates = [...new Set(valid.map(({ row }) => row.applicationDate))];
  const existing = new Set<string>();
  for (let start = 0; start < dates.length; start += 1000) {
    const found = await db
      .select({
        company: companies.name,
        jobTitle: applications.jobTitle,
        date: applications.applicationDate,
      })
      .from(applications)
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .where(
        and(
          eq(applications.userId, userId),
          inArray(applications.applicationDate, dates.slice(start, start + 1000)),
        ),
      );
    for (const application of found)
      existing.add(duplicateKey(application.company, application.jobTitle, application.date));
  }

  const toCreate: typeof valid = [];
  const inFile = new Set<string>();
  for (const entry of valid) {
    const key = duplicateKey(entry.row.company, entry.row.jobTitle, entry.row.applicationDate);
    if (existing.has(key))
      results.push({ index: entry.index, outcome: "duplicate", message: importMessages.duplicate });
    else if (inFile.has(key))
      results.push({ index: entry.index, outcome: "duplicate", message: importMessages.duplicateInFile });
    else {
      inFile.add(key);
      toCreate.push(entry);
    }
  }

  // A history's days (from an export) follow the rules a write applies: one that breaks them
  // (a day before applying) is left out, and the application starts from its own status.
  for (const entry of toCreate) {
    const { row } = entry;
    const broken = row.history?.some((change) => statusDateProblem(change.date, row.applicationDate, today));
    if (broken) {
      delete row.history;
      entry.warnings.history = "History not understood: the application starts from its status instead";
    }
  }

  // Tags by name: the user's own where they have one of that name (in any case), else made
  // for them, in turn through the colours, while they have room for more.
  const userTags = new Map(
    (await listTags(db, userId)).map((tag) => [tag.name.toLocaleLowerCase(), tag.id as string | null]),
  );
  // A row whose new tags would take the user past their limit still comes in: its tags the
  // user has go on, the new ones go into its notes.
  for (const entry of toCreate) {
    const fresh = (entry.row.tags ?? []).filter((name) => !userTags.has(name.toLocaleLowerCase()));
    if (userTags.size + fresh.length > tagLimits.perUser) {
      const names = new Set(fresh);
      entry.row.tags = entry.row.tags?.filter((name) => !names.has(name));
      entry.row.notes = withNote(
        entry.row.notes,
        `Tags not added (${tagMessages.tooMany}): ${fresh.join("; ")}`,
      );
      entry.warnings.tags = `${tagMessages.tooMany} Its new tags are kept in the notes.`;
      continue;
    }
    for (const name of fresh) userTags.set(name.toLocaleLowerCase(), null);
  }

  // Each source written the way the user already writes it ("Company site" where they have
  // "Company website"), or by its common name: one place counts once in the filters and
  // analytics. The file's own sources count as known from their first row on.
  const knownSources = (await listSources(db, userId)).map((use) => use.source);
  for (const { row } of toCreate)
    if (row.source) {
      row.source = normaliseSource(row.source, knownSources);
      if (row.source && !knownSources.includes(row.source)) knownSources.push(row.source);
    }

  if (dryRun)
    for (const entry of toCreate) results.push({ index: entry.index, outcome: "created", ...warned(entry) });
  else if (toCreate.length > 0) {
    await db.transaction(async (tx) => {
      const made = new Map<string, string>();
      const had = [...userTags.values()].filter((id) => id !== null).length;
      const tagIdsOf = async (names: string[]) => {
        const ids: string[] = [];
        for (const name of names) {
          const key = name.toLocaleLowerCase();
          let id = userTags.get(key) ?? made.get(key);
          if (!id) {
            id = (
              await tx
                .insert(tags)
                .values({ userId, name, color: nextTagColor(had + made.size) })
                .returning({ id: tags.id })
            )[0]!.id;
            made.set(key, id);
          }
          ids.push(id);
        }
        return ids;
      };
      for (const entry of toCreate) {
        const { history, tags: names, archivedAt, waitingSince, ...input } = entry.row;
        const tagIds = names?.length ? await tagIdsOf(names) : undefined;
        const applicationId = await insertApplication(tx, userId, { ...input, tagIds }, history, {
          archivedAt: archivedAt ? new Date(archivedAt) : null,
          waitingSince: waitingSince ?? null,
        });
        results.push({ index: entry.index, outcome: "created", applicationId, ...warned(entry) });
      }
    });
  }

  results.sort((a, b) => a.index - b.index);
  const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
  return {
    rows: results,
    created: count("created"),
    duplicates: count("duplicate"),
    invalid: count("invalid"),
    dryRun,
  };
}
