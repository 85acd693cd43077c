// PostgreSQL dropping a connection the server holds between two queries (a lock held for
// once-only work such as the digest, a transaction half-way through): the server keeps
// running, the work on that connection hears of the loss, and the pool serves again on
// a connection of its own.

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapDatabaseError } from "../errors";
import { testDatabases } from "../testing/databases";
import { type DatabaseHandle, openDatabase } from "./client";
import { rowsOf } from "./rows";

const postgres = testDatabases().find((database) => database.name === "postgres");

/** Ends a backend from another connection, then waits for its loss to reach the client. */
async function dropConnection(handle: DatabaseHandle, pid: number) {
  await handle.executeSql("select pg_terminate_backend($1)", [pid]);
  // The connection is idle meanwhile: its loss arrives as an event, not as an answer.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe.skipIf(!postgres)("a connection PostgreSQL drops while the server holds it", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase(await postgres!.target());
  });
  afterAll(async () => {
    await handle?.close();
    await postgres!.drop();
  });

  it("fails the work held under a lock, and the pool answers again", async () => {
    const lockId = 4_242;
    const run = handle.exclusively(lockId, async () => {
      const [holder] = await rowsOf<{ pid: number }>(
        handle.db,
        sql`select pid from pg_locks where locktype = 'advisory' and objid = ${lockId}`,
      );
      await dropConnection(handle, holder!.pid);
      return "done";
    });
    await expect(run).rejects.toThrow();
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it("fails a transaction that lost its connection, and the pool answers again", async () => {
    const transaction = handle.db.transaction(async (tx) => {
      const [own] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      await dropConnection(handle, own!.pid);
      return "done";
    });
    const failure = await transaction.then(
      () => undefined,
      (error: unknown) => error,
    );
    // Answered as the database being unavailable (503, try again), not as a bug (500).
    expect(mapDatabaseError(failure)?.code).toBe("TIMEOUT");
    await expect(handle.ping()).resolves.toBeUndefined();
  });
});
