// Uploading a 10 MB document (the largest allowed) to one of the analytics account's
// applications: the time from the first byte sent to the answer, over HTTP, and the
// server's memory meanwhile. The upload is streamed to disk and checked there, so memory
// should not grow by the file's size. Used by bench/analytics.ts.
import { maxDocumentBytes } from "../src/domain/documents";
import { residentMb } from "./export";

export type UploadResult = { times: number[]; restingMb: number; peakMb: number };

const runs = 5;

export async function measureUploads(origin: string, cookie: string, pid: number): Promise<UploadResult> {
  const headers = { cookie, origin };
  const created = await fetch(`${origin}/api/applications`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({
      company: "Upload bench",
      jobTitle: "Engineer",
      applicationDate: "2026-03-01",
      status: "Applied",
    }),
  });
  if (!created.ok) throw new Error(`could not add the application: ${created.status}`);
  const { id } = (await created.json()) as { id: string };
  // A PDF as far as its first bytes go, padded to exactly the limit.
  const bytes = new Uint8Array(maxDocumentBytes).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));

  const restingMb = residentMb(pid);
  let peakMb = restingMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(pid));
  }, 20);
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const body = new FormData();
      body.set("kind", "resume");
      body.set("file", new Blob([bytes], { type: "application/pdf" }), `resume-${run}.pdf`);
      const started = performance.now();
      const response = await fetch(`${origin}/api/applications/${id}/documents`, {
        method: "POST",
        headers,
        body,
      });
      await response.text();
      if (response.status !== 201) throw new Error(`upload failed: ${response.status}`);
      times.push(performance.now() - started);
    }
  } finally {
    clearInterval(sampler);
  }
  return { times, restingMb, peakMb };
}

export function uploadReport(
  results: { database: string; upload: UploadResult }[],
  percentile: (values: number[], p: number) => number,
): string[] {
  return [
    "## Uploading a 10 MB document",
    "",
    `${runs} uploads of a 10 MB file (the largest allowed) to one application, over HTTP to a separate server process: the time to the answer, which comes once the bytes are checked and stored in the blob store (a folder under DATA_DIR here) and the document's rows are committed; the server's resident memory (RSS) sampled every 20 ms.`,
    "",
    "| Database | Median | Slowest | RSS before | Peak RSS |",
    "|---|---|---|---|---|",
    ...results.map(
      ({ database, upload }) =>
        `| ${database} | ${Math.round(percentile(upload.times, 50))} ms | ${Math.round(Math.max(...upload.times))} ms | ${Math.round(upload.restingMb)} MB | ${Math.round(upload.peakMb)} MB |`,
    ),
  ];
}
