// Wires the parts together from settings; index.ts listens, tests call the app directly.
import path from "node:path";
import { type AppDeps, createApp } from "./app";
import { createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import { createSessionResolver } from "./auth/session";
import { type DatabaseTarget, openDatabase } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { createLogos } from "./logos/logos";
import { logoFetchLimits } from "./logos/safe-fetch";
import { createMailer, type Mailer } from "./mail/mailer";
import { folderBlobStore } from "./storage/blob-store";
import { createFiles } from "./storage/files";
import { s3BlobStore } from "./storage/s3-blob-store";

export type Server = Awaited<ReturnType<typeof buildServer>>;

export function databaseTargetFor(env: Env): DatabaseTarget {
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
}) {
  const { env, logger } = options;
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
  const blobs = env.s3 ? s3BlobStore(env.s3) : folderBlobStore(path.join(env.dataDir, "blobs"));
  const files = createFiles({ db: database.db, blobs });
  // Files saved while their bytes lived in the database move out before anything is served.
  const moved = await files.moveDatabaseBytes();
  if (moved > 0) logger.info({ moved, store: blobs.kind }, "file bytes moved to the blob store");
  const auth = createAuth({ env, db: database.db, files, mailer, logger, secret });
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
  const app = createApp({
    env,
    database,
    auth,
    mailer,
    logger,
    sessions,
    files,
    logos,
    webRoot: options.webRoot,
  });
  return {
    app,
    database,
    auth,
    mailer,
    sessions,
    files,
    logos,
    close: async () => {
      await logos.settled();
      await database.close();
    },
  };
}
