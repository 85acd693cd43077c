// `npm run soak`: the crash test's cycles (src/server/testing/crash-cycles.ts) a thousand
// times over: a server given concurrent creates, updates, uploads and deletes, killed with
// SIGKILL at a random moment, restarted and checked. On PostgreSQL (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else the machine's local server; a fresh database) and on the embedded
// database, where the soak removes the killed server's lock itself instead of waiting its
// 5 s out (the crash test in `npm test` keeps the wait). Prints progress and the counts, and
// writes them to bench/results.md, keeping the rows of a database not run this time.
//   SOAK_CYCLES (1000), SOAK_DATABASES ("postgres,pglite")
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type CrashCycleCounts, runCrashCycles } from "../src/server/testing/crash-cycles";
import {
  machine,
  percentile,
  postgresUrl,
  readResults,
  sectionOf,
  soakHeading,
  writeSection,
} from "./results-file";

const cycles = Number(process.env.SOAK_CYCLES ?? 1000);
const databases = (process.env.SOAK_DATABASES ?? "postgres,pglite").split(",").map((name) => name.trim());

type Soaked = { name: string; counts: CrashCycleCounts; minutes: number };

async function soak(name: string, settings: Record<string, string>): Promise<Soaked> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-soak-"));
  const started = Date.now();
  try {
    const counts = await runCrashCycles({
      cycles,
      settings,
      dataDir,
      deadLockWaits: 0,
      onCycle: (cycle, counts) => {
        if (cycle % 25 !== 0 && cycle !== cycles) return;
        const minutes = ((Date.now() - started) / 60_000).toFixed(1);
        console.log(
          `${name}: ${cycle}/${cycles} cycles in ${minutes} min, ${counts.failures.length} failures, ${counts.inFlightAtKill} writes in flight at the kills`,
        );
      },
    });
    return { name, counts, minutes: (Date.now() - started) / 60_000 };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results: Soaked[] = [];
  for (const database of databases) {
    if (database === "postgres") {
      const postgres = await postgresUrl();
      if (!postgres) continue;
      try {
        results.push(await soak("PostgreSQL", { DATABASE_URL: postgres.url }));
      } finally {
        await postgres.drop();
      }
    } else if (database === "pglite") results.push(await soak("PGlite (embedded)", {}));
    else throw new Error(`unknown database in SOAK_DATABASES: ${database}`);
  }

  const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;
  const run = `${new Date().toISOString().slice(0, 10)}, ${machine()}`;
  const names = new Set(results.map(({ name }) => name));
  // A database not soaked this time keeps its row (and its failures) from the last run.
  const kept = (sectionOf(readResults(), soakHeading) ?? "").split("\n").filter((line) => {
    const name = /^(?:\| |- )([^|:]+?)\s*[|:]/.exec(line)?.[1];
    return name !== undefined && name !== "Database" && !name.startsWith("---") && !names.has(name);
  });
  const lines = [
    soakHeading,
    "",
    "Measured by `npm run soak`. Each cycle: a server process given four lanes of concurrent creates, updates, 40-200 KB document uploads and deletes for 150-750 ms, killed with SIGKILL, started again on the same database and checked. A lost answered write, an answered delete undone, or an unanswered write found partly done (an application without its history, a document whose bytes differ) counts as a failure. On the embedded database the soak removes the killed server's lock itself once its process is gone, where a restart would wait 5 s for it to go stale. The crash test in `npm test` runs 5 cycles on each database, the first restart with that wait.",
    "",
    "| Database | Cycles | Answered creates | Updates | Uploads | Deletes | In flight at the kills | Of those, found done | Failures | Restart, median | p95 | Time | Run |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...kept.filter((line) => line.startsWith("| ")),
    ...results.map(
      ({ name, counts, minutes }) =>
        `| ${name} | ${counts.cycles} | ${counts.acknowledged.creates} | ${counts.acknowledged.updates} | ${counts.acknowledged.uploads} | ${counts.acknowledged.deletes} | ${counts.inFlightAtKill} | ${counts.inFlightFoundDone} | ${counts.failures.length} | ${ms(percentile(counts.restartMs, 50))} | ${ms(percentile(counts.restartMs, 95))} | ${minutes.toFixed(0)} min | ${run} |`,
    ),
  ];
  for (const line of kept.filter((line) => line.startsWith("- "))) lines.push("", line);
  for (const { name, counts } of results)
    for (const failure of counts.failures.slice(0, 20)) lines.push("", `- ${name}: ${failure}`);
  const section = lines.join("\n");
  console.log(`\n${section}`);
  writeSection(soakHeading, section);
  if (results.some(({ counts }) => counts.failures.length > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
