// A lock held on PostgreSQL (the digest and other once-only work run under one) when the
// database drops the connection that holds it: the server keeps running, and the work held
// under the lock hears of it.
import { describe, expect, it } from "vitest";
import { testDatabases } from "../testing/databases";
import { openDatabase } from "./client";

const postgres = testDatabases().find((database) => database.name === "postgres");

describe.skipIf(!postgres)("a lock held on PostgreSQL", () => {
  it("survives the database dropping the lock's connection, and fails the locked work", async () => {
    const handle = await openDatabase(await postgres!.target());
    try {
      const lockId = 4_242;
      const run = handle.exclusively(lockId, async () => {
        const { rows } = await handle.executeSql(
          "select pid from pg_locks where locktype = 'advisory' and objid = $1",
          [lockId],
        );
        await handle.executeSql("select pg_terminate_backend($1)", [(rows[0] as { pid: number }).pid]);
        // The lock's connection is idle meanwhile: its loss arrives as an event, not an answer.
        await new Promise((resolve) => setTimeout(resolve, 300));
        return "done";
      });
      await expect(run).rejects.toThrow();
      // The pool still answers, on a connection of its own.
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await handle.close();
      await postgres!.drop();
    }
  });
});
