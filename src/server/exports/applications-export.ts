// A user's applications as a file: CSV for a spreadsheet, JSON with everything (history,
// companies and the names of the documents sent) to keep or import back. Read from the database a page at a time and written as
// they come, so an account of any size exports in bounded memory.
import { Readable } from "node:stream";
import { and, asc, eq, inArray } from "drizzle-orm";
import { type Application, type ExportRequest, exportApplicationsQuery } from "@/domain/application-schemas";
import { historyOrder, pageOfApplications } from "../applications/applications";
import type { Database } from "../db/client";
import {
  applicationDocuments,
  applications,
  applicationTags,
  documents,
  files,
  statusHistory,
} from "../db/schema";
import type { DataExportFile } from "../privacy/export-file";
import { listTags } from "../tags/tags";
import { csvOf } from "./csv";

/** Applications read per query: large enough to be quick, small enough to keep memory flat. */
const pageSize = 5000;

/** A history entry as exported; a null date is one the user does not know. */
type HistoryEntry = { status: string; date: string | null; note: string | null };

/** The status histories of some of the user's applications, oldest entry first. */
async function historiesOf(db: Database, userId: string, ids: string[]) {
  const byApplication = new Map<string, HistoryEntry[]>();
  if (ids.length === 0) return byApplication;
  const history = await db
    .select({
      applicationId: statusHistory.applicationId,
      status: statusHistory.status,
      date: statusHistory.date,
      note: statusHistory.note,
    })
    .from(statusHistory)
    .where(and(eq(statusHistory.userId, userId), inArray(statusHistory.applicationId, ids)))
    .orderBy(historyOrder);
  for (const { applicationId, ...entry } of history) {
    const entries = byApplication.get(applicationId);
    if (entries) entries.push(entry);
    else byApplication.set(applicationId, [entry]);
  }
  return byApplication;
}

type DocumentEntry = { name: string; kind: string; contentType: string; byteSize: number };

/** The names and kinds of the documents that went with some of the user's applications. */
async function documentsOf(db: Database, userId: string, ids: string[]) {
  const byApplication = new Map<string, DocumentEntry[]>();
  if (ids.length === 0) return byApplication;
  const rows = await db
    .select({
      applicationId: applicationDocuments.applicationId,
      name: documents.name,
      kind: documents.kind,
      contentType: files.contentType,
      byteSize: files.byteSize,
    })
    .from(applicationDocuments)
    .innerJoin(documents, eq(documents.id, applicationDocuments.documentId))
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(and(eq(applicationDocuments.userId, userId), inArray(applicationDocuments.applicationId, ids)))
    .orderBy(asc(applicationDocuments.createdAt), asc(documents.name));
  for (const { applicationId, ...entry } of rows) {
    const entries = byApplication.get(applicationId);
    if (entries) entries.push(entry);
    else byApplication.set(applicationId, [entry]);
  }
  return byApplication;
}

export async function* pagesOf(db: Database, userId: string, query: ExportRequest) {
  const { format: _format, ...view } = query;
  let cursor: string | undefined;
  do {
    const page = await pageOfApplications(db, userId, { ...view, limit: pageSize, cursor });
    yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** Each page of the export with the status histories of its applications. */
export async function* pagesWithHistories(db: Database, userId: string, query: ExportRequest) {
  for await (const applications of pagesOf(db, userId, query)) {
    const ids = applications.map((application) => application.id);
    yield { applications, histories: await historiesOf(db, userId, ids) };
  }
}

/** The user's tags, and the names of an application's, A to Z, from them. */
async function userTags(db: Database, userId: string) {
  const tags = await listTags(db, userId);
  const namesOf = (application: Application) =>
    tags.filter((tag) => application.tagIds.includes(tag.id)).map((tag) => tag.name);
  return { tags, namesOf };
}

/** The CSV's columns, in the order a person reads them, with the headings they see. */
const csvColumns = [
  ["company", "Company"],
  ["jobTitle", "Job title"],
  ["status", "Status"],
  ["applicationDate", "Application date"],
  ["statusDate", "Status date"],
  ["source", "Source"],
  ["location", "Location"],
  ["contactName", "Contact name"],
  ["contactEmail", "Contact email"],
  ["jobUrl", "Job URL"],
  ["requisitionId", "Requisition ID"],
  ["companyWebsite", "Company website"],
  ["followUpDate", "Follow-up date"],
  ["currency", "Currency"],
  ["salaryOffered", "Salary offered"],
  ["signOnBonus", "Sign-on bonus"],
  ["movingStipend", "Moving stipend"],
  ["stockOptions", "Stock options"],
  ["equityPercentage", "Equity (%)"],
  ["benefitsSummary", "Benefits"],
  ["notes", "Notes"],
  ["tags", "Tags"],
  ["archivedAt", "Archived"],
  ["createdAt", "Added"],
  ["updatedAt", "Last changed"],
] as const satisfies readonly (readonly [keyof Application | "tags", string])[];

/** Tags in one cell, separated as a spreadsheet user would type them. */
const tagSeparator = "; ";

export function applicationsCsv(db: Database, userId: string, query: ExportRequest): Readable {
  async function* rows() {
    const { namesOf } = await userTags(db, userId);
    for await (const page of pagesOf(db, userId, query))
      yield page.map((application) => ({ ...application, tags: namesOf(application).join(tagSeparator) }));
  }
  return csvOf(csvColumns, rows());
}

/** Every status change of every application of the user's, a page of applications at a time. */
function statusHistoryCsv(db: Database, userId: string, query: ExportRequest): Readable {
  async function* rows() {
    for await (const { applications, histories } of pagesWithHistories(db, userId, query)) {
      yield applications.flatMap((application) =>
        (histories.get(application.id) ?? []).map((entry) => ({
          applicationId: application.id,
          company: application.company,
          jobTitle: application.jobTitle,
          ...entry,
        })),
      );
    }
  }
  return csvOf(
    [
      ["applicationId", "Application id"],
      ["company", "Company"],
      ["jobTitle", "Job title"],
      ["status", "Status"],
      ["date", "Date"],
      ["note", "Note"],
    ],
    rows(),
  );
}

/** What a JSON export says it is, so an import knows how to read it. */
const jsonExportFormat = { format: "jobtrail-applications", version: 1 } as const;

/**
 * Every application with its whole status history, then the companies they name. The
 * structure is `jsonExportFormat` plus `exportedAt`, `applications` and `companies`.
 */
export function applicationsJson(db: Database, userId: string, query: ExportRequest): Readable {
  async function* chunks() {
    const head = { ...jsonExportFormat, exportedAt: new Date().toISOString() };
    yield `${JSON.stringify(head).slice(0, -1)},"applications":[`;
    const companies = new Map<string, { id: string; name: string; website: string | null }>();
    const { tags, namesOf } = await userTags(db, userId);
    let first = true;
    for await (const { applications: page, histories } of pagesWithHistories(db, userId, query)) {
      // The documents' names and kinds, so the file says what went with each application;
      // their bytes are in the account's data export.
      const attachedDocuments = await documentsOf(
        db,
        userId,
        page.map((application) => application.id),
      );
      for (const application of page) {
        companies.set(application.companyId, {
          id: application.companyId,
          name: application.company,
          website: application.companyWebsite,
        });
        const entries = histories.get(application.id) ?? [];
        const attached = attachedDocuments.get(application.id) ?? [];
        yield `${first ? "" : ","}${JSON.stringify({ ...application, tags: namesOf(application), history: entries, documents: attached })}`;
        first = false;
      }
    }
    const tagList = tags.map(({ id, name, color }) => ({ id, name, color }));
    yield `],"companies":${JSON.stringify([...companies.values()])},"tags":${JSON.stringify(tagList)}}`;
  }
  // Bytes, not strings: the response streams what this yields as it is.
  return Readable.from(chunks(), { objectMode: false });
}

/** The applications in the data export: all of them, archived too, in the list's order. */
export function applicationExportFiles(db: Database): DataExportFile[] {
  const all = exportApplicationsQuery.parse({ format: "json" });
  const carries = [applications, applicationTags, applicationDocuments, statusHistory];
  return [
    {
      name: "applications.json",
      says: "every application with its status history, companies and the\ndocuments that went with it; import it back on the Import page",
      carries,
      content: async (userId) => applicationsJson(db, userId, all),
    },
    {
      name: "applications.csv",
      says: "the same applications, one row each, for a spreadsheet",
      carries,
      content: async (userId) => applicationsCsv(db, userId, { ...all, format: "csv" }),
    },
    {
      name: "status-history.csv",
      says: "every status change of every application",
      carries: [statusHistory],
      content: async (userId) => statusHistoryCsv(db, userId, all),
    },
  ];
}
