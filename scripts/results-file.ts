// bench/results.md: written whole by `npm run bench`, with the crash soak's section (written
// by `npm run soak`, which runs far longer) carried over from the file as it was, and the
// scale section too when this run had no PostgreSQL to make it with. `npm run bench:scale`
// writes the scale section alone.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
export const resultsFile = path.join(root, "bench/results.md");
const biome = path.join(root, "node_modules/@biomejs/biome/bin/biome");
export const soakHeading = "## Crash soak";
export const scaleHeading = "## Scale";

/** The value below which `p` percent of `values` fall (the nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const machine = () =>
  `${os.cpus()[0]?.model ?? "unknown CPU"} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;

/** The section under `heading` (to the next "## " heading), or undefined. */
export function sectionOf(markdown: string, heading: string): string | undefined {
  const start = markdown.indexOf(heading);
  if (start === -1) return undefined;
  const next = markdown.indexOf("\n## ", start + heading.length);
  return markdown.slice(start, next === -1 ? undefined : next + 1).trimEnd();
}

/** `markdown` with the section under `heading` replaced by `section` (or added at the end). */
export function withSection(markdown: string, heading: string, section: string): string {
  const old = sectionOf(markdown, heading);
  const body = old
    ? markdown.replace(old, section.trimEnd())
    : `${markdown.trimEnd()}\n\n${section.trimEnd()}`;
  return `${body.trimEnd()}\n`;
}

/** bench/results.md as it is, or nothing. */
export const readResults = () => (existsSync(resultsFile) ? readFileSync(resultsFile, "utf8") : "");

/** Writes the file, aligned as the linter's formatter wants it, so it can be committed as written. */
export function writeResults(markdown: string) {
  writeFileSync(resultsFile, markdown);
  execFileSync(process.execPath, [biome, "format", "--write", resultsFile], { cwd: root, stdio: "ignore" });
}

/** The bench's sections, keeping the last soak's, and the last scale run's when it made none. */
export function writeBenchResults(sections: string[]) {
  let markdown = `${sections.map((section) => section.trimEnd()).join("\n\n")}\n`;
  const previous = readResults();
  for (const heading of [scaleHeading, soakHeading]) {
    const kept = sectionOf(previous, heading);
    if (kept && !sectionOf(markdown, heading)) markdown = withSection(markdown, heading, kept);
  }
  writeResults(markdown);
}

/** One section (the soak's, the scale run's), in the file as it is. */
export function writeSection(heading: string, section: string) {
  writeResults(withSection(readResults(), heading, section));
}

/**
 * A fresh PostgreSQL database for a run (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * the machine's local server), dropped by `drop`; undefined when none is reachable.
 */
export async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const base =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `jobtrail_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`PostgreSQL is not reachable at ${base} (${(error as Error).message}): skipping it.`);
    return undefined;
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
