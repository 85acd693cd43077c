// Lighthouse (mobile, its default throttling) on the public pages and on the signed-in
// dashboard of an account with 300 applications (a returning user's, whose account holds
// their cookie choice), driving Debian's chromium: the median of
// three runs of each page's scores, with the layout shift and paint times behind them; and
// each route's JavaScript as the build measured it (route-budgets.json). Used by
// bench/run.ts; alone: `npm run build && npx tsx bench/lighthouse.ts`.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { RouteReport } from "../scripts/route-budgets";
import { seedAccount, signInOverHttp } from "../scripts/seed-account";
import { chromiumPath, startAppServer } from "../tests/e2e/fixtures";

const root = path.resolve(import.meta.dirname, "..");
const runs = 3;
const email = "lighthouse-bench@example.com";
const password = "Bench!Passw0rd";
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Performance wanted per page; accessibility, best practices and SEO are wanted at 100 everywhere. */
export const lighthousePages = [
  { path: "/", performance: 95 },
  { path: "/features", performance: 95 },
  { path: "/login", performance: 95 },
  { path: "/signup", performance: 95 },
  { path: "/dashboard", performance: 90, signedIn: true },
] as const;

type Run = Record<(typeof categories)[number], number> & {
  /** The SEO audits that failed. */
  seoFailures: string[];
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
};
export type LighthouseResult = { path: string; target: number; runs: Run[] };

/** One Lighthouse run; a run that failed to record the page load (it happens) is tried again, twice at most. */
async function lighthouseRun(url: string, port: number, headers: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      extraHeaders: headers,
    });
    const lhr = answer?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchLighthouse(): Promise<LighthouseResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-lighthouse-"));
  const settings = { DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  seedAccount(settings, { email, password, count: 300, seed: "lighthouse" });
  const server = await startAppServer(settings);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const cookie = await signInOverHttp(server.origin, email, password);
    // A returning user: one who has answered the cookie question once (essential cookies only),
    // which their account keeps, so the dashboard on this new browser does not ask again.
    const answered = await fetch(`${server.origin}/api/privacy/consent`, {
      method: "PUT",
      headers: { cookie, origin: server.origin, "content-type": "application/json" },
      body: JSON.stringify({
        preferences: { essential: true, functional: false, analytics: false, marketing: false },
      }),
    });
    if (!answered.ok) throw new Error(`the cookie choice was refused: ${answered.status}`);
    const results: LighthouseResult[] = [];
    for (const page of lighthousePages) {
      const url = `${server.origin}${page.path}`;
      const headers: Record<string, string> = "signedIn" in page ? { Cookie: cookie } : {};
      // The server compresses each page once, on its first request: not what a visitor meets.
      await fetch(url, { headers: { ...headers, "accept-encoding": "br" } });
      const result: LighthouseResult = { path: page.path, target: page.performance, runs: [] };
      for (let run = 0; run < runs; run++) {
        const lhr = await lighthouseRun(url, chrome.port, headers);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        result.runs.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
          seoFailures: (lhr.categories.seo?.auditRefs ?? [])
            .filter((ref) => lhr.audits[ref.id]?.score === 0)
            .map((ref) => ref.id),
          cls: metric("cumulative-layout-shift"),
          fcpMs: metric("first-contentful-paint"),
          lcpMs: metric("largest-contentful-paint"),
          tbtMs: metric("total-blocking-time"),
        });
      }
      results.push(result);
    }
    return results;
  } finally {
    chrome.kill();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const metOrMissed = (met: boolean) => (met ? "met" : "**missed**");

export function lighthouseReport(results: LighthouseResult[]): string[] {
  const lines = [
    "## Lighthouse (mobile, default throttling, median of 3 runs)",
    "",
    "The dashboard is an account's with 300 applications. Performance targets: 95 on the public and sign-in pages, 90 on the dashboard; accessibility, best practices and SEO: 100 everywhere; layout shift under 0.05.",
    "",
    "| page | performance | target | accessibility | best practices | SEO | CLS | FCP | LCP | TBT |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const result of results) {
    const of = (key: Exclude<keyof Run, "seoFailures">) => median(result.runs.map((run) => run[key]));
    const performance = of("performance");
    // A signed-in page tells crawlers not to index it (a user's own page has nothing to
    // find): the one SEO audit that fails there is that one, on purpose, and is said so.
    const signedIn = lighthousePages.some((page) => page.path === result.path && "signedIn" in page);
    const noindexOnly =
      signedIn &&
      result.runs.every((run) => run.seoFailures.length === 1 && run.seoFailures[0] === "is-crawlable");
    const note = (key: string, score: number) =>
      score === 100
        ? ""
        : key === "seo" && noindexOnly
          ? " (only 'blocked from indexing': the page is noindex on purpose)"
          : " (missed)";
    const others = (["accessibility", "best-practices", "seo"] as const).map(
      (key) => `${of(key)}${note(key, of(key))}`,
    );
    lines.push(
      `| ${result.path} | ${performance} (${result.runs.map((run) => run.performance).join(", ")}) | ${result.target}: ${metOrMissed(performance >= result.target)} | ${others.join(" | ")} | ${of("cls").toFixed(3)}${of("cls") >= 0.05 ? " (missed)" : ""} | ${Math.round(of("fcpMs"))} ms | ${Math.round(of("lcpMs"))} ms | ${Math.round(of("tbtMs"))} ms |`,
    );
  }
  return lines;
}

/** The build's own measure of each route's JavaScript (scripts/route-budgets.ts). */
export function routeBudgetReport(): string[] {
  const reports = JSON.parse(readFileSync(path.join(root, "route-budgets.json"), "utf8")) as RouteReport[];
  return [
    "## JavaScript per route (gzipped, as the build measures it)",
    "",
    "The build fails when a route passes its budget. The wanted figure for `/` is 90 KB.",
    "",
    "| route | JavaScript | budget | files |",
    "| --- | --- | --- | --- |",
    ...reports.map(
      (report) =>
        `| ${report.route} | ${report.kb} KB${report.route === "/" && report.kb > 90 ? " (90 KB wanted: **missed**)" : ""} | ${report.maxKb} KB | ${report.files.length} |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchLighthouse();
  console.log([...lighthouseReport(results), "", ...routeBudgetReport()].join("\n"));
}
