// The data export: asked for on the privacy settings, built by a job (so it survives a
// restart and runs once across instances), kept for a week, downloadable only by its owner.
// The zip holds everything the user owns, as JSON and CSV, with their documents' files;
// a passphrase makes it an AES-256 encrypted zip.
import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import type archiver from "archiver";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { paths } from "@/domain/paths";
import {
  type DataExport,
  exportLifetimeDays,
  exportMaxBytes,
  exportMessages,
  privacyLimits,
} from "@/domain/privacy";
import { companiesExportFile } from "../companies/companies";
import type { Database } from "../db/client";
import {
  cookieConsents,
  dataExports,
  documents,
  files as fileTable,
  inboxMessages,
  profiles,
  reminderSettings,
  session,
  user,
} from "../db/schema";
import { AppError } from "../errors";
import { applicationExportFiles } from "../exports/applications-export";
import { csvOf } from "../exports/csv";
import type { ExportLimits } from "../exports/export-limits";
import { inboxExportFile, inboxMailFile } from "../inbox/inbox";
import { interviewsExportFile } from "../interviews/interviews";
import { isUuid } from "../lib/ids";
import { countAttempt } from "../lib/rate-limit";
import { createQueuedMail, type QueuedMailDeps } from "../mail/queued-mail";
import { dataExportReadyMail } from "../mail/templates";
import { postingsExportFile } from "../postings/postings";
import { settingsColumns } from "../reminders/reminders";
import type { Files } from "../storage/files";
import { tagsExportFile } from "../tags/tags";
import type { Consents } from "./consent";
import type { DataExportFile } from "./export-file";
import type { Sessions } from "./sessions";

const dataExportJob = "data-export";
const dataExportReadyMailJob = "data-export-ready-mail";

/**
 * The zip writer, with its encrypted format, loaded at the first export rather than at the
 * server's start (the two libraries are among the largest it would load).
 */
async function zipWriter(): Promise<typeof archiver> {
  const [{ default: writer }, { default: zipEncrypted }] = await Promise.all([
    import("archiver"),
    import("archiver-zip-encrypted"),
  ]);
  if (!writer.isRegisteredFormat("zip-encrypted")) writer.registerFormat("zip-encrypted", zipEncrypted);
  return writer;
}

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
  { name: "inbox/", says: "the mails your inbox still keeps, as .eml files" },
];

/** The zip's README: every file and folder it holds, with what each is. */
function readmeOf(files: readonly { name: string; says: string }[]) {
  const lines = [...files, ...folders].map(
    ({ name, says }) => `${name.padEnd(22)}${says.replaceAll("\n", `\n${" ".repeat(22)}`)}`,
  );
  return `JobTrail data export\n\n${lines.join("\n")}\n`;
}

/**
 * The tables holding a user's rows that no file of the export carries, and why. Every other
 * such table is carried by one of the files below: the export's test checks that each is
 * one or the other, so a new table is never left out unnoticed.
 */
export const notExported: Record<string, string> = {
  account: "the password's hash and sign-in providers' tokens are credentials",
  api_tokens: "a token is a credential (the settings list them)",
  calendar_feeds: "the calendar address is a credential",
  inbox_addresses: "the forwarding address lets mail into the account (the settings show it)",
  mailboxes: "a connected mailbox's settings hold its password, a credential",
  data_exports: "the exports themselves",
  export_runs: "a count of exports running, for their limits",
  application_tombstones: "ids of deleted applications, kept so a browser's copy drops them",
};

/** The files each module writes of its own rows, in the order the README lists them. */
export const moduleExportFiles = (db: Database): DataExportFile[] => [
  ...applicationExportFiles(db),
  interviewsExportFile(db),
  inboxExportFile(db),
  postingsExportFile(db),
  companiesExportFile(db),
  tagsExportFile(db),
];

/** What profile.json carries: the account and everything set on it. */
export const profileTables = [user, profiles, cookieConsents, session, reminderSettings];
/** What documents.csv and the documents/ and profile/ folders carry. */
export const documentTables = [documents, fileTable];

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
    const zip = await zipWriter();
    const archive = passphrase
      ? zip.create("zip-encrypted", {
          zlib: { level: 6 },
          encryptionMethod: "aes256",
          password: passphrase,
        } as archiver.ArchiverOptions)
      : zip("zip", { zlib: { level: 6 } });
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
    // The inbox's kept mails, each beside the item inbox.json lists it with.
    const keptMails = (
      await db
        .select({ id: inboxMessages.id, receivedAt: inboxMessages.receivedAt, fileId: inboxMessages.fileId })
        .from(inboxMessages)
        .where(and(eq(inboxMessages.userId, userId), isNotNull(inboxMessages.fileId)))
        .orderBy(asc(inboxMessages.receivedAt))
    ).map((mail) => ({ fileId: mail.fileId!, file: inboxMailFile(mail) }));

    // The data files, each made only when its turn comes: the README names every one.
    const dataFiles: DataExportFile[] = [
      {
        name: "profile.json",
        says: "your profile, account, settings, cookie choices and signed-in sessions",
        carries: profileTables,
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
      ...moduleExportFiles(db),
      {
        name: "documents.csv",
        says: "your documents: name, kind, type, size and file in this zip",
        carries: documentTables,
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
    const entries = everyFile.length + listed.length + keptMails.length + (profile?.avatarFileId ? 1 : 0);
    let reported = 5;
    let reportedAt = 0;
    archive.on("progress", (progress) => {
      const percent = Math.min(95, 5 + Math.floor((90 * progress.entries.processed) / entries));
      if (percent <= reported || Date.now() - reportedAt < 500) return;
      reported = percent;
      reportedAt = Date.now();
      setProgress(row.id, percent).catch(() => {});
    });
    for (const file of everyFile) archive.append(await file.content(userId), { name: file.name });
    for (const document of [...listed, ...keptMails]) {
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
      .where(
        and(eq(fileTable.userId, row.userId), inArray(fileTable.purpose, ["document", "avatar", "mail"])),
      );
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
