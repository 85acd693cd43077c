// Capture from a posting's address, and the posting kept with an application. The page is
// fetched under the same guard as company logos (http(s) only, every address checked as the
// socket connects, redirects followed by hand, a time and size limit), and at most 20 times
// a minute per user: the server is no one's free proxy.
import { and, asc, eq, sql } from "drizzle-orm";
import { samePostingAs } from "@/domain/already-applied";
import type { ApplicationStatus } from "@/domain/applications";
import {
  type CapturedPosting,
  type Posting,
  type PostingInput,
  type PostingMatch,
  type PostingMatchesQuery,
  postingMessages,
} from "@/domain/postings";
import { getApplication } from "../applications/applications";
import type { Database } from "../db/client";
import { applications, companies, jobPostings } from "../db/schema";
import { AppError } from "../errors";
import { csvOf } from "../exports/csv";
import { countAttempt } from "../lib/rate-limit";
import { type SafeFetchOptions, safeFetch } from "../logos/safe-fetch";
import type { DataExportFile } from "../privacy/export-file";
import { readPosting } from "./read-posting";

const captureLimit = { max: 20, windowSeconds: 60 };
const pageLimits = { maxBytes: 3 * 1024 * 1024, timeoutMs: 8000, maxRedirects: 5 } as const;

/** A page's text in the charset its header names (UTF-8 when it names none it knows). */
function decode(body: Buffer, contentType: string | null): string {
  const charset = /charset=([^;]+)/i
    .exec(contentType ?? "")?.[1]
    ?.trim()
    .replace(/"/g, "");
  try {
    return new TextDecoder(charset || "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

export function createPostings({
  db,
  fetchOptions,
}: {
  db: Database;
  fetchOptions: Pick<SafeFetchOptions, "allowPrivateAddresses" | "allowAddresses" | "lookup">;
}) {
  return {
    async capture(userId: string, url: string): Promise<CapturedPosting> {
      if (!(await countAttempt(db, `posting-capture:${userId}`, captureLimit)))
        throw new AppError("RATE_LIMITED");
      let page: Awaited<ReturnType<typeof safeFetch>>;
      try {
        page = await safeFetch(url, {
          ...fetchOptions,
          ...pageLimits,
          accept: "text/html,application/xhtml+xml",
          userAgent: "JobTrail posting capture",
        });
      } catch {
        throw new AppError("VALIDATION_ERROR", undefined, { url: postingMessages.unreachable });
      }
      const html = /html|xml/i.test(page.contentType ?? "text/html")
        ? decode(page.body, page.contentType)
        : "";
      const posting = html ? readPosting(html, page.url) : undefined;
      if (!posting) throw new AppError("VALIDATION_ERROR", undefined, { url: postingMessages.notAPosting });
      return posting;
    },

    async get(userId: string, applicationId: string): Promise<Posting | null> {
      await getApplication(db, userId, applicationId);
      const [row] = await db
        .select()
        .from(jobPostings)
        .where(and(eq(jobPostings.applicationId, applicationId), eq(jobPostings.userId, userId)));
      return row ? toPosting(row) : null;
    },

    /** Keeps (or replaces) the application's posting. */
    async save(userId: string, applicationId: string, input: PostingInput): Promise<Posting> {
      await getApplication(db, userId, applicationId);
      const values = {
        url: input.url ?? null,
        employmentType: input.employmentType ?? null,
        salaryRange: input.salaryRange ?? null,
        text: input.text,
        capturedAt: new Date(),
      };
      const [row] = await db
        .insert(jobPostings)
        .values({ applicationId, userId, ...values })
        .onConflictDoUpdate({ target: jobPostings.applicationId, set: values })
        .returning();
      return toPosting(row!);
    },

    async remove(userId: string, applicationId: string): Promise<void> {
      await getApplication(db, userId, applicationId);
      await db
        .delete(jobPostings)
        .where(and(eq(jobPostings.applicationId, applicationId), eq(jobPostings.userId, userId)));
    },

    /**
     * The user's applications that look like this posting (the same address, requisition id,
     * or a close title at the company): what a page they are reading says they did already.
     */
    async matches(userId: string, posting: PostingMatchesQuery): Promise<PostingMatch[]> {
      const rows = await db
        .select({
          id: applications.id,
          company: companies.name,
          jobTitle: applications.jobTitle,
          jobUrl: applications.jobUrl,
          requisitionId: applications.requisitionId,
          status: applications.status,
          applicationDate: applications.applicationDate,
        })
        .from(applications)
        .innerJoin(companies, eq(companies.id, applications.companyId))
        .where(eq(applications.userId, userId));
      return samePostingAs(rows, {
        company: posting.company ?? "",
        jobTitle: posting.jobTitle ?? "",
        jobUrl: posting.url ?? "",
        requisitionId: posting.requisitionId ?? "",
      })
        .map(({ application, reason }) => ({
          ...application,
          status: application.status as ApplicationStatus,
          reason,
        }))
        .sort((a, b) => b.applicationDate.localeCompare(a.applicationDate))
        .slice(0, 10);
    },

    /** The user's applications whose kept posting holds `q` (any case). */
    async search(userId: string, q: string): Promise<string[]> {
      const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const rows = await db
        .select({ id: jobPostings.applicationId })
        .from(jobPostings)
        .where(and(eq(jobPostings.userId, userId), sql`${jobPostings.text} ilike ${pattern}`));
      return rows.map((row) => row.id);
    },
  };
}

const toPosting = (row: typeof jobPostings.$inferSelect): Posting => ({
  url: row.url,
  employmentType: row.employmentType,
  salaryRange: row.salaryRange,
  text: row.text,
  capturedAt: row.capturedAt.toISOString(),
});

export type Postings = ReturnType<typeof createPostings>;

/** The job postings kept with applications, their text whole. */
async function postingsCsv(db: Database, userId: string) {
  const rows = await db
    .select({
      applicationId: jobPostings.applicationId,
      company: companies.name,
      jobTitle: applications.jobTitle,
      url: jobPostings.url,
      employmentType: jobPostings.employmentType,
      salaryRange: jobPostings.salaryRange,
      capturedAt: jobPostings.capturedAt,
      text: jobPostings.text,
    })
    .from(jobPostings)
    .innerJoin(applications, eq(applications.id, jobPostings.applicationId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(jobPostings.userId, userId))
    .orderBy(asc(jobPostings.capturedAt));
  return csvOf(
    [
      ["applicationId", "Application id"],
      ["company", "Company"],
      ["jobTitle", "Job title"],
      ["url", "Posting address"],
      ["employmentType", "Employment type"],
      ["salaryRange", "Salary range"],
      ["capturedAt", "Kept"],
      ["text", "Text"],
    ],
    [rows],
  );
}

export const postingsExportFile = (db: Database): DataExportFile => ({
  name: "postings.csv",
  says: "the job postings kept with applications, their text whole",
  carries: [jobPostings],
  content: (userId) => postingsCsv(db, userId),
});
