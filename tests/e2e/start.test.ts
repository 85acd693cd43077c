// `npm start` as a self-hoster runs it, on the build `npm test` made: a start that finds the
// build current serves without building (how quickly is measured by hand, not asserted), says
// where in one plain line, and a SIGTERM sent to npm stops everything it started. Twice: the
// second start finds the database the first one left.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, inject, it } from "vitest";
import { freePort } from "../../src/server/testing/processes";

const root = path.resolve(import.meta.dirname, "../..");

/** Every process below `pid`, from /proc: what npm started, and what that started. */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's id is the fourth field, after the name in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {}
  }
  const found: number[] = [];
  const visit = (id: number) => {
    for (const child of parents.get(id) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

const alive = (pid: number) =>
  existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");

async function npmStart(dataDir: string, port: number) {
  const started = performance.now();
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  while (
    !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`npm start exited: ${stdout}${stderr}`);
    if (performance.now() - started > 60_000) throw new Error(`npm start did not serve: ${stdout}${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, exited, output: () => ({ stdout, stderr }) };
}

it("starts the current build without building, says where in one line, and stops whole on SIGTERM", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-start-"));
  cpSync(inject("migratedDataDir"), dataDir, { recursive: true });
  try {
    for (const start of ["first", "second"]) {
      const port = await freePort();
      const npm = await npmStart(dataDir, port);
      const processes = descendantsOf(npm.child.pid!);
      expect(processes.length, start).toBeGreaterThan(0);
      const { stdout, stderr } = npm.output();
      expect(stdout, start).not.toContain("Building JobTrail");
      expect(stderr, start).toContain(`JobTrail is running at http://127.0.0.1:${port} (Ctrl-C stops it)`);

      npm.child.kill("SIGTERM");
      await npm.exited;
      // Everything npm started is gone with it, the server included.
      const deadline = Date.now() + 15_000;
      while (processes.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(processes.filter(alive), start).toEqual([]);
      expect(
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          () => "answered",
          () => "refused",
        ),
      ).toBe("refused");
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
