import { existsSync } from "node:fs";
import path from "node:path";
// Starts JobTrail: settings, database (migrated), then one port for /api/* and the web app.
import { fileURLToPath } from "node:url";
import { pruneTombstones } from "./applications/applications";
import { DataDirError } from "./data-dir";
import { EnvError, loadEnv } from "./env";
import { listen } from "./http";
import { startInboundSmtp } from "./inbox/inbound-smtp";
import { createLogger } from "./logger";
import { buildServer } from "./server";

const builtWebApp = fileURLToPath(new URL("../../dist", import.meta.url));

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.logLevel, { pretty: process.stdout.isTTY });
  // `npm start` builds the web app when it is missing or stale; `npm run dev` serves it from Vite instead. A
  // WEB_ROOT that is set must hold a build: the app refuses to start without its index.html.
  const webRoot = env.webRoot ?? (existsSync(path.join(builtWebApp, "index.html")) ? builtWebApp : undefined);
  if (!webRoot) logger.warn("the web app is not built (npm run build): serving the API only");
  const server = await buildServer({ env, logger, webRoot });
  const { server: http, finished } = listen(server.app, { port: env.port, hostname: env.host }, (info) => {
    logger.info(
      {
        port: info.port,
        url: env.appUrl,
        database: server.database.kind,
        mail: server.mailer.transport,
        dataDir: env.dataDir,
      },
      "listening",
    );
    // For the person who started it, whatever the logs look like: one plain line, on the
    // error stream so log collectors reading JSON from the output are not handed it.
    if (env.logLevel !== "silent") console.error(`JobTrail is running at ${env.appUrl} (Ctrl-C stops it)`);
  });

  // Bytes whose file row never came or is gone (a failed save, a deleted account), and the
  // temporary files of requests a stop cut short: at start, then hourly. Each instance may
  // run it; it only removes what no row points to, and temporary files an hour old.
  const sweep = () =>
    Promise.all([server.files.sweep(), server.files.scratch.sweep()])
      .then(([removed, temporary]) => {
        if (removed > 0) logger.info({ removed }, "unused file bytes removed");
        if (temporary > 0) logger.info({ temporary }, "temporary files of stopped requests removed");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "file sweep failed; it runs again in an hour"));
  // Companies' logos due for a look (never looked at, or a week ago): at start, then hourly.
  // Data exports past their week go, bytes included.
  const removeExpiredExports = () =>
    server.exports
      .removeExpired()
      .catch((error: unknown) => logger.warn({ err: error }, "expired exports could not be removed"));
  // Deleted applications' ids past the time a browser's copy may still ask about them.
  const forgetOldDeletions = () =>
    pruneTombstones(server.database.db).catch((error: unknown) =>
      logger.warn({ err: error }, "old deletions could not be forgotten; they go in an hour"),
    );
  // Mails still unsent (their job gave up after hours of a mail server down, or was never
  // queued) get a new job: a contact message or an export's ready note waits for the mail
  // server, however long.
  const queueUnsentMails = () =>
    Promise.all([server.contact.queueUnmailed(), server.exports.queueUnmailed()])
      .then(([contact, exports]) => {
        if (contact + exports > 0) logger.info({ contact, exports }, "unsent mails queued again");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "unsent mails could not be queued"));
  // Decided inbox items' raw mails past their 30 days go; what was read from them stays.
  const forgetOldMail = () =>
    server.inbox
      .forgetOldMail()
      .catch((error: unknown) =>
        logger.warn({ err: error }, "old mails could not be let go; they go in an hour"),
      );
  const hourly = () => {
    void sweep();
    void forgetOldMail();
    void removeExpiredExports();
    void forgetOldDeletions();
    void queueUnsentMails();
    server.logos.kick();
  };
  hourly();
  const sweeping = setInterval(hourly, 60 * 60 * 1000);
  sweeping.unref();
  // Daily digests whose hour has come in their user's time zone: looked for every few
  // minutes, so one arrives within minutes of the hour chosen.
  const queueDigests = () =>
    server.reminders
      .queueDue()
      .then((queued) => {
        if (queued > 0) logger.info({ queued }, "follow-up digests queued");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "follow-up digests could not be queued"));
  void queueDigests();
  const digesting = setInterval(queueDigests, env.digestCheckSeconds * 1000);
  digesting.unref();

  // Mail forwarded to users' addresses, when this server is given a port for it.
  const inboundMail =
    env.inboundMail.port === undefined
      ? undefined
      : await startInboundSmtp({
          port: env.inboundMail.port,
          host: env.host,
          tls: env.inboundMail.tls,
          db: server.database.db,
          inbox: server.inbox,
          addresses: server.inboxAddresses,
          logger,
        });
  if (inboundMail)
    logger.info({ port: inboundMail.port, domain: env.inboundMail.domain }, "taking forwarded mail");

  // Connected mailboxes whose next look has come: one job each, whichever instance queues it.
  const queueMailboxChecks = () =>
    server.mailboxes
      .queueDue()
      .catch((error: unknown) => logger.warn({ err: error }, "mailbox checks could not be queued"));
  void queueMailboxChecks();
  const checkingMailboxes = setInterval(queueMailboxChecks, 60_000);
  checkingMailboxes.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(sweeping);
    clearInterval(digesting);
    clearInterval(checkingMailboxes);
    logger.info({ signal }, "shutting down");
    // Finish requests under way, then close the database (PGlite flushes and unlocks).
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    http.close(async () => {
      await finished();
      await inboundMail?.close();
      await server.close();
      process.exit(0);
    });
    if ("closeIdleConnections" in http) http.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  // Problems with a sentence for the person starting it: that sentence alone, no stack trace.
  if (error instanceof EnvError || error instanceof DataDirError) {
    console.error(error.message);
  } else {
    console.error("JobTrail could not start:", error);
  }
  process.exit(1);
});
