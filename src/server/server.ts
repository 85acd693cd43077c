// Wires the parts together from settings; index.ts listens, tests call the app directly.
import path from "node:path";
import type { ConnectionOptions } from "node:tls";
import { createAnalytics } from "./analytics/analytics";
import { createApiTokens } from "./api-tokens/api-tokens";
import { type AppDeps, createApp } from "./app";
import { createApplications } from "./applications/service";
import { createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import { createSessionResolver } from "./auth/session";
import { createCalendarFeeds } from "./calendar/calendar-feed";
import { createCompanies } from "./companies/companies";
import { createContactMessages } from "./contact/contact";
import { checkDataDir } from "./data-dir";
import { type DatabaseTarget, openDatabase } from "./db/client";
import { createDocuments } from "./documents/documents";
import type { Env } from "./env";
import { createDownloads } from "./exports/downloads";
import { createExportLimits } from "./exports/export-limits";
import { createInboxAddresses } from "./inbox/addresses";
import { createInbox } from "./inbox/inbox";
import { createMailboxes } from "./inbox/mailboxes";
import { createInterviews } from "./interviews/interviews";
import { createInvitations } from "./invitations/invitations";
import { startJobQueue } from "./jobs/queue";
import type { Logger } from "./logger";
import { createLogos } from "./logos/logos";
import { logoFetchLimits } from "./logos/safe-fetch";
import { createMailer, type Mailer } from "./mail/mailer";
import { createPostings } from "./postings/postings";
import { createAccountDeletion } from "./privacy/account-deletion";
import { createConsents } from "./privacy/consent";
import { createDataExports } from "./privacy/data-export";
import { createSessions } from "./privacy/sessions";
import { createProfiles } from "./profile/profile";
import { createReminders } from "./reminders/reminders";
import { createSources } from "./sources/sources";
import { folderBlobStore } from "./storage/blob-store";
import { createFiles } from "./storage/files";
import { s3BlobStore } from "./storage/s3-blob-store";
import { createScratch } from "./storage/scratch";
import { createTags } from "./tags/tags";

export type Server = Awaited<ReturnType<typeof buildServer>>;

function databaseTargetFor(env: Env): DatabaseTarget {
  return env.databaseUrl
    ? { kind: "postgres", url: env.databaseUrl }
    : { kind: "pglite", dataDir: env.dataDir };
}

export async function buildServer(options: {
  env: Env;
  logger: Logger;
  database?: DatabaseTarget;
  mailer?: Mailer;
  webRoot?: AppDeps["webRoot"];
  /** Whether this instance runs background jobs (a test may hold them back). */
  runJobs?: boolean;
  /**
   * How users' mail servers are reached beyond the usual: more TLS settings (a test's own
   * certificate authority), and how long a look waits in IDLE.
   */
  mailboxOptions?: { tls?: ConnectionOptions; idleSeconds?: number };
}) {
  const { env, logger } = options;
  checkDataDir(env.dataDir);
  const database = await openDatabase(options.database ?? databaseTargetFor(env));
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: env.smtpUrl,
      from: env.mailFrom,
      outboxDir: path.join(env.dataDir, "outbox"),
      logger,
    });
  const secret = resolveAuthSecret(env.authSecret, env.dataDir);
  const blobs = env.s3 ? await s3BlobStore(env.s3) : folderBlobStore(path.join(env.dataDir, "blobs"));
  const files = createFiles({
    db: database.db,
    blobs,
    scratch: createScratch(path.join(env.dataDir, "tmp")),
  });
  // Files saved while their bytes lived in the database move out before anything is served.
  const moved = await files.moveDatabaseBytes();
  if (moved > 0) logger.info({ moved, store: blobs.kind }, "file bytes moved to the blob store");
  const invitations = createInvitations({
    db: database.db,
    mailer,
    appUrl: env.appUrl,
    mode: env.signup,
    adminEmails: env.adminEmails,
  });
  const auth = createAuth({ env, db: database.db, files, mailer, logger, secret, invitations });
  const sessions = createSessionResolver({ auth, db: database.db, secret, appUrl: env.appUrl });
  const logos = createLogos({
    db: database.db,
    files,
    logger,
    settings: {
      ...logoFetchLimits,
      allowPrivateAddresses: env.logos.allowPrivateAddresses,
      urlTemplate: env.logos.urlTemplate,
    },
  });
  const jobs = await startJobQueue({ database, logger });
  const profiles = createProfiles({ db: database.db, files });
  const exportLimits = createExportLimits(database.db, env.exportLimits);
  const signedIn = createSessions(database.db);
  const consents = createConsents(database.db);
  const dataExports = createDataExports({
    db: database.db,
    files,
    mailer,
    logger,
    jobs,
    consents,
    sessions: signedIn,
    secret,
    appUrl: env.appUrl,
    retryDelaySeconds: env.mailRetrySeconds,
    exportLimits,
  });
  const contact = createContactMessages({
    db: database.db,
    jobs,
    mailer,
    logger,
    supportEmail: env.supportEmail,
    retryDelaySeconds: env.mailRetrySeconds,
  });
  const reminders = createReminders({
    db: database.db,
    jobs,
    mailer,
    logger,
    secret,
    appUrl: env.appUrl,
    retryDelaySeconds: env.mailRetrySeconds,
  });
  const calendarFeeds = createCalendarFeeds({ db: database.db, appUrl: env.appUrl });
  const apiTokens = createApiTokens(database.db);
  const documents = createDocuments({ db: database.db, files });
  const applications = createApplications({ db: database.db, files, logos });
  const postings = createPostings({
    db: database.db,
    fetchOptions: { allowPrivateAddresses: env.logos.allowPrivateAddresses },
  });
  const inbox = createInbox({ db: database.db, files });
  const mailboxes = createMailboxes({
    db: database.db,
    secret,
    inbox,
    jobs,
    logger,
    allowPrivateAddresses: env.logos.allowPrivateAddresses,
    ...options.mailboxOptions,
  });
  if (options.runJobs !== false) {
    await dataExports.work();
    await contact.work();
    await reminders.work();
    await mailboxes.work();
  }
  const deletion = createAccountDeletion({ db: database.db, auth, files, jobs, mailer, logger });
  // What the app is made of, and what a test reaches into beside it.
  const parts = {
    database,
    auth,
    sessions,
    files,
    documents,
    logos,
    profiles,
    contact,
    reminders,
    calendarFeeds,
    postings,
    apiTokens,
    invitations,
    exportLimits,
    applications,
    downloads: createDownloads({ db: database.db, files, exportLimits }),
    interviews: createInterviews(database.db),
    companies: createCompanies(database.db),
    sources: createSources(database.db),
    inbox,
    mailboxes,
    inboxAddresses: createInboxAddresses({ db: database.db, secret, domain: env.inboundMail.domain }),
    tags: createTags(database.db),
    analytics: createAnalytics(database.db),
    privacy: { sessions: signedIn, consents, exports: dataExports, deletion },
  };
  const app = createApp({ ...parts, env, logger, webRoot: options.webRoot });
  return {
    ...parts,
    app,
    mailer,
    exports: dataExports,
    close: async () => {
      await logos.settled();
      mailboxes.stop();
      await jobs.stop();
      await database.close();
    },
  };
}
