// Wires the parts together from settings; index.ts listens, tests call the app directly.
import path from "node:path";
import { type AppDeps, createApp } from "./app";
import { createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import { createSessionResolver } from "./auth/session";
import { type DatabaseTarget, openDatabase } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { createMailer, type Mailer } from "./mail/mailer";

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
  const auth = createAuth({ env, db: database.db, mailer, logger, secret });
  const sessions = createSessionResolver({ auth, db: database.db, secret, appUrl: env.appUrl });
  const app = createApp({ env, database, auth, mailer, logger, sessions, webRoot: options.webRoot });
  return { app, database, auth, mailer, sessions, close: () => database.close() };
}
