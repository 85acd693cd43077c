// The embedded database's promise: a write answered 2xx survives the server being killed
// (SIGKILL) right after; and a second server on the same folder is refused.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { copyMigratedPglite } from "../testing/databases";
import { freePort, type ServerProcess, startServerProcess, waitUntilServing } from "../testing/processes";
import { openDatabase } from "./client";
import { contactMessages } from "./schema";

const startServer = (dataDir: string, port: number) =>
  startServerProcess({ TRUST_PROXY: "true", LOG_LEVEL: "warn" }, dataDir, port);
const waitForHealth = (port: number, server: ServerProcess) =>
  waitUntilServing(`http://127.0.0.1:${port}`, server);

const dirs: string[] = [];
/** A data folder holding the migrated embedded database. */
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-durability-"));
  dirs.push(dir);
  copyMigratedPglite(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database", () => {
  it("keeps every acknowledged write when the server is killed mid-stream", async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const server = startServer(dataDir, port);
    await waitForHealth(port, server);

    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const writer = async (lane: number) => {
      while (!stop) {
        const n = sent++;
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${lane}.${n % 250}` },
            body: JSON.stringify({
              name: "Durability Test",
              email: "durable@example.com",
              subject: `Write number ${n}`,
              category: "other",
              message: "Checking that acknowledged writes survive a kill.",
            }),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill("SIGKILL");
    stop = true;
    await Promise.all(lanes);
    await server.exited;
    expect(sent).toBeGreaterThan(acknowledged.length); // writes were in flight at the kill

    // Reopen the folder as a restarted server would (the dead server's lock goes stale).
    const reopened = await openDatabase({ kind: "pglite", dataDir });
    try {
      const rows = await reopened.db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(inArray(contactMessages.id, acknowledged));
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it("gathers the planner's statistics of its tables as it opens, since it runs no autovacuum", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: "pglite", dataDir });
    // As a table never analysed: no estimate of its rows.
    await first.executeSql("update pg_class set reltuples = -1 where relname = 'applications'");
    await first.close();
    const reopened = await openDatabase({ kind: "pglite", dataDir });
    try {
      const { rows } = await reopened.executeSql(
        "select reltuples from pg_class where relname = 'applications'",
      );
      expect(rows).toEqual([{ reltuples: 0 }]);
    } finally {
      await reopened.close();
    }
  });

  it("refuses a second server on the same folder with a clear message", async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = startServer(dataDir, port);
    try {
      await waitForHealth(port, first);
      const second = startServer(dataDir, await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain("Another JobTrail server is already using the embedded database");
      // The first one is untouched.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
    }
  }, 60_000);
});
