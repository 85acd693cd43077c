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
import type { Database } from "../db/client";
import { applications, companies } from "../db/schema";
import { zodFields } from "../errors";
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

  if (dryRun) for (const { index } of writable) results.push({ index, outcome: "created" });
  else if (writable.length > 0) {
    await db.transaction(async (tx) => {
      for (const { index, row } of writable) {
        const { history, ...input } = row;
        const applicationId = await insertApplication(tx, userId, input, history);
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
