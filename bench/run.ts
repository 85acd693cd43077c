// `npm run bench`. First Lighthouse (mobile) on the public pages and a signed-in dashboard
// with 300 applications, with each route's JavaScript as the build measured it
// (bench/lighthouse.ts). Then one user with 10,000 applications, on embedded PGlite and on
// PostgreSQL: the list API (the whole list in one request; median and p95 over real HTTP to
// a separate server process), its bytes on the wire compressed and not (bench/wire.ts) and,
// in Chromium, the time from a keystroke in the table's search box to the next paint; the
// analytics API for a second user with 100,000 applications (bench/analytics.ts), that
// account's export as CSV and PDF (bench/export.ts) and a 10 MB document upload
// (bench/upload.ts); the Kanban board's first paint and drag frames for a third with 2,000
// (bench/board.ts); the dashboard's first rows from the local copy with 10,000 and the bytes
// of its revalidation (bench/local-copy.ts); and on PostgreSQL, the signed-in
// single-application read at 50 connections beside a bare Node server doing the same queries
// (bench/session.ts), and many users under a mixed load at 50 and 200 connections with the
// read measured while others write, and the time a sign-in takes (bench/load.ts); last, one
// user's list, search, export and analytics among 50,000 users and 10,000,000 applications
// against the same user alone, with the plans (bench/scale.ts). Prints a table and writes
// bench/results.md. `npm run bench:scale` (this script with --scale) runs the scale part
// alone and rewrites only its section; `npm run bench:mail` (--mail) does the same for
// mail-in: the corpus's scores, SMTP ingest and an IMAP look-back (bench/mail.ts).
//
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the machine's local server;
// a fresh database is made for the run and dropped after it. Needs a built web app (npm run
// build runs first through the npm script).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  machine,
  percentile,
  postgresUrl,
  resultsFile,
  scaleHeading,
  writeBenchResults,
  writeSection,
} from "../scripts/results-file";
import { seedAccount, signInOverHttp } from "../scripts/seed-account";
import { openBrowser, signIn, startAppServer } from "../tests/e2e/fixtures";
import { type AnalyticsResult, analyticsReport, benchAnalytics } from "./analytics";
import { benchBoard, boardReport } from "./board";
import { type ExportResult, exportReport } from "./export";
import { benchLighthouse, lighthouseReport, routeBudgetReport } from "./lighthouse";
import { benchMixedLoad, type MixedLoadResult, mixedLoadReport } from "./load";
import { benchLocalCopy, localCopyReport } from "./local-copy";
import { benchMail, mailHeading, mailReport } from "./mail";
import { benchScale, type ScaleResult, scaleReport, writeScalePlans } from "./scale";
import { benchSession, type SessionResult, sessionReport } from "./session";
import { type UploadResult, uploadReport } from "./upload";
import { measureWire, type WireResult, wireReport } from "./wire";

const applicationCount = 10_000;
const listRuns = 30;
const email = "bench@example.com";
const benchPassword = "Bench!Passw0rd";
const targets = { listMs: 150, keystrokeMs: 16 };

type Result = {
  database: string;
  median: number;
  p95: number;
  bytes: number;
  wire: WireResult[];
  keystroke?: number[];
};

const round = (value: number) => Math.round(value * 10) / 10;

function seed(settings: Record<string, string>) {
  seedAccount(settings, { email, password: benchPassword, count: applicationCount, seed: "bench" });
}

async function measureList(origin: string): Promise<{ times: number[]; bytes: number }> {
  const cookie = await signInOverHttp(origin, email, benchPassword);
  const url = `${origin}/api/applications?limit=${applicationCount}`;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`list failed: ${response.status}`);
    return { elapsed, bytes: body.length, body };
  };
  const first = await once();
  const count = (JSON.parse(first.body) as { items: unknown[] }).items.length;
  if (count !== applicationCount) throw new Error(`expected ${applicationCount} applications, got ${count}`);
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < listRuns; i++) times.push((await once()).elapsed);
  return { times, bytes: first.bytes };
}

/** Time from each keystroke to the next paint, typed into the table's search box. */
async function measureKeystrokes(origin: string): Promise<number[]> {
  const browser = await openBrowser({ serviceWorker: true });
  try {
    const { page } = browser;
    page.on("crash", () => console.error("Chromium's page crashed (out of memory?)"));
    await signIn(page, origin, email, benchPassword);
    await page.waitForURL(`${origin}/dashboard`);
    const search = page.getByLabel("Search applications");
    await search.waitFor();
    await page
      .getByText(`of ${applicationCount.toLocaleString("en-US")}`)
      .first()
      .waitFor();
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[aria-label="Search applications"]')!;
      const samples: number[] = [];
      (window as unknown as { keystrokeSamples: number[] }).keystrokeSamples = samples;
      input.addEventListener("keydown", (event) => {
        const started = event.timeStamp;
        // The frame after the handlers ran: a rAF callback precedes its paint; a message
        // posted from it runs once that paint is done.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => samples.push(performance.now() - started);
          channel.port2.postMessage(null);
        });
      });
    });
    for (const word of ["engineer", "labs", "remote", "referral"]) {
      await search.click();
      await page.keyboard.type(word, { delay: 120 });
      for (let i = 0; i < word.length; i++) await page.keyboard.press("Backspace", { delay: 120 });
    }
    await page.waitForTimeout(300);
    // Awaited here: the finally below closes the browser.
    return await page.evaluate(() => (window as unknown as { keystrokeSamples: number[] }).keystrokeSamples);
  } finally {
    await browser.close();
  }
}

async function benchDatabase(
  database: string,
  settings: Record<string, string>,
  withBrowser: boolean,
): Promise<Result> {
  console.log(`\n${database}: seeding ${applicationCount.toLocaleString("en-US")} applications...`);
  seed(settings);
  const server = await startAppServer(settings);
  try {
    const { times, bytes } = await measureList(server.origin);
    const cookie = await signInOverHttp(server.origin, email, benchPassword);
    const wire = await measureWire(server.origin, cookie, applicationCount);
    const result: Result = {
      database,
      median: percentile(times, 50),
      p95: percentile(times, 95),
      bytes,
      wire,
    };
    if (withBrowser) result.keystroke = await measureKeystrokes(server.origin);
    return result;
  } finally {
    await server.close();
  }
}

function report(results: Result[]): string {
  const lines = [
    "# Benchmark results",
    "",
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${machine()}).`,
    "",
    `## The list API: all ${applicationCount.toLocaleString("en-US")} applications of one user in one request`,
    "",
    `${listRuns} requests after 3 warm-up requests, over HTTP to a separate server process. Target: under ${targets.listMs} ms on PostgreSQL.`,
    "",
    "| Database | Median | p95 | Response size |",
    "|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.database} | ${round(r.median)} ms | ${round(r.p95)} ms | ${(r.bytes / 2 ** 20).toFixed(1)} MB |`,
    ),
  ];
  lines.push("", ...wireReport(results, applicationCount));
  const typed = results.find((r) => r.keystroke);
  if (typed?.keystroke) {
    const samples = typed.keystroke;
    lines.push(
      "",
      "## Search: keystroke to next paint, in Chromium",
      "",
      `${samples.length} keystrokes typed into the table's search box with ${applicationCount.toLocaleString("en-US")} applications loaded (${typed.database}), from the key event to the end of the next frame. Target: under ${targets.keystrokeMs} ms.`,
      "",
      "| Median | p95 | Max |",
      "|---|---|---|",
      `| ${round(percentile(samples, 50))} ms | ${round(percentile(samples, 95))} ms | ${round(Math.max(...samples))} ms |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

async function main() {
  const results: Result[] = [];
  const analyticsResults: AnalyticsResult[] = [];
  const exportResults: { database: string; exports: ExportResult[] }[] = [];
  const uploadResults: { database: string; upload: UploadResult }[] = [];
  const analyticsAndExports = async (database: string, settings: Record<string, string>) => {
    const { analytics, exports, upload } = await benchAnalytics(database, settings);
    analyticsResults.push(analytics);
    exportResults.push({ database, exports });
    uploadResults.push({ database, upload });
  };
  let board: Awaited<ReturnType<typeof benchBoard>> | undefined;
  let localCopy: Awaited<ReturnType<typeof benchLocalCopy>> | undefined;
  let session: { result: SessionResult; loadAverage: string } | undefined;
  let mixedLoad: { result: MixedLoadResult; loadAverage: string } | undefined;
  // First, while the machine is quiet: Lighthouse's scores move with the CPU it is given.
  const lighthouse = await benchLighthouse();
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-bench-"));
  try {
    const postgres = await postgresUrl();
    results.push(await benchDatabase("PGlite (embedded)", { DATA_DIR: pgliteDir }, !postgres));
    await analyticsAndExports("PGlite (embedded)", { DATA_DIR: pgliteDir });
    if (!postgres) board = await benchBoard("PGlite (embedded)", { DATA_DIR: pgliteDir });
    if (!postgres) localCopy = await benchLocalCopy("PGlite (embedded)", { DATA_DIR: pgliteDir });
    if (postgres) {
      try {
        results.push(
          await benchDatabase("PostgreSQL", { DATABASE_URL: postgres.url, DATA_DIR: pgliteDir }, true),
        );
        await analyticsAndExports("PostgreSQL", { DATABASE_URL: postgres.url, DATA_DIR: pgliteDir });
        board = await benchBoard("PostgreSQL", { DATABASE_URL: postgres.url, DATA_DIR: pgliteDir });
        localCopy = await benchLocalCopy("PostgreSQL", { DATABASE_URL: postgres.url, DATA_DIR: pgliteDir });
        const result = await benchSession({ DATABASE_URL: postgres.url, DATA_DIR: pgliteDir });
        session = { result, loadAverage: os.loadavg()[0]!.toFixed(1) };
        const loaded = await benchMixedLoad({ DATABASE_URL: postgres.url, DATA_DIR: pgliteDir });
        mixedLoad = { result: loaded, loadAverage: os.loadavg()[0]!.toFixed(1) };
      } finally {
        await postgres.drop();
      }
    }
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  const sections = [
    [...lighthouseReport(lighthouse), "", ...routeBudgetReport()].join("\n"),
    report(results),
    analyticsReport(analyticsResults, percentile).join("\n"),
    exportReport(exportResults).join("\n"),
    uploadReport(uploadResults, percentile).join("\n"),
  ];
  if (board) sections.push(boardReport(board, percentile).join("\n"));
  if (localCopy) sections.push(localCopyReport(localCopy, percentile).join("\n"));
  if (session) sections.push(sessionReport(session.result, session.loadAverage).join("\n"));
  if (mixedLoad) sections.push(mixedLoadReport(mixedLoad.result, mixedLoad.loadAverage).join("\n"));
  sections.push(mailReport(await benchMail()).join("\n"));
  const scale = await scaleSection();
  if (scale) sections.push(scale);
  writeBenchResults(sections);
  console.log(`\n${readFileSync(resultsFile, "utf8")}`);
}

/** The scale run's section (and its plans file), or undefined without PostgreSQL. */
async function scaleSection(): Promise<string | undefined> {
  const result: ScaleResult | undefined = await benchScale();
  if (!result) return undefined;
  writeScalePlans(result);
  return scaleReport(result, os.loadavg()[0]!.toFixed(1)).join("\n");
}

async function scaleOnly() {
  const section = await scaleSection();
  if (!section) throw new Error("The scale run needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL).");
  writeSection(scaleHeading, section);
  console.log(`\n${section}`);
}

async function mailOnly() {
  const section = mailReport(await benchMail()).join("\n");
  writeSection(mailHeading, section);
  console.log(`\n${section}`);
}

const run = process.argv.includes("--scale") ? scaleOnly : process.argv.includes("--mail") ? mailOnly : main;
run().catch((error) => {
  console.error(error);
  process.exit(1);
});
