// Scale: one user's list, search, export and analytics in a PostgreSQL database holding
// 50,000 users and about 10,000,000 applications, against the same user's same data in a
// database of their own. The indexes should do the work, so the crowded database may cost at
// most twice the lone one's time. Also the plans (EXPLAIN ANALYZE) of the statements behind
// each request. Used by bench/run.ts; `npm run bench:scale` runs it alone.
//
// How the crowd is made, in minutes rather than hours: a template account is filled through
// the app's own seed (1,000 realistic applications with companies and histories), then
// copied in SQL to every other user. User 1, the one measured, gets every application of the
// template; each other user the applications of a fifth of its companies (about 200). The
// copies are written one template application at a time, to all users at once, so each
// user's rows lie spread over the whole table as years of use would leave them, not side by
// side. SCALE_USERS sets the number of users (50,000).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { machine, percentile, postgresUrl, scaleHeading } from "../scripts/results-file";
import { seedAccount, signInOverHttp } from "../scripts/seed-account";
import { parseEnv } from "../src/server/env";
import { createLogger } from "../src/server/logger";
import { buildServer } from "../src/server/server";
import { startAppServer } from "../tests/e2e/fixtures";

const scaleUsers = Number(process.env.SCALE_USERS ?? 50_000);
const templateApplications = 1_000;
const templateEmail = "scale-template@example.com";
const password = "Bench!Passw0rd";
/** The measured user: the first copy, with all of the template's applications. */
const measuredId = "scale-1";
const measuredEmail = `${measuredId}@example.com`;
const warmUpRuns = 3;
const runs = 30;
/** What the crowded database may cost, as a multiple of the lone user's median. */
const allowedRatio = 2;

/** The requests measured, as the app and an API client send them. */
const operations = [
  { name: "List (the whole list, as the table loads it)", path: "/api/applications?limit=10000" },
  { name: "Search (“engineer”)", path: "/api/applications?limit=10000&q=engineer" },
  { name: "Export as CSV", path: "/api/applications/export?format=csv" },
  { name: "Analytics (all time)", path: "/api/analytics" },
] as const;

type Timing = { name: string; times: number[]; bytes: number };
type Plan = { operation: string; statement: string; plan: string };
export type ScaleResult = {
  users: number;
  applications: number;
  measuredApplications: number;
  buildSeconds: number;
  databaseSize: string;
  alone: Timing[];
  crowded: Timing[];
  plans: Plan[];
};

const tables = ["companies", "applications", "application_status_history"] as const;

/**
 * Copies the template's rows of `table` to users 1 to `copies`, each column as it is but
 * those `replaced` (SQL over the template row `t` and the copy's number `c`), for the rows
 * `where` keeps.
 */
async function copyRows(
  client: pg.Client,
  table: string,
  from: string,
  copies: number,
  replaced: Record<string, string>,
  where = "true",
  params: unknown[] = [],
) {
  const { rows } = await client.query<{ column_name: string }>(
    "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position",
    [table],
  );
  const columns = rows.map((row) => row.column_name);
  const values = columns.map((column) => replaced[column] ?? `t."${column}"`);
  const quoted = columns.map((column) => `"${column}"`).join(", ");
  const copiesParam = `$${params.length + 1}`;
  await client.query(
    `insert into "${table}" (${quoted}) select ${values.join(", ")} from ${from} t cross join generate_series(1, ${copiesParam}::int) c where ${where}`,
    [...params, copies],
  );
}

/** The copy's ids: stable for a template id and a copy, so a history entry finds its application. */
const copyOf = (column: string) => `md5(c::text || ':' || t."${column}"::text)::uuid`;
const userOf = `'scale-' || c`;

/**
 * Fills the database at `url` (migrated by the seed): the template through the app's seed,
 * then `copies` users copied from it. Indexes other than the keys are dropped while the rows
 * go in and built again after, as a bulk load does; triggers and foreign-key checks are off
 * for the copy (session_replication_role), which is consistent by construction.
 */
async function fill(settings: Record<string, string>, copies: number, log: (text: string) => void) {
  seedAccount(settings, { email: templateEmail, password, count: templateApplications, seed: "scale" });
  const client = new pg.Client({ connectionString: settings.DATABASE_URL });
  await client.connect();
  try {
    await client.query("set session_replication_role = replica");
    await client.query("set synchronous_commit = off");
    await client.query("set maintenance_work_mem = '1GB'");
    const [template] = (
      await client.query<{ id: string }>(`select id from "user" where email = $1`, [templateEmail])
    ).rows;
    const templateId = template!.id;
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes i
       where schemaname = 'public' and tablename = any($1)
         and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
      [tables],
    );
    for (const index of indexes) await client.query(`drop index "${index.name}"`);

    // Which fifth of the companies each copy gets (all of them for the measured user).
    await client.query(
      `create temp table t_companies as
         select *, (row_number() over (order by id)) % 5 as part from companies where user_id = $1`,
      [templateId],
    );
    await client.query(
      `create temp table t_applications as
         select a.*, tc.part from applications a join t_companies tc on tc.id = a.company_id
         where a.user_id = $1 order by a.application_date`,
      [templateId],
    );
    await client.query(
      "create temp table t_history as select h.*, ta.part from application_status_history h join t_applications ta on ta.id = h.application_id",
    );
    const belongs = "(c = 1 or t.part = c % 5)";

    // The user and the profile: the same id and address, a copy of the template's.
    const person = { id: userOf, email: `${userOf} || '@example.com'` };
    for (const table of ["user", "profiles"])
      await copyRows(client, table, `"${table}"`, copies, person, "t.id = $1", [templateId]);
    await copyRows(
      client,
      "account",
      "account",
      copies,
      { id: `'scale-account-' || c`, account_id: userOf, user_id: userOf },
      "t.user_id = $1",
      [templateId],
    );
    await copyRows(
      client,
      "companies",
      "t_companies",
      copies,
      { id: copyOf("id"), user_id: userOf },
      belongs,
    );

    const { rows: templateRows } = await client.query<{ id: string }>("select id from t_applications");
    const started = performance.now();
    for (const [done, { id }] of templateRows.entries()) {
      await copyRows(
        client,
        "applications",
        "t_applications",
        copies,
        { id: copyOf("id"), user_id: userOf, company_id: copyOf("company_id") },
        `t.id = $1 and ${belongs}`,
        [id],
      );
      await copyRows(
        client,
        "application_status_history",
        "t_history",
        copies,
        { id: "gen_random_uuid()", user_id: userOf, application_id: copyOf("application_id") },
        `t.application_id = $1 and ${belongs}`,
        [id],
      );
      if ((done + 1) % 100 === 0)
        log(
          `  ${done + 1} of ${templateRows.length} template applications copied (${Math.round((performance.now() - started) / 1000)} s)`,
        );
    }
    log("  building the indexes again...");
    for (const index of indexes) await client.query(index.definition);
    log("  vacuum analyze...");
    await client.query(
      `vacuum analyze ${tables.map((table) => `"${table}"`).join(", ")}, "user", account, profiles`,
    );
  } finally {
    await client.end();
  }
}

async function measure(origin: string): Promise<Timing[]> {
  const cookie = await signInOverHttp(origin, measuredEmail, password);
  const timings: Timing[] = [];
  for (const operation of operations) {
    const once = async () => {
      const started = performance.now();
      const response = await fetch(`${origin}${operation.path}`, { headers: { cookie } });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${operation.path}: ${response.status}`);
      return { elapsed: performance.now() - started, bytes: body.byteLength };
    };
    const first = await once();
    for (let run = 1; run < warmUpRuns; run++) await once();
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push((await once()).elapsed);
    timings.push({ name: operation.name, times, bytes: first.bytes });
  }
  return timings;
}

/**
 * The statements each measured request sends about applications, companies and histories,
 * heard from the ORM of a server built in this process, each explained with its parameters
 * (the export's later pages repeat its first statement, so each text is shown once).
 */
async function explain(settings: Record<string, string>): Promise<Plan[]> {
  let heard: { text: string; params: unknown[] }[] = [];
  const env = parseEnv({ ...process.env, ...settings, LOG_LEVEL: "error" });
  const server = await buildServer({
    env,
    logger: createLogger("error"),
    database: {
      kind: "postgres",
      url: settings.DATABASE_URL!,
      onQuery: (text, params) => heard.push({ text, params }),
    },
    runJobs: false,
  });
  const client = new pg.Client({ connectionString: settings.DATABASE_URL });
  await client.connect();
  try {
    const signIn = await server.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: env.appUrl },
      body: JSON.stringify({ email: measuredEmail, password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const plans: Plan[] = [];
    for (const operation of operations) {
      heard = [];
      const response = await server.app.request(operation.path, { headers: { cookie } });
      await response.arrayBuffer();
      const seen = new Set<string>();
      for (const { text, params } of heard) {
        if (!/\b(applications|companies|application_status_history)\b/.test(text) || seen.has(text)) continue;
        if (!/^\s*(select|with)\b/i.test(text)) continue;
        seen.add(text);
        const { rows } = await client.query<{ "QUERY PLAN": string }>(
          `explain (analyze, buffers, costs off) ${text}`,
          params,
        );
        plans.push({
          operation: operation.name,
          statement: text,
          plan: rows.map((row) => row["QUERY PLAN"]).join("\n"),
        });
      }
    }
    return plans;
  } finally {
    await client.end();
    await server.close();
  }
}

async function sizeOf(
  url: string,
): Promise<{ size: string; applications: number; measured: number; users: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      size: string;
      applications: number;
      measured: number;
      users: number;
    }>(
      `select pg_size_pretty(pg_database_size(current_database())) as size,
         (select count(*)::int from applications) as applications,
         (select count(*)::int from applications where user_id = $1) as measured,
         (select count(*)::int from "user") as users`,
      [measuredId],
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/** Builds, measures and drops the lone user's database, then the crowded one. */
export async function benchScale(
  log: (text: string) => void = console.log,
): Promise<ScaleResult | undefined> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-scale-"));
  const measureOn = async (copies: number) => {
    const postgres = await postgresUrl();
    if (!postgres) return undefined;
    const settings = { DATABASE_URL: postgres.url, DATA_DIR: dataDir };
    try {
      log(`\nScale: ${copies + 1} user(s)...`);
      const started = performance.now();
      await fill(settings, copies, log);
      const buildSeconds = (performance.now() - started) / 1000;
      const size = await sizeOf(postgres.url);
      log(
        `  ${size.users} users, ${size.applications} applications, ${size.size}, in ${Math.round(buildSeconds)} s`,
      );
      const server = await startAppServer(settings);
      let timings: Timing[];
      try {
        timings = await measure(server.origin);
      } finally {
        await server.close();
      }
      const plans = copies > 1 ? await explain(settings) : [];
      return { size, buildSeconds, timings, plans };
    } finally {
      await postgres.drop();
    }
  };
  try {
    const alone = await measureOn(1);
    if (!alone) return undefined;
    const crowded = await measureOn(scaleUsers - 1);
    if (!crowded) return undefined;
    return {
      users: crowded.size.users,
      applications: crowded.size.applications,
      measuredApplications: crowded.size.measured,
      buildSeconds: crowded.buildSeconds,
      databaseSize: crowded.size.size,
      alone: alone.timings,
      crowded: crowded.timings,
      plans: crowded.plans,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const plansFile = path.resolve(import.meta.dirname, "scale-plans.md");

const ms = (value: number) => `${Math.round(value * 10) / 10} ms`;

export function scaleReport(result: ScaleResult, loadAverage: string): string[] {
  const count = (value: number) => value.toLocaleString("en-US");
  const lines = [
    `${scaleHeading}: one user among ${count(result.users)} with ${count(result.applications)} applications`,
    "",
    `Measured on ${new Date().toISOString().slice(0, 10)} (${machine()}), PostgreSQL. The measured user has ${count(result.measuredApplications)} applications, in both databases the same: alone (with the template account they were copied from) and among ${count(result.users)} users with ${count(result.applications)} applications in all (${result.databaseSize}, built in ${Math.round(result.buildSeconds / 60)} min). ${runs} requests each after ${warmUpRuns} warm-up requests, over HTTP to a separate server process. Target: the crowded median at most ${allowedRatio}× the lone one. Load average ${loadAverage}.`,
    "",
    "| Request | Alone, median | Crowded, median | Crowded, p95 | Ratio | Target |",
    "|---|---|---|---|---|---|",
  ];
  for (const crowded of result.crowded) {
    const alone = result.alone.find((timing) => timing.name === crowded.name)!;
    const ratio = percentile(crowded.times, 50) / percentile(alone.times, 50);
    lines.push(
      `| ${crowded.name} | ${ms(percentile(alone.times, 50))} | ${ms(percentile(crowded.times, 50))} | ${ms(percentile(crowded.times, 95))} | ${ratio.toFixed(2)} | ${ratio <= allowedRatio ? "met" : "**missed**"} |`,
    );
  }
  lines.push(
    "",
    `How each statement reaches the rows in the crowded database: the scans of its plan (EXPLAIN ANALYZE, each statement once; the whole plans are in \`${path.basename(plansFile)}\`).`,
    "",
    "| Request | Statement | Scans | Execution |",
    "|---|---|---|---|",
  );
  for (const [index, plan] of result.plans.entries()) {
    const execution = /Execution Time: ([\d.]+) ms/.exec(plan.plan)?.[1];
    lines.push(
      `| ${plan.operation} | ${index + 1} | ${scansOf(plan.plan).join("<br>")} | ${execution ? ms(Number(execution)) : "?"} |`,
    );
  }
  return lines;
}

/** The plan's lines that read a table or an index, without their timings. */
function scansOf(plan: string): string[] {
  const scans = plan
    .split("\n")
    .map((line) => line.replace(/^\s*(->\s*)?/, "").replace(/\s*\(actual.*$/, ""))
    .filter((line) =>
      /^(Parallel )?(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan|Bitmap Index Scan)\b/.test(line),
    );
  return [...new Set(scans)].map((line) => `\`${line}\``);
}

/** Every statement's whole plan, with its text. */
export function writeScalePlans(result: ScaleResult) {
  const lines = [
    "# Scale: the plans",
    "",
    `Written by \`npm run bench\` (or \`npm run bench:scale\`) with bench/results.md: the statements behind one user's requests among ${result.users.toLocaleString("en-US")} users and ${result.applications.toLocaleString("en-US")} applications, as EXPLAIN (ANALYZE, BUFFERS) showed them.`,
  ];
  for (const [index, plan] of result.plans.entries()) {
    lines.push(
      "",
      `## ${index + 1}. ${plan.operation}`,
      "",
      "```sql",
      plan.statement.trim(),
      "```",
      "",
      "```",
      plan.plan,
      "```",
    );
  }
  writeFileSync(plansFile, `${lines.join("\n")}\n`);
}
