// The analytics API for one user with 100,000 applications: the all-time range, requested
// over real HTTP from a separate server process; median and p95. Used by bench/run.ts.
import os from "node:os";
import pg from "pg";
import { seedAccount, signInOverHttp } from "../scripts/seed-account";
import { startAppServer } from "../tests/e2e/fixtures";
import { type ExportResult, measureExports } from "./export";
import { measureUploads, type UploadResult } from "./upload";

export const analyticsApplicationCount = 100_000;
const email = "analytics-bench@example.com";
const password = "Bench!Passw0rd";
const warmUpRuns = 3;
const runs = 30;
/** The most the whole request may take on PostgreSQL, so the Analytics tab opens without a wait. */
export const analyticsTargetMs = 200;

/** `load`: the machine's one-minute load average when the requests ended (other work shares it). */
export type AnalyticsResult = { database: string; times: number[]; bytes: number; load: number };

export function seedAnalyticsUser(settings: Record<string, string>) {
  seedAccount(settings, { email, password, count: analyticsApplicationCount, seed: "analytics" });
}

/**
 * What autovacuum does a little after a bulk load: statistics for the planner and the
 * visibility map that index-only scans read. Embedded PGlite runs no autovacuum; the server
 * analyses its tables when it starts (src/server/db/client.ts).
 */
export async function settlePostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("vacuum analyze applications, application_status_history");
  } finally {
    await client.end();
  }
}

export async function measureAnalytics(database: string, origin: string): Promise<AnalyticsResult> {
  const cookie = await signInOverHttp(origin, email, password);

  // All time, ending today: the Analytics tab's default range.
  const url = `${origin}/api/analytics`;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`analytics failed: ${response.status} ${body}`);
    return { elapsed, body };
  };
  const first = await once();
  const counted = (JSON.parse(first.body) as { totals: { applications: number } }).totals.applications;
  if (counted !== analyticsApplicationCount) {
    throw new Error(`expected ${analyticsApplicationCount} applications, counted ${counted}`);
  }
  for (let run = 1; run < warmUpRuns; run++) await once();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push((await once()).elapsed);
  return { database, times, bytes: first.body.length, load: os.loadavg()[0] ?? 0 };
}

/**
 * Seeds the analytics account into the database `settings` point at (the list's account is
 * already there), then measures its analytics and its exports on a fresh server process.
 */
export async function benchAnalytics(
  database: string,
  settings: Record<string, string>,
): Promise<{ analytics: AnalyticsResult; exports: ExportResult[]; upload: UploadResult }> {
  console.log(
    `\n${database}: seeding ${analyticsApplicationCount.toLocaleString("en-US")} applications for analytics...`,
  );
  seedAnalyticsUser(settings);
  if (settings.DATABASE_URL) await settlePostgres(settings.DATABASE_URL);
  const server = await startAppServer(settings);
  try {
    const analytics = await measureAnalytics(database, server.origin);
    console.log(
      `${database}: exporting ${analyticsApplicationCount.toLocaleString("en-US")} applications...`,
    );
    const cookie = await signInOverHttp(server.origin, email, password);
    const exports = await measureExports(server.origin, cookie, server.pid!);
    console.log(`${database}: uploading 10 MB documents...`);
    return { analytics, exports, upload: await measureUploads(server.origin, cookie, server.pid!) };
  } finally {
    await server.close();
  }
}

export function analyticsReport(
  results: AnalyticsResult[],
  percentile: (values: number[], p: number) => number,
): string[] {
  const round = (value: number) => Math.round(value * 10) / 10;
  return [
    `## The analytics API: all ${analyticsApplicationCount.toLocaleString("en-US")} applications of one user, all time`,
    "",
    `${runs} requests of \`GET /api/analytics\` after ${warmUpRuns} warm-up requests, over HTTP to a separate server process; the account's applications and histories come from \`npm run seed\`. On PostgreSQL the tables are vacuumed and analysed after seeding, as autovacuum would; PGlite, which has no autovacuum, analyses them when the server starts. Target: under ${analyticsTargetMs} ms on PostgreSQL.`,
    "",
    `| Database | Median | p95 | Response size | Load average (${os.cpus().length} CPUs) |`,
    "|---|---|---|---|---|",
    ...results.map(
      (result) =>
        `| ${result.database} | ${round(percentile(result.times, 50))} ms | ${round(percentile(result.times, 95))} ms | ${(result.bytes / 1024).toFixed(1)} KB | ${result.load.toFixed(1)} |`,
    ),
  ];
}
