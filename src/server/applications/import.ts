// Importing many applications at once: every row checked with the same schema as adding one
// by hand, duplicates (of the user's applications or of an earlier row) skipped, and the
// valid rows written in one transaction: all of them, or none if the database fails.
import { and, eq, inArray } from "drizzle-orm";
import { statusDateProblem } from "@/domain/applications";
import { todayUtc } from "@/domain/dates";
import {
  type ImportApplicationsData,
  type ImportResult,
  importMessages,
  importRowSchema,
} from "@/domain/import";
import { nextTagColor, tagLimits, tagMessages } from "@/domain/tags";
import type { Database } from "../db/client";
import { applications, companies, tags } from "../db/schema";
import { zodFields } from "../errors";
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
  const valid: { index: number; row: ReturnType<typeof importRowSchema.parse> }[] = [];
  for (const [index, raw] of rows.entries()) {
    const parsed = importRowSchema.safeParse(raw);
    if (!parsed.success) {
      const fields = zodFields(parsed.error);
      results.push({ index, outcome: "invalid", fields, message: Object.values(fields)[0] });
    } else valid.push({ index, row: parsed.data });
  }

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

  // The date rules a write applies, checked first: a refused row is reported, not written.
  const writable: typeof toCreate = [];
  const today = todayUtc();
  for (const entry of toCreate) {
    const { row } = entry;
    const days = row.history?.map((change) => change.date) ?? [row.statusDate ?? null];
    const message = days
      .map((day) => statusDateProblem(day, row.applicationDate, today))
      .find((problem) => problem !== undefined);
    if (message)
      results.push({ index: entry.index, outcome: "invalid", message, fields: { statusDate: message } });
    else writable.push(entry);
  }

  // Tags by name: the user's own where they have one of that name (in any case), else made
  // for them, in turn through the colours, while they have room for more.
  const userTags = new Map(
    (await listTags(db, userId)).map((tag) => [tag.name.toLocaleLowerCase(), tag.id as string | null]),
  );
  const tagged: typeof writable = [];
  for (const entry of writable) {
    const fresh = (entry.row.tags ?? []).filter((name) => !userTags.has(name.toLocaleLowerCase()));
    if (userTags.size + fresh.length > tagLimits.perUser) {
      results.push({
        index: entry.index,
        outcome: "invalid",
        message: tagMessages.tooMany,
        fields: { tags: tagMessages.tooMany },
      });
      continue;
    }
    for (const name of fresh) userTags.set(name.toLocaleLowerCase(), null);
    tagged.push(entry);
  }

  if (dryRun) for (const { index } of tagged) results.push({ index, outcome: "created" });
  else if (tagged.length > 0) {
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
      for (const { index, row } of tagged) {
        const { history, tags: names, ...input } = row;
        const tagIds = names?.length ? await tagIdsOf(names) : undefined;
        const applicationId = await insertApplication(tx, userId, { ...input, tagIds }, history);
        results.push({ index, outcome: "created", applicationId });
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
