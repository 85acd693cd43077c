// The cost of a signed-in request: `GET /api/applications/:id` at 50 connections on
// PostgreSQL, next to a bare Node server doing the same two queries (bench/bare-server.ts).
// autocannon runs in this process, beside the server, on the same 2 cores.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { seedAccount, signInOverHttp } from "../scripts/seed-account";
import { startAppServer } from "../tests/e2e/fixtures";

const root = path.resolve(import.meta.dirname, "..");
const email = "session-bench@example.com";
const password = "Bench!Passw0rd";
const connections = 50;
const seconds = 10;
export const sessionTargets = { requestsPerSecond: 1500, p99Ms: 50, costRatio: 1.3 };

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU time (user and system) per request answered, in µs. */
  cpuPerRequestUs: number;
};
export type SessionResult = { jobtrail: LoadResult; bare: LoadResult };

async function signIn(origin: string) {
  const cookie = await signInOverHttp(origin, email, password);
  const list = await fetch(`${origin}/api/applications?limit=1`, { headers: { cookie } });
  const { items } = (await list.json()) as { items: { id: string }[] };
  return { cookie, id: items[0]!.id };
}

/**
 * A process's CPU time so far (user and system), in ms, from Linux's /proc. Requests a second
 * move with whatever else the machine runs (autocannon itself shares its two cores); the
 * server's own CPU time per request does far less, so the cost ratio is taken from it.
 */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

async function load(url: string, cookie: string, serverPid: number): Promise<LoadResult> {
  // A short run first: connections opened, statements prepared, code warmed.
  await autocannon({ url, connections, duration: 2, headers: { cookie } });
  const cpuBefore = cpuTimeMs(serverPid);
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie } });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequestUs: ((cpuTimeMs(serverPid) - cpuBefore) * 1000) / result.requests.total,
  };
}

export async function startBareServer(
  databaseUrl: string,
): Promise<{ origin: string; pid: number; close: () => Promise<void> }> {
  const port = 45000 + Math.floor(Math.random() * 2000);
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "bench/bare-server.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", () => reject(new Error("the bare server exited at start")));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function benchSession(settings: Record<string, string> & { DATABASE_URL: string }) {
  console.log("\nPostgreSQL: the signed-in single-application read at 50 connections...");
  seedAccount(settings, { email, password, count: 20, seed: "session" });
  const server = await startAppServer(settings);
  let jobtrail: LoadResult;
  let cookie: string;
  let id: string;
  try {
    ({ cookie, id } = await signIn(server.origin));
    jobtrail = await load(`${server.origin}/api/applications/${id}`, cookie, server.pid!);
  } finally {
    await server.close();
  }
  const bare = await startBareServer(settings.DATABASE_URL);
  try {
    return { jobtrail, bare: await load(`${bare.origin}/api/applications/${id}`, cookie, bare.pid) };
  } finally {
    await bare.close();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;
const mark = (met: boolean) => (met ? "met" : "missed");

export function sessionReport({ jobtrail, bare }: SessionResult, loadAverage: string): string[] {
  const ratio = jobtrail.cpuPerRequestUs / bare.cpuPerRequestUs;
  const throughputRatio = bare.requestsPerSecond / jobtrail.requestsPerSecond;
  const row = (name: string, r: LoadResult) =>
    `| ${name} | ${Math.round(r.requestsPerSecond)} | ${round(r.p50)} ms | ${round(r.p99)} ms | ${Math.round(r.cpuPerRequestUs)} µs | ${r.errors} |`;
  return [
    "## A signed-in request: one application by id, 50 connections",
    "",
    `\`GET /api/applications/:id\` with a session cookie for ${seconds} s after a 2 s warm-up, on PostgreSQL, autocannon beside the server on the same machine (load average ${loadAverage}). The bare server does the same two queries (the session with its user by token, then the row) with \`pg\` and nothing else. Its cost is the server process's CPU time (user and system) per request answered, which the machine's other work moves far less than requests a second. Targets: at least ${sessionTargets.requestsPerSecond} requests a second, p99 under ${sessionTargets.p99Ms} ms, 0 errors, at most ${sessionTargets.costRatio} times the bare server's cost.`,
    "",
    "| Server | Requests/s | p50 | p99 | CPU per request | Errors |",
    "|---|---|---|---|---|---|",
    row("JobTrail", jobtrail),
    row("Bare Node + pg", bare),
    "",
    `Cost ratio (JobTrail's CPU per request ÷ the bare server's): ${ratio.toFixed(2)} (in requests a second: ${throughputRatio.toFixed(2)}). Requests a second: ${mark(jobtrail.requestsPerSecond >= sessionTargets.requestsPerSecond)}; p99: ${mark(jobtrail.p99 < sessionTargets.p99Ms)}; errors: ${mark(jobtrail.errors === 0)}; ratio: ${mark(ratio <= sessionTargets.costRatio)}.`,
  ];
}
