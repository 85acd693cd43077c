// The data export: asked for on the privacy settings, built by a job (so it survives a
// restart and runs once across instances), kept for a week, downloadable only by its owner.
// The zip holds everything the user owns, as JSON and CSV, with their documents' files;
// a passphrase makes it an AES-256 encrypted zip.
import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import archiver from "archiver";
import zipEncrypted from "archiver-zip-encrypted";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { exportApplicationsQuery } from "@/domain/application-schemas";
import { paths } from "@/domain/paths";
import {
  type DataExport,
  exportLifetimeDays,
  exportMaxBytes,
  exportMessages,
  privacyLimits,
} from "@/domain/privacy";
import type { Database } from "../db/client";
import {
  applications,
  companies,
  dataExports,
  documents,
  files as fileTable,
  interviews,
  jobPostings,
  profiles,
  reminderSettings,
  user,
} from "../db/schema";
import { AppError } from "../errors";
import { applicationsCsv, applicationsJson, csvOf, statusHistoryCsv } from "../exports/applications-export";
import type { ExportLimits } from "../exports/export-limits";
import { isUuid } from "../lib/ids";
import { countAttempt } from "../lib/rate-limit";
import { createQueuedMail, type QueuedMailDeps } from "../mail/queued-mail";
import { dataExportReadyMail } from "../mail/templates";
import { settingsColumns } from "../reminders/reminders";
import type { Files } from "../storage/files";
import { listTags } from "../tags/tags";
import type { Consents } from "./consent";
import type { Sessions } from "./sessions";

const dataExportJob = "data-export";
const dataExportReadyMailJob = "data-export-ready-mail";

if (!archiver.isRegisteredFormat("zip-encrypted")) archiver.registerFormat("zip-encrypted", zipEncrypted);

const dayMs = 24 * 60 * 60 * 1000;

/** The export's row is gone by the time its zip is stored. */
class ExportGone extends Error {}

type ExportRow = typeof dataExports.$inferSelect;

function toDataExport(row: ExportRow, now = new Date()): DataExport {
  const downloadable =
    row.status === "ready" && row.fileId !== null && (row.expiresAt?.getTime() ?? 0) > now.getTime();
  return {
    id: row.id,
    status: row.status as DataExport["status"],
    progress: row.progress,
    protected: row.protected,
    byteSize: row.byteSize,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadUrl: downloadable ? `/api/privacy/exports/${row.id}/download` : null,
  };
}

/** A file name safe in any zip tool, unique among those already used. */
function uniqueName(name: string, used: Set<string>): string {
  const safe =
    name
      .replace(/[\\/:*?"<>|\p{Cc}]/gu, "_")
      .replace(/^\.+/, "_")
      .slice(0, 150) || "document";
  const dot = safe.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ""];
  let candidate = safe;
  for (let copy = 2; used.has(candidate.toLowerCase()); copy++) candidate = `${stem} (${copy})${extension}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

const extensionOf: Record<string, string> = {
  "image/webp": "webp",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/svg+xml": "svg",
};

/** What the zip holds besides its data files: the files those name. */
const folders = [
  { name: "documents/", says: "the documents' files" },
  { name: "profile/", says: "your profile picture, if you have one" },
];

/** The zip's README: every file and folder it holds, with what each is. */
function readmeOf(files: readonly { name: string; says: string }[]) {
  const lines = [...files, ...folders].map(
    ({ name, says }) => `${name.padEnd(22)}${says.replaceAll("\n", `\n${" ".repeat(22)}`)}`,
  );
  return `JobTrail data export\n\n${lines.join("\n")}\n`;
}

/**
 * Every table that holds one user's rows, and where the export carries them, or why it does
 * not. The export's test lists the database's tables and fails on one missing here, so a new
 * table is never left out unnoticed.
 */
export const exportCoverage: Record<string, string> = {
  user: "profile.json: the account",
  profiles: "profile.json: the profile",
  cookie_consents: "profile.json: the cookie choices",
  session: "profile.json: the signed-in sessions",
  reminder_settings: "profile.json: the follow-up, digest and ghosting settings",
  applications: "applications.json and applications.csv",
  application_tags: "applications.json and applications.csv: each application's tags",
  application_documents: "applications.json: the documents that went with each application",
  application_status_history: "applications.json and status-history.csv",
  interviews: "interviews.csv",
  job_postings: "postings.csv",
  tags: "tags.csv",
  companies: "companies.csv",
  documents: "documents.csv, their files in documents/",
  files: "the files in documents/ and profile/",
  account: "not exported: the password's hash and sign-in providers' tokens are credentials",
  api_tokens: "not exported: a token is a credential (the settings list them)",
  calendar_feeds: "not exported: the calendar address is a credential",
  data_exports: "not exported: the exports themselves",
  export_runs: "not exported: a count of exports running, for their limits",
  application_tombstones: "not exported: ids of deleted applications, kept so a browser's copy drops them",
};

/** Every interview, its times in its own time zone and in UTC. */
async function interviewsCsv(db: Database, userId: string) {
  const rows = await db
    .select({
      applicationId: interviews.applicationId,
      company: companies.name,
      jobTitle: applications.jobTitle,
      round: interviews.round,
      startsAt: sql<string>`to_char(${interviews.startsAt} at time zone ${interviews.timeZone}, 'YYYY-MM-DD HH24:MI')`,
      endsAt: sql<string>`to_char(${interviews.endsAt} at time zone ${interviews.timeZone}, 'YYYY-MM-DD HH24:MI')`,
      timeZone: interviews.timeZone,
      start: interviews.startsAt,
      location: interviews.location,
      people: interviews.people,
      notes: interviews.notes,
      outcome: interviews.outcome,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(interviews.userId, userId))
    .orderBy(asc(interviews.startsAt));
  return csvOf(
    [
      ["applicationId", "Application id"],
      ["company", "Company"],
      ["jobTitle", "Job title"],
      ["round", "Round"],
      ["startsAt", "Starts"],
      ["endsAt", "Ends"],
      ["timeZone", "Time zone"],
      ["start", "Starts (UTC)"],
      ["location", "Place or link"],
      ["people", "People"],
      ["notes", "Notes"],
      ["outcome", "Outcome"],
    ],
    [rows],
  );
}

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

export function createDataExports(
  deps: QueuedMailDeps & {
    db: Database;
    files: Files;
    consents: Consents;
    sessions: Sessions;
    secret: string;
    appUrl: string;
    exportLimits: Pick<ExportLimits, "countInHour">;
  },
) {
  const { db, files, logger, jobs, consents, sessions, secret, appUrl, exportLimits } = deps;

  // The note that an export is ready waits for the mail server if it is down; it is not
  // sent once the export is gone or past its week (the privacy settings show its state).
  const stillDue = (id: string) =>
    and(
      eq(dataExports.id, id),
      eq(dataExports.status, "ready"),
      isNull(dataExports.readyMailedAt),
      sql`${dataExports.expiresAt} > now()`,
    );
  const readyMails = createQueuedMail(deps, {
    job: dataExportReadyMailJob,
    what: "data export's ready mail",
    async mailFor(id) {
      const [row] = await db
        .select({ email: user.email, expiresAt: dataExports.expiresAt })
        .from(dataExports)
        .innerJoin(user, eq(user.id, dataExports.userId))
        .where(stillDue(id));
      if (!row?.expiresAt) return undefined;
      const link = new URL(paths.privacySettings, appUrl).toString();
      const expiresOn = row.expiresAt.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
      return dataExportReadyMail(row.email, link, expiresOn);
    },
    async markSent(id) {
      await db.update(dataExports).set({ readyMailedAt: new Date() }).where(stillDue(id));
    },
    async due() {
      const rows = await db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(
          and(
            eq(dataExports.status, "ready"),
            isNull(dataExports.readyMailedAt),
            sql`${dataExports.expiresAt} > now()`,
          ),
        )
        .orderBy(asc(dataExports.completedAt));
      return rows.map((row) => row.id);
    },
  });

  /** Only while running: a late report never lowers a finished export's 100. */
  async function setProgress(id: string, progress: number) {
    await db
      .update(dataExports)
      .set({ progress })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, "running")));
  }

  async function fail(row: ExportRow, failure: string) {
    await db
      .update(dataExports)
      .set({ status: "failed", failure, sealedPassphrase: null, completedAt: new Date() })
      .where(eq(dataExports.id, row.id));
  }

  /** Writes the zip of everything the user owns to `target`. */
  async function writeZip(row: ExportRow, target: string, passphrase: string | null) {
    const { userId } = row;
    const archive = passphrase
      ? archiver.create("zip-encrypted", {
          zlib: { level: 6 },
          encryptionMethod: "aes256",
          password: passphrase,
        } as archiver.ArchiverOptions)
      : archiver("zip", { zlib: { level: 6 } });
    const output = createWriteStream(target);
    const written = finished(output);
    const failed = new Promise<never>((_, reject) => archive.on("error", reject));
    failed.catch(() => {});
    archive.pipe(output);

    const [account] = await db
      .select({ email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, userId));
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    const [settings] = await db
      .select(settingsColumns)
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, userId));
    const allApplications = exportApplicationsQuery.parse({ format: "json" });
    const documentRows = await db
      .select({
        id: documents.id,
        name: documents.name,
        kind: documents.kind,
        fileId: documents.fileId,
        contentType: fileTable.contentType,
        byteSize: fileTable.byteSize,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .innerJoin(fileTable, eq(fileTable.id, documents.fileId))
      .where(eq(documents.userId, userId))
      .orderBy(asc(documents.createdAt));
    const used = new Set<string>();
    const listed = documentRows.map((document) => ({
      ...document,
      file: `documents/${uniqueName(document.name, used)}`,
    }));

    // The data files, each made only when its turn comes: the README names every one.
    const dataFiles: { name: string; says: string; content: () => Promise<string | Readable> }[] = [
      {
        name: "profile.json",
        says: "your profile, account, settings, cookie choices and signed-in sessions",
        content: async () =>
          `${JSON.stringify(
            {
              exportedAt: new Date().toISOString(),
              account,
              profile: profile
                ? {
                    firstName: profile.firstName,
                    lastName: profile.lastName,
                    jobTitle: profile.jobTitle,
                    avatarColor: profile.avatarColor,
                    tier: profile.tier,
                    updatedAt: profile.updatedAt,
                  }
                : null,
              // No row: the user never changed the defaults.
              settings: settings ?? null,
              cookieConsent: await consents.get(userId),
              sessions: (await sessions.list(userId, "")).map(({ current: _current, ...session }) => session),
            },
            null,
            2,
          )}\n`,
      },
      {
        name: "applications.json",
        says: "every application with its status history, companies and the\ndocuments that went with it; import it back on the Import page",
        content: async () => applicationsJson(db, userId, allApplications),
      },
      {
        name: "applications.csv",
        says: "the same applications, one row each, for a spreadsheet",
        content: async () => applicationsCsv(db, userId, { ...allApplications, format: "csv" }),
      },
      {
        name: "status-history.csv",
        says: "every status change of every application",
        content: async () => statusHistoryCsv(db, userId, allApplications),
      },
      {
        name: "interviews.csv",
        says: "every interview, its times in its own time zone and in UTC",
        content: async () => interviewsCsv(db, userId),
      },
      {
        name: "postings.csv",
        says: "the job postings kept with applications, their text whole",
        content: async () => postingsCsv(db, userId),
      },
      {
        name: "companies.csv",
        says: "the companies you applied to",
        content: async () => companiesCsv(db, userId),
      },
      {
        name: "tags.csv",
        says: "your tags, their colours and how many applications have each",
        content: async () =>
          csvOf(
            [
              ["id", "Tag id"],
              ["name", "Name"],
              ["color", "Colour"],
              ["applications", "Applications"],
            ],
            [await listTags(db, userId)],
          ),
      },
      {
        name: "documents.csv",
        says: "your documents: name, kind, type, size and file in this zip",
        content: async () =>
          csvOf(
            [
              ["id", "Document id"],
              ["name", "Name"],
              ["kind", "Kind"],
              ["contentType", "Type"],
              ["byteSize", "Bytes"],
              ["createdAt", "Added"],
              ["file", "File in this zip"],
            ],
            [listed],
          ),
      },
    ];
    const readmeEntry = { name: "README.txt", says: "this list of what the zip holds" };
    const everyFile = [
      { ...readmeEntry, content: async () => readmeOf([readmeEntry, ...dataFiles]) },
      ...dataFiles,
    ];

    // Progress is the share of the zip's entries written: the data files, then each
    // document and the picture. Written at most twice a second.
    const entries = everyFile.length + listed.length + (profile?.avatarFileId ? 1 : 0);
    let reported = 5;
    let reportedAt = 0;
    archive.on("progress", (progress) => {
      const percent = Math.min(95, 5 + Math.floor((90 * progress.entries.processed) / entries));
      if (percent <= reported || Date.now() - reportedAt < 500) return;
      reported = percent;
      reportedAt = Date.now();
      setProgress(row.id, percent).catch(() => {});
    });
    for (const file of everyFile) archive.append(await file.content(), { name: file.name });
    for (const document of listed) {
      const stored = await files.findOwn(userId, document.fileId);
      if (stored) {
        archive.append(stored.bytes, { name: document.file });
        // Each file is read into the zip before the next is opened.
        await new Promise<void>((resolve, reject) => {
          stored.bytes.once("end", resolve);
          stored.bytes.once("error", reject);
        });
      }
    }
    if (profile?.avatarFileId) {
      const avatar = await files.findOwn(userId, profile.avatarFileId);
      if (avatar) {
        archive.append(avatar.bytes, { name: `profile/avatar.${extensionOf[avatar.contentType] ?? "bin"}` });
      }
    }
    await Promise.race([archive.finalize(), failed]);
    await Promise.race([written, failed]);
  }

  /** The job: builds the zip, stores it, and tells the user by mail. */
  async function build(exportId: string, attempt: { retryCount: number; retryLimit: number }) {
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
    // Gone (the account was deleted) or already finished by an earlier run.
    if (!row || row.status === "ready" || row.status === "failed") return;
    await db.update(dataExports).set({ status: "running", progress: 5 }).where(eq(dataExports.id, exportId));

    const [owned] = await db
      .select({ bytes: sql<number>`coalesce(sum(${fileTable.byteSize}), 0)::float8` })
      .from(fileTable)
      .where(and(eq(fileTable.userId, row.userId), inArray(fileTable.purpose, ["document", "avatar"])));
    if ((owned?.bytes ?? 0) > exportMaxBytes) return fail(row, exportMessages.tooLarge);

    const folder = await files.scratch.folder("export-");
    const target = path.join(folder, "export.zip");
    try {
      const passphrase = row.sealedPassphrase
        ? await symmetricDecrypt({ key: secret, data: row.sealedPassphrase })
        : null;
      await writeZip(row, target, passphrase);
      const { size } = await stat(target);
      if (size > exportMaxBytes) return await fail(row, exportMessages.tooLarge);
      const completedAt = new Date();
      const expiresAt = new Date(completedAt.getTime() + exportLifetimeDays * dayMs);
      await files.store(
        {
          userId: row.userId,
          purpose: "export",
          contentType: "application/zip",
          byteSize: size,
          body: createReadStream(target),
        },
        async (tx, fileId) => {
          const updated = await tx
            .update(dataExports)
            .set({
              status: "ready",
              progress: 100,
              fileId,
              byteSize: size,
              sealedPassphrase: null,
              completedAt,
              expiresAt,
            })
            .where(and(eq(dataExports.id, row.id), eq(dataExports.status, "running")))
            .returning({ id: dataExports.id });
          // The export (or the whole account) went while the zip was made: undo the file's
          // row, and with it its bytes, rather than keep a file nothing points to.
          if (updated.length === 0) throw new ExportGone();
        },
      );
      await readyMails.queue(row.id);
    } catch (error) {
      if (error instanceof ExportGone) return;
      logger.error({ err: error, exportId }, "data export failed");
      if (attempt.retryCount >= attempt.retryLimit) await fail(row, exportMessages.failed);
      else throw error;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  return {
    /** Starts this instance's workers for export jobs and their ready mails. */
    async work() {
      await jobs.work<{ exportId: string; userId: string }>(dataExportJob, (job) =>
        build(job.data.exportId, job),
      );
      await readyMails.work();
    },

    /** Queues again every ready mail still unsent; returns how many were queued. */
    queueUnmailed: readyMails.queueDue,

    async request(userId: string, passphrase: string | undefined): Promise<DataExport> {
      if (!(await countAttempt(db, `user:${userId}:data-export`, privacyLimits.exports)))
        throw new AppError("RATE_LIMITED");
      // Built later by the job queue, one at a time: it counts in the user's hour of heavy
      // exports, not among those being written at once.
      await exportLimits.countInHour(userId);
      const sealedPassphrase = passphrase ? await symmetricEncrypt({ key: secret, data: passphrase }) : null;
      const [row] = await db
        .insert(dataExports)
        .values({ userId, protected: Boolean(passphrase), sealedPassphrase })
        .returning();
      try {
        await jobs.send(dataExportJob, { exportId: row!.id, userId }, { key: row!.id });
      } catch (error) {
        // Not queued means never made: no row may wait for a job that does not exist.
        await db.delete(dataExports).where(eq(dataExports.id, row!.id));
        throw error;
      }
      return toDataExport(row!);
    },

    /** The user's exports of the last week, newest first. */
    async list(userId: string): Promise<DataExport[]> {
      const since = new Date(Date.now() - exportLifetimeDays * dayMs);
      const rows = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), sql`${dataExports.createdAt} > ${since}`))
        .orderBy(desc(dataExports.createdAt))
        .limit(20);
      return rows.map((row) => toDataExport(row));
    },

    /** The zip of one of the user's ready exports; another user's, or an expired one, is not found. */
    async download(userId: string, exportId: string) {
      if (!isUuid(exportId)) throw new AppError("NOT_FOUND");
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)));
      if (!row || !toDataExport(row).downloadUrl || !row.fileId) throw new AppError("NOT_FOUND");
      const file = await files.findOwn(userId, row.fileId);
      if (!file) throw new AppError("NOT_FOUND");
      return { ...file, name: `jobtrail-export-${row.completedAt!.toISOString().slice(0, 10)}.zip` };
    },

    /**
     * Removes exports past their week, bytes included, and the records of exports asked for
     * over a week ago that never became ready. Returns how many went.
     */
    async removeExpired(now: Date = new Date()): Promise<number> {
      const weekAgo = new Date(now.getTime() - exportLifetimeDays * dayMs);
      const expired = await db
        .delete(dataExports)
        .where(
          or(
            lt(dataExports.expiresAt, now),
            and(isNull(dataExports.expiresAt), lt(dataExports.createdAt, weekAgo)),
          ),
        )
        .returning({ fileId: dataExports.fileId });
      const fileIds = expired.flatMap((row) => (row.fileId ? [row.fileId] : []));
      if (fileIds.length > 0) {
        await db.delete(fileTable).where(inArray(fileTable.id, fileIds));
        await files.forget(fileIds);
      }
      return expired.length;
    },
  };
}

export type DataExports = ReturnType<typeof createDataExports>;
