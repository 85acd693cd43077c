// The databases server suites run on: PGlite always, and PostgreSQL when TEST_DATABASE_URL is
// set. Every suite gets a database of its own, a copy of one that the run migrated once
// (template-databases.ts): PGlite's folder copied into the server's data folder, as a server
// finds it on disk in production, PostgreSQL created from it as a template. A suite's
// PostgreSQL database is dropped afterwards.

import { randomBytes } from "node:crypto";
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import type { DatabaseTarget } from "../db/client";
import { asPostgresAdmin } from "./postgres-admin";

export type TestDatabase = {
  name: "pglite" | "postgres";
  /**
   * The database a server on the data folder `dataDir` opens, in process or spawned: the
   * embedded database's migrated folder, copied into `dataDir` unless a server there made it
   * already (a restart finds its own); PostgreSQL's is the suite's database, the same for
   * every folder, and a suite about PostgreSQL alone may name none. Opening a folder on disk
   * takes a fifth of the time of loading a dump of it into memory.
   */
  target: (dataDir?: string) => Promise<DatabaseTarget>;
  drop: () => Promise<void>;
};

/** The migrated embedded database's folder, copied into a data folder where a process needs it. */
export function copyMigratedPglite(dataDir: string) {
  cpSync(inject("migratedPgliteDir"), path.join(dataDir, "pglite"), { recursive: true });
}

function postgresDatabase(baseUrl: string, template: string): TestDatabase {
  const dbName = `jobtrail_test_${randomBytes(6).toString("hex")}`;
  let created = false;
  return {
    name: "postgres",
    async target() {
      if (!created) {
        await asPostgresAdmin(baseUrl, (client) =>
          client.query(`create database ${dbName} template ${template}`),
        );
        created = true;
      }
      const url = new URL(baseUrl);
      url.pathname = `/${dbName}`;
      return { kind: "postgres", url: url.toString() };
    },
    async drop() {
      if (created)
        await asPostgresAdmin(baseUrl, (client) =>
          client.query(`drop database if exists ${dbName} with (force)`),
        );
    },
  };
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: "pglite",
      async target(dataDir) {
        if (!dataDir) throw new Error("the embedded database needs a data folder to open");
        if (!existsSync(path.join(dataDir, "pglite"))) copyMigratedPglite(dataDir);
        return { kind: "pglite", dataDir };
      },
      drop: async () => {},
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("migratedPostgresTemplate");
  if (url && template) list.push(postgresDatabase(url, template));
  return list;
}
