// A PostgreSQL cluster of a suite's own, in a temporary folder on a free port, that the suite
// may stop and start (the machine's shared server is never touched). Needs PostgreSQL's
// initdb and pg_ctl (`ownPostgresAvailable` says whether they are there); as root they run
// as the `postgres` user.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./processes";

function binary(name: string): string | undefined {
  try {
    return execFileSync("which", [name], { encoding: "utf8" }).trim() || undefined;
  } catch {
    const versions = existsSync("/usr/lib/postgresql")
      ? readdirSync("/usr/lib/postgresql").sort().reverse()
      : [];
    return versions.map((version) => `/usr/lib/postgresql/${version}/bin/${name}`).find(existsSync);
  }
}

export const ownPostgresAvailable = Boolean(binary("initdb") && binary("pg_ctl"));

export async function startOwnPostgres() {
  const initdb = binary("initdb");
  const pgCtl = binary("pg_ctl");
  if (!initdb || !pgCtl) throw new Error("PostgreSQL's initdb and pg_ctl are not installed");
  const directory = mkdtempSync(path.join(os.tmpdir(), "jobtrail-own-postgres-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(directory, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : command, asRoot ? ["-u", "postgres", "--", command, ...args] : args, {
      stdio: "ignore",
    });
  const data = path.join(directory, "data");
  run(initdb, ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const port = await freePort();
  const start = () =>
    run(pgCtl, [
      "-D",
      data,
      "-o",
      `-p ${port} -k ${directory} -c fsync=off`,
      "-l",
      path.join(directory, "log"),
      "-w",
      "start",
    ]);
  /** An immediate stop: connections cut, as when the database's machine fails. */
  const stop = () => run(pgCtl, ["-D", data, "-m", "immediate", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {}
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
