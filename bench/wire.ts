// The list's bytes on the wire: the same request as the list bench, asked for as it is, as
// gzip and as brotli, over a plain HTTP client that decompresses nothing, so the bytes
// counted are the bytes sent. The server's compression levels are chosen in ADR 0019.
import http from "node:http";

const encodings = ["identity", "gzip", "br"] as const;
const runs = 10;

export type WireResult = { encoding: (typeof encodings)[number]; bytes: number; medianMs: number };

function fetchRaw(url: URL, cookie: string, encoding: string): Promise<{ bytes: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers: { cookie, "accept-encoding": encoding } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`list failed: ${response.statusCode}`));
        return;
      }
      const sent = response.headers["content-encoding"] ?? "identity";
      if (sent !== encoding) reject(new Error(`asked for ${encoding}, got ${sent}`));
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve({ bytes, ms: performance.now() - started }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** The whole list (`limit` applications) in each encoding: its size and median time. */
export async function measureWire(origin: string, cookie: string, limit: number): Promise<WireResult[]> {
  const url = new URL(`/api/applications?limit=${limit}`, origin);
  const results: WireResult[] = [];
  for (const encoding of encodings) {
    await fetchRaw(url, cookie, encoding);
    const samples: { bytes: number; ms: number }[] = [];
    for (let i = 0; i < runs; i++) samples.push(await fetchRaw(url, cookie, encoding));
    const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    results.push({ encoding, bytes: samples[0]!.bytes, medianMs: times[Math.floor(times.length / 2)]! });
  }
  return results;
}

export function wireReport(results: { database: string; wire: WireResult[] }[], count: number): string[] {
  return [
    `## The list on the wire: ${count.toLocaleString("en-US")} applications, compressed and not`,
    "",
    `The list request above, asked for without compression, as gzip and as brotli; median of ${runs} requests each (the time includes compressing on the server).`,
    "",
    "| Database | Encoding | Bytes on the wire | Median |",
    "|---|---|---|---|",
    ...results.flatMap(({ database, wire }) =>
      wire.map(
        (r) =>
          `| ${database} | ${r.encoding} | ${(r.bytes / 1024).toFixed(0)} KB | ${Math.round(r.medianMs * 10) / 10} ms |`,
      ),
    ),
  ];
}
