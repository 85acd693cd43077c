import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getTableName } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { DataExport } from "@/domain/privacy";
import { openDatabase } from "../db/client";
import { type TestDatabase, testDatabases } from "../testing/databases";
import { signedInUser, startTestServer } from "../testing/server-kit";
import { documentTables, moduleExportFiles, notExported, profileTables } from "./data-export";

describe("what the data export carries", () => {
  it("says, for every table holding a user's rows, which file carries them or why none does", async () => {
    const [database] = testDatabases();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-tables-"));
    const handle = await openDatabase(await database!.target(dataDir));
    try {
      const { rows } = await handle.executeSql(
        `select table_name as name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id'
         union select 'user' union select 'profiles'`,
      );
      const tables = (rows as { name: string }[]).map((row) => row.name).sort();
      expect(tables.length).toBeGreaterThan(15);
      const carried = [
        ...profileTables,
        ...documentTables,
        ...moduleExportFiles(handle.db).flatMap((file) => file.carries),
      ].map((table) => getTableName(table));
      // A table missing here was added without deciding whether the export carries it.
      expect([...new Set([...carried, ...Object.keys(notExported)])].sort()).toEqual(tables);
      expect(
        carried.filter((table) => table in notExported),
        "both carried and said not to be",
      ).toEqual([]);
    } finally {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** The same database across two servers' lifetimes: PGlite in one folder, or PostgreSQL. */
function lastingDatabases(): { database: TestDatabase; dataDir: string }[] {
  return testDatabases().map((database) => ({
    database,
    dataDir: mkdtempSync(path.join(os.tmpdir(), "jobtrail-restart-")),
  }));
}

describe.each(lastingDatabases())(
  "a data export across a restart on $database.name",
  ({ database, dataDir }) => {
    afterAll(async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("is built by the next server when the one that queued it stopped first", async () => {
      const first = await startTestServer(database, {}, { runJobs: false, dataDir });
      const jar = await signedInUser(first, "restart@example.com");
      const requested = await first.request("/api/privacy/exports", { json: {}, jar });
      expect(requested.status).toBe(202);
      const { id } = (await requested.json()) as DataExport;
      await first.dispose();

      const second = await startTestServer(database, {}, { dataDir });
      try {
        let found: DataExport | undefined;
        for (let attempt = 0; attempt < 100 && found?.status !== "ready"; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const list = (await (await second.request("/api/privacy/exports", { jar })).json()) as {
            items: DataExport[];
          };
          found = list.items.find((item) => item.id === id);
        }
        expect(found).toMatchObject({ status: "ready", progress: 100 });
        const download = await second.request(found!.downloadUrl!, { jar });
        expect(download.status).toBe(200);
      } finally {
        await second.dispose();
      }
    });
  },
);
