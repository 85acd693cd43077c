// Many signed-in users at once, on PostgreSQL: each autocannon connection is one user going
// through a mix of what the app asks for (reads of one application, the list, a create, an
// update, analytics, a document download and a CSV export), at 50 and then 200 connections;
// then the single-application read at 50 connections while other users write beside it, next
// to the bare Node + pg server doing the same read. Used by bench/run.ts; alone:
// `npx tsx bench/load.ts` (PostgreSQL as bench/run.ts finds it).
import path from "node:path";
import autocannon from "autocannon";
import { percentile, postgresUrl } from "../scripts/results-file";
import { cookiesOf } from "../src/server/testing/processes";
import { startAppServer } from "../tests/e2e/fixtures";
import { startBareServer } from "./session";

const users = 60;
const applicationsPerUser = 200;
const seconds = 10;
export const loadTargets = { errors: 0, readRequestsPerSecond: 1500, readP99Ms: 50, signInP95Ms: 500 };

type User = { cookie: string; applicationIds: string[]; documentId: string };

export type LoadFigures = {
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};
export type MixedLoadResult = {
  /** One sign-in per user (the password checked against its argon2id hash), one after another. */
  signInMs: number[];
  mixed: LoadFigures[];
  readBesideWrites: LoadFigures;
  writesBeside: LoadFigures;
  bareRead: LoadFigures;
};

const password = "Load!Passw0rd";
let address = 1;
/** Each user signs up from an address of its own, as real users do (the sign-up limit is per address). */
const nextAddress = () => `198.51.${Math.floor(address / 250)}.${address++ % 250}`;

async function makeUser(origin: string, n: number): Promise<User> {
  const headers = { origin, "content-type": "application/json", "x-forwarded-for": nextAddress() };
  const signup = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      firstName: "Load",
      lastName: `User ${n}`,
      email: `load-${n}@example.com`,
      password,
      confirmPassword: password,
      agreeToTerms: true,
    }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const cookie = cookiesOf(signup);
  const statuses = ["Applied", "Interviewing", "Offer", "Not Selected", "No Response"];
  const rows = Array.from({ length: applicationsPerUser }, (_, i) => ({
    company: `Company ${i % 40}`,
    jobTitle: `Role ${i}`,
    applicationDate: `2026-0${1 + (i % 9)}-${String(1 + (i % 27)).padStart(2, "0")}`,
    status: statuses[i % statuses.length],
    notes: `Notes for role ${i}`,
  }));
  const imported = await fetch(`${origin}/api/applications/import`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ rows }),
  });
  if (!imported.ok) throw new Error(`import failed: ${imported.status} ${await imported.text()}`);
  const list = await fetch(`${origin}/api/applications?limit=${applicationsPerUser}`, {
    headers: { cookie },
  });
  const applicationIds = ((await list.json()) as { items: { id: string }[] }).items.map((item) => item.id);
  const form = new FormData();
  form.set("file", new Blob([`Resume of load user ${n}\n`.repeat(2000)]), "resume.txt");
  const upload = await fetch(`${origin}/api/applications/${applicationIds[0]}/documents`, {
    method: "POST",
    headers: { origin, cookie },
    body: form,
  });
  if (!upload.ok) throw new Error(`upload failed: ${upload.status}`);
  const documentId = ((await upload.json()) as { id: string }).id;
  return { cookie, applicationIds, documentId };
}

type Step = { method: string; path: (user: User, n: number) => string; body?: (n: number) => unknown };

/** One round of what a user does: mostly reads, with a write, analytics, a download and an export. */
const mix: Step[] = [
  {
    method: "GET",
    path: (user, n) => `/api/applications/${user.applicationIds[n % user.applicationIds.length]}`,
  },
  { method: "GET", path: () => "/api/applications?limit=100" },
  {
    method: "GET",
    path: (user, n) => `/api/applications/${user.applicationIds[(n * 7) % user.applicationIds.length]}`,
  },
  {
    method: "POST",
    path: () => "/api/applications",
    body: (n) => ({
      company: "Load Co",
      jobTitle: `Load role ${n}-${Math.random()}`,
      applicationDate: "2026-03-02",
      status: "Applied",
    }),
  },
  {
    method: "GET",
    path: (user, n) => `/api/applications/${user.applicationIds[(n * 13) % user.applicationIds.length]}`,
  },
  {
    method: "PATCH",
    path: (user, n) => `/api/applications/${user.applicationIds[(n * 3) % user.applicationIds.length]}`,
    body: (n) => ({ notes: `Updated under load ${n}` }),
  },
  { method: "GET", path: () => "/api/analytics" },
  { method: "GET", path: (user) => `/api/documents/${user.documentId}/content` },
  { method: "GET", path: () => "/api/applications/export?format=csv" },
  {
    method: "GET",
    path: (user, n) => `/api/applications/${user.applicationIds[(n * 17) % user.applicationIds.length]}`,
  },
];

/** autocannon with each connection one user, its latencies kept whole for exact percentiles. */
async function run(
  origin: string,
  people: User[],
  connections: number,
  steps: Step[],
  duration = seconds,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let next = 0;
  let counter = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: steps.map(
      (step): autocannon.Request => ({
        setupRequest: (request, context) => {
          const state = context as { user?: User };
          state.user ??= people[next++ % people.length];
          const n = counter++;
          const body = step.body?.(n);
          return {
            ...request,
            method: step.method as autocannon.Request["method"],
            path: step.path(state.user!, n),
            headers: {
              origin,
              cookie: state.user!.cookie,
              ...(body === undefined ? {} : { "content-type": "application/json" }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          };
        },
      }),
    ),
    setupClient: (client) => {
      client.on("response", (_status: number, _bytes: number, responseTime: number) => {
        latencies.push(responseTime);
      });
    },
  });
  return {
    connections,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function benchMixedLoad(settings: Record<string, string> & { DATABASE_URL: string }) {
  console.log(
    `\nPostgreSQL: ${users} users with ${applicationsPerUser} applications each, under a mixed load...`,
  );
  const server = await startAppServer({
    ...settings,
    REQUIRE_EMAIL_VERIFICATION: "false",
    TRUST_PROXY: "true",
    // Each connection here is a user exporting again and again, far past what the per-user
    // export limits allow a person: they are lifted so the load measures the same work as
    // before them (the limits have their own tests).
    EXPORTS_AT_ONCE: "100",
    EXPORTS_PER_HOUR: "100000",
  });
  try {
    const people: User[] = [];
    for (let n = 0; n < users; n++) people.push(await makeUser(server.origin, n));
    const signInMs: number[] = [];
    for (let n = 0; n < users; n++) {
      const started = performance.now();
      const signIn = await fetch(`${server.origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          origin: server.origin,
          "content-type": "application/json",
          "x-forwarded-for": nextAddress(),
        },
        body: JSON.stringify({ email: `load-${n}@example.com`, password }),
      });
      await signIn.arrayBuffer();
      if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
      signInMs.push(performance.now() - started);
    }
    // Connections opened, statements prepared, code warmed.
    await run(server.origin, people, 50, mix, 3);
    const mixed = [await run(server.origin, people, 50, mix), await run(server.origin, people, 200, mix)];
    const read: Step[] = [mix[0]!];
    const writes: Step[] = [mix[3]!, mix[5]!];
    const [readBesideWrites, writesBeside] = await Promise.all([
      run(server.origin, people.slice(0, 50), 50, read),
      run(server.origin, people.slice(50), 10, writes),
    ]);
    const bare = await startBareServer(settings.DATABASE_URL);
    try {
      await run(bare.origin, people.slice(0, 50), 50, read, 2);
      const bareRead = await run(bare.origin, people.slice(0, 50), 50, read);
      return { signInMs, mixed, readBesideWrites, writesBeside, bareRead };
    } finally {
      await bare.close();
    }
  } finally {
    await server.close();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;
const mark = (met: boolean) => (met ? "met" : "missed");

export function mixedLoadReport(result: MixedLoadResult, loadAverage: string): string[] {
  const row = (name: string, figures: LoadFigures) =>
    `| ${name} | ${figures.connections} | ${Math.round(figures.requestsPerSecond)} | ${round(figures.p50)} ms | ${round(figures.p95)} ms | ${round(figures.p99)} ms | ${figures.errors} |`;
  const read = result.readBesideWrites;
  return [
    "## Many users at once: a mixed load on PostgreSQL",
    "",
    `${users} users with ${applicationsPerUser} applications and a document each; every autocannon connection is one of them, going round reads of single applications (4 in 10 requests), the list's first 100, a create, an update, analytics, a document download and a CSV export of their applications, for ${seconds} s after a warm-up. Then the single-application read at 50 connections while 10 more write (creates and updates) beside it, and the bare Node + pg server doing the same read. autocannon runs beside the server on the same machine (load average ${loadAverage}). Targets: 0 errors at 200 connections; the read at least ${loadTargets.readRequestsPerSecond} a second with p99 under ${loadTargets.readP99Ms} ms while writes run.`,
    "",
    "| Load | Connections | Requests/s | p50 | p95 | p99 | Errors |",
    "|---|---|---|---|---|---|---|",
    ...result.mixed.map((figures) => row("Mixed", figures)),
    row("Single read, writes beside it", read),
    row("Writes beside it", result.writesBeside),
    row("Single read, bare Node + pg", result.bareRead),
    "",
    `Errors at 200 connections: ${mark(result.mixed.every((figures) => figures.errors === 0))}; the read beside writes: ${mark(read.requestsPerSecond >= loadTargets.readRequestsPerSecond)} (requests a second), ${mark(read.p99 < loadTargets.readP99Ms)} (p99).`,
    "",
    `A sign-in (its password checked against an argon2id hash of 19 MiB and 2 passes), ${result.signInMs.length} one after another before the load: median ${round(percentile(result.signInMs, 50))} ms, p95 ${round(percentile(result.signInMs, 95))} ms (target under ${loadTargets.signInP95Ms} ms at p95: ${mark(percentile(result.signInMs, 95) < loadTargets.signInP95Ms)}).`,
  ];
}

// Run on its own.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const postgres = await postgresUrl();
  if (!postgres) throw new Error("no PostgreSQL to run on");
  try {
    const result = await benchMixedLoad({ DATABASE_URL: postgres.url });
    const os = await import("node:os");
    console.log(`\n${mixedLoadReport(result, os.loadavg()[0]!.toFixed(1)).join("\n")}`);
  } finally {
    await postgres.drop();
  }
}
