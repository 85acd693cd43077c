// Every answered write survives the server being killed, on both databases: 5 crash cycles
// each (CRASH_CYCLES to change; `npm run soak` runs 1,000), the first restart on the embedded
// database waiting out the killed server's lock. See testing/crash-cycles.ts.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCrashCycles } from "../testing/crash-cycles";
import { testDatabases } from "../testing/databases";

const cycles = Number(process.env.CRASH_CYCLES ?? 5);

describe.each(testDatabases())("killing the server on $name", (database) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-crash-"));
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  it(
    `loses no answered write and half-writes nothing over ${cycles} kills`,
    async () => {
      const target = await database.target(dataDir);
      const settings: Record<string, string> = target.kind === "postgres" ? { DATABASE_URL: target.url } : {};
      const counts = await runCrashCycles({ cycles, settings, dataDir, deadLockWaits: 1 });
      expect(counts.failures).toEqual([]);
      expect(counts.cycles).toBe(cycles);
      // The kills landed among writes, and every kind of write was answered along the way.
      expect(counts.inFlightAtKill).toBeGreaterThan(0);
      for (const [kind, count] of Object.entries(counts.acknowledged)) expect(count, kind).toBeGreaterThan(0);
    },
    // A cycle restarts the server on its database: a few seconds alone, and up to twice as
    // long on a slower machine busy with the other suites.
    cycles * 40_000 + 30_000,
  );
});
