// Set-up paid once per test run, before the server suites (their global setup): the server
// built as `npm start` runs it, for the suites that spawn it; and one database migrated as a
// server leaves it at start (the schema's migrations and the job queue's tables), on each
// database the suites run on. Every suite then starts from a copy (databases.ts), which takes
// a fraction of the time a migration does.

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildServer as buildServerBundle } from "../../../scripts/build-server";
import type { DatabaseTarget } from "../db/client";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { buildServer } from "../server";
import { asPostgresAdmin } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** An embedded database's folder, migrated. */
    migratedPgliteDir: string;
    /** A migrated PostgreSQL database to create others from, when TEST_DATABASE_URL is set. */
    migratedPostgresTemplate: string | null;
  }
}

/**
 * Starts a server on `database` (which migrates it and makes the job queue's tables) and
 * stops it. The browser flows' global setup migrates their data folder with it too.
 */
export async function migrate(dataDir: string, database: DatabaseTarget) {
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const server = await buildServer({ env, logger: createLogger("silent"), database });
  await server.close();
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "jobtrail-template-"));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const template = baseUrl ? `jobtrail_template_${randomBytes(6).toString("hex")}` : null;
  const dropTemplate = async () => {
    if (baseUrl && template)
      await asPostgresAdmin(baseUrl, (client) =>
        client.query(`drop database if exists ${template} with (force)`),
      );
  };
  try {
    await buildServerBundle();

    await migrate(folder, { kind: "pglite", dataDir: folder });

    if (baseUrl && template) {
      await asPostgresAdmin(baseUrl, (client) => client.query(`create database ${template}`));
      const url = new URL(baseUrl);
      url.pathname = `/${template}`;
      await migrate(folder, { kind: "postgres", url: url.toString() });
    }
    project.provide("migratedPgliteDir", path.join(folder, "pglite"));
    project.provide("migratedPostgresTemplate", template);
  } catch (error) {
    await dropTemplate();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await dropTemplate();
    rmSync(folder, { recursive: true, force: true });
  };
}
