// The databases server suites run on: a fresh in-memory PGlite always, and a fresh
// PostgreSQL database when TEST_DATABASE_URL is set (dropped afterwards).
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { DatabaseTarget } from "../db/client";

export type TestDatabase = {
  name: "pglite" | "postgres";
  target: () => Promise<DatabaseTarget>;
  drop: () => Promise<void>;
};

function postgresDatabase(baseUrl: string): TestDatabase {
  const dbName = `jobtrail_test_${randomBytes(6).toString("hex")}`;
  let created = false;
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: "postgres",
    async target() {
      if (!created) {
        await admin((client) => client.query(`create database ${dbName}`));
        created = true;
      }
      const url = new URL(baseUrl);
      url.pathname = `/${dbName}`;
      return { kind: "postgres", url: url.toString() };
    },
    async drop() {
      if (created) await admin((client) => client.query(`drop database if exists ${dbName} with (force)`));
    },
  };
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: "pglite", target: async () => ({ kind: "pglite", dataDir: null }), drop: async () => {} },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push(postgresDatabase(url));
  return list;
}
