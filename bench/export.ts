// Exporting 100,000 applications (the analytics account) as CSV and as a PDF report, and the
// account's whole data export (the zip a background job makes): the time to the last byte,
// the file's size, and the server's memory while it works, sampled from /proc. Exports
// stream from the database a page at a time, so memory should stay near the server's
// resting size whatever the account's size. Used by bench/analytics.ts.
import { readFileSync } from "node:fs";

export type ExportResult = {
  format: "csv" | "pdf" | "zip";
  seconds: number;
  megabytes: number;
  restingMb: number;
  peakMb: number;
};

export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The data export: asked for, built by the job, then downloaded. */
async function dataExport(origin: string, cookie: string): Promise<Response> {
  const headers = { cookie, "content-type": "application/json", origin };
  const asked = await fetch(`${origin}/api/privacy/exports`, { method: "POST", headers, body: "{}" });
  if (asked.status !== 202) throw new Error(`data export refused: ${asked.status}`);
  const { id } = (await asked.json()) as { id: string };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const list = (await (await fetch(`${origin}/api/privacy/exports`, { headers: { cookie } })).json()) as {
      items: { id: string; status: string; downloadUrl: string | null; failure: string | null }[];
    };
    const item = list.items.find((candidate) => candidate.id === id);
    if (item?.status === "failed") throw new Error(`data export failed: ${item.failure}`);
    if (item?.downloadUrl) return fetch(`${origin}${item.downloadUrl}`, { headers: { cookie } });
  }
}

export async function measureExports(origin: string, cookie: string, pid: number): Promise<ExportResult[]> {
  const results: ExportResult[] = [];
  for (const format of ["csv", "pdf", "zip"] as const) {
    const restingMb = residentMb(pid);
    let peakMb = restingMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, residentMb(pid));
    }, 20);
    const started = performance.now();
    const response =
      format === "zip"
        ? await dataExport(origin, cookie)
        : await fetch(`${origin}/api/applications/export?format=${format}`, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`export ${format} failed: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    results.push({ format, seconds, megabytes: bytes / 2 ** 20, restingMb, peakMb });
  }
  return results;
}

export function exportReport(results: { database: string; exports: ExportResult[] }[]): string[] {
  const round = (value: number) => Math.round(value * 10) / 10;
  return [
    "## Exporting 100,000 applications",
    "",
    "`GET /api/applications/export` for the analytics account as CSV and PDF, and its whole data export (ZIP: asked for, built by the background job, downloaded), read to the last byte over HTTP; the server's resident memory (RSS) sampled every 20 ms while it works, next to what it was before the request.",
    "",
    "| Database | Format | Time | File | RSS before | Peak RSS |",
    "|---|---|---|---|---|---|",
    ...results.flatMap(({ database, exports }) =>
      exports.map(
        (result) =>
          `| ${database} | ${result.format.toUpperCase()} | ${round(result.seconds)} s | ${round(result.megabytes)} MB | ${Math.round(result.restingMb)} MB | ${Math.round(result.peakMb)} MB |`,
      ),
    ),
  ];
}
