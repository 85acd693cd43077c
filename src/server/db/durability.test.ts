// The embedded database's promise: a write answered 2xx survives the server being killed
// (SIGKILL) right after; and a second server on the same folder is refused.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { contactMessages } from "./schema";

const root = path.resolve(import.meta.dirname, "../../..");

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), TRUST_PROXY: "true", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error("server exited before answering");
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not answer /api/health");
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-durability-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database", () => {
  it("keeps every acknowledged write when the server is killed mid-stream", async () => {
    const dataDir = tempDir();
    const port = 41000 + Math.floor(Math.random() * 1000);
    const server = startServer(dataDir, port);
    await waitForHealth(port, server.child);

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

  it("refuses a second server on the same folder with a clear message", async () => {
    const dataDir = tempDir();
    const port = 42000 + Math.floor(Math.random() * 1000);
    const first = startServer(dataDir, port);
    try {
      await waitForHealth(port, first.child);
      const second = startServer(dataDir, port + 1);
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
