// The databases server suites run on: PGlite always, and PostgreSQL when TEST_DATABASE_URL is
// set. Every suite gets a database of its own, a copy of one that the run migrated once
// (template-databases.ts): PGlite loaded from that database's image, PostgreSQL created from
// it as a template. A suite's PostgreSQL database is dropped afterwards.

import { randomBytes } from "node:crypto";
import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import type { DatabaseTarget } from "../db/client";
import { asPostgresAdmin } from "./postgres-admin";

export type TestDatabase = {
  name: "pglite" | "postgres";
  target: () => Promise<DatabaseTarget>;
  /**
   * Makes `dataDir` hold the migrated database a server process started on it finds there
   * (the embedded database's folder; PostgreSQL's lives in its own server).
   */
  prepareDataDir: (dataDir: string) => void;
  drop: () => Promise<void>;
};

/** The migrated embedded database's folder, copied into a data folder where a process needs it. */
export function copyMigratedPglite(dataDir: string) {
  cpSync(inject("migratedPgliteDir"), path.join(dataDir, "pglite"), { recursive: true });
}

let pgliteImage: Blob | undefined;
function migratedPgliteImage(): Blob {
  pgliteImage ??= new Blob([readFileSync(inject("migratedPgliteImage"))]);
  return pgliteImage;
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
    prepareDataDir: () => {},
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
      target: async () => ({ kind: "pglite", dataDir: null, image: migratedPgliteImage() }),
      prepareDataDir: copyMigratedPglite,
      drop: async () => {},
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("migratedPostgresTemplate");
  if (url && template) list.push(postgresDatabase(url, template));
  return list;
}
