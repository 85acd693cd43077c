// A real app on a real database for API tests: captured mail, a cookie jar, and the
// account steps every suite needs.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { type ClientResponse, hc } from "hono/client";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { DataExport } from "@/domain/privacy";
import type { ApiRoutes } from "../app";
import { user } from "../db/schema";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import type { Mailer, OutgoingMail } from "../mail/mailer";
import { buildServer, type Server } from "../server";
import { signupBody, strongPassword } from "./accounts";
import { type TestDatabase, testDatabases } from "./databases";

export { signupBody, strongPassword } from "./accounts";

export const testOrigin = "http://localhost:3000";

export type CapturingMailer = Mailer & {
  sent: OutgoingMail[];
  /** The next mail fails, as with a mail server that refuses it. */
  failNext: boolean;
  /** While true, every mail fails, as with a mail server that is down. */
  down: boolean;
  /** How many mails failed so far. */
  failures: number;
};

function capturingMailer(): CapturingMailer {
  const mailer: CapturingMailer = {
    transport: "smtp",
    sent: [],
    failNext: false,
    down: false,
    failures: 0,
    forgetRecipient: async () => 0,
    async send(mail) {
      if (mailer.failNext || mailer.down) {
        mailer.failNext = false;
        mailer.failures += 1;
        throw new Error("SMTP server unavailable");
      }
      mailer.sent.push(mail);
    },
  };
  return mailer;
}

export type TestServer = Server & {
  mailer: CapturingMailer;
  request: (
    url: string,
    init?: RequestInit & { json?: unknown; jar?: CookieJar; ip?: string },
  ) => Promise<Response>;
  /** A JSON request as the jar's browser makes it, read back: its status and parsed body. */
  call: (
    jar: CookieJar,
    method: string,
    url: string,
    json?: unknown,
    options?: { ip?: string },
  ) => Promise<{ status: number; body: ReturnType<typeof JSON.parse> }>;
  /**
   * The API as the web app's client calls it, typed from the route definitions, as the jar's
   * browser: `server.api(jar).tags.$post({ json })`. A changed route or body fails to compile.
   */
  api: (jar?: CookieJar, options?: { ip?: string }) => ReturnType<typeof hc<ApiRoutes>>;
  dispose: () => Promise<void>;
};

export class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  has(name: string) {
    return [...this.cookies.keys()].some((key) => key.includes(name));
  }
}

let ipCounter = 1;
/** A distinct client address per test, so per-IP limits do not leak between tests. */
export const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

export async function startTestServer(
  database: TestDatabase,
  settings: Record<string, string> = {},
  options: {
    /** Whether this server runs background jobs (false: they wait for another). */
    runJobs?: boolean;
    /** A DATA_DIR shared with another server (kept on dispose); a fresh one otherwise. */
    dataDir?: string;
    /** How users' mail servers are reached: a test IMAP server's certificate authority, the IDLE wait. */
    mailbox?: { ca: string; idleSeconds?: number };
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "jobtrail-test-"));
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: testOrigin,
    TRUST_PROXY: "true",
    LOG_LEVEL: "silent",
    ...settings,
  });
  const mailer = capturingMailer();
  const server = await buildServer({
    env,
    logger: createLogger("silent"),
    database: await database.target(dataDir),
    mailer,
    runJobs: options.runJobs,
    ...(options.mailbox
      ? { mailboxOptions: { tls: { ca: options.mailbox.ca }, idleSeconds: options.mailbox.idleSeconds } }
      : {}),
  });
  const request: TestServer["request"] = async (url, init = {}) => {
    const { json, jar, ip, ...rest } = init;
    const headers = new Headers(rest.headers);
    // The app's own origin unless a test names another; an empty one sends none.
    if (!headers.has("origin")) headers.set("origin", testOrigin);
    else if (headers.get("origin") === "") headers.delete("origin");
    headers.set("x-forwarded-for", ip ?? freshIp());
    if (json !== undefined) headers.set("content-type", "application/json");
    if (jar) headers.set("cookie", jar.header());
    const response = await server.app.request(url, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json), method: rest.method ?? "POST" } : {}),
    });
    jar?.store(response);
    return response;
  };
  return {
    ...server,
    mailer,
    request,
    async call(jar, method, url, json, options = {}) {
      const response = await request(url, {
        method,
        jar,
        ...(options.ip ? { ip: options.ip } : {}),
        ...(json === undefined ? {} : { json }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    api: (jar, { ip } = {}) =>
      hc<ApiRoutes>(`${testOrigin}/api`, {
        fetch: (input: RequestInfo | URL, init?: RequestInit) =>
          request(String(input), { ...init, ...(jar ? { jar } : {}), ...(ip ? { ip } : {}) }),
      }),
    async dispose() {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The body of a typed call's answer, which must have `status` (the test fails with the body
 * that came instead), typed as the route declares that answer.
 */
export async function answered<R extends ClientResponse<unknown, number, string>, S extends R["status"]>(
  call: Promise<R>,
  status: S,
): Promise<R extends ClientResponse<infer Body, S, string> ? Body : never> {
  const response = await call;
  const text = await response.text();
  const body = text ? JSON.parse(text) : null;
  expect({ status: response.status, body }).toEqual({ status, body: expect.anything() });
  return body;
}

/**
 * A suite on each test database (PGlite, and PostgreSQL with TEST_DATABASE_URL), with one
 * server started before its tests (with `settings` over the test defaults) and, after them,
 * disposed with its database dropped. `define` gets the server as its tests will see it:
 * usable inside tests and hooks, not while the suite is being defined.
 */
export function describeOnEachDatabase(
  title: string,
  ...args:
    | [define: (server: TestServer, database: TestDatabase) => void]
    | [settings: Record<string, string>, define: (server: TestServer, database: TestDatabase) => void]
) {
  const [settings, define] = args.length === 1 ? [{}, args[0]] : args;
  describe.each(testDatabases())(`${title} on $name`, (database) => {
    let started: TestServer | undefined;
    const current = () => {
      if (!started) throw new Error("the suite's server is used before its tests start");
      return started;
    };
    const server = new Proxy({} as TestServer, {
      get: (_, key) => Reflect.get(current(), key),
      set: (_, key, value) => Reflect.set(current(), key, value),
    });
    beforeAll(async () => {
      started = await startTestServer(database, settings);
    });
    afterAll(async () => {
      await started?.dispose();
      await database.drop();
    });
    define(server, database);
  });
}

/** The token inside the last mail to `to` whose link contains `marker`. */
export function tokenFromMail(
  mailer: CapturingMailer,
  to: string,
  parameter: "token_hash" | "token" | "invitation",
): string {
  const mail = mailer.sent.findLast((m) => m.to === to && m.link?.includes(`${parameter}=`));
  if (!mail?.link) throw new Error(`no mail with ${parameter} to ${to}`);
  const value = new URL(mail.link).searchParams.get(parameter);
  if (!value) throw new Error(`mail link without ${parameter}`);
  return value;
}

/** Signs up, confirms through the mailed link and signs in; returns the signed-in jar. */
export async function signedInUser(server: TestServer, email: string, extra: Record<string, unknown> = {}) {
  const signup = await server.request("/api/auth/sign-up/email", { json: signupBody(email, extra) });
  if (signup.status !== 200) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const token = tokenFromMail(server.mailer, email, "token_hash");
  const verify = await server.request(`/api/auth/verify-email?token=${token}`);
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status}`);
  const jar = new CookieJar();
  const signIn = await server.request("/api/auth/sign-in/email", {
    json: { email, password: strongPassword, rememberMe: true },
    jar,
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return jar;
}

/** A new account, confirmed and signed in: its jar, its address and its id. */
export async function newAccount(server: TestServer, email: string, extra: Record<string, unknown> = {}) {
  const jar = await signedInUser(server, email, extra);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { jar, email, id: row!.id };
}

type NewApplication = Parameters<ReturnType<TestServer["api"]>["applications"]["$post"]>[0]["json"];

/** Adds an application through the API (an engineer's application of 1 March 2026 unless `fields` say otherwise). */

export const addApplication = (server: TestServer, jar: CookieJar, fields: Partial<NewApplication> = {}) =>
  answered(
    server.api(jar).applications.$post({
      json: {
        company: "Acme",
        jobTitle: "Engineer",
        applicationDate: "2026-03-01",
        status: "Applied",
        ...fields,
      },
    }),
    201,
  );

/** Waits for a data export to be built (or to fail), as its owner's privacy page polls for it. */
export async function exportReady(server: TestServer, jar: CookieJar, id: string): Promise<DataExport> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { items } = await answered(server.api(jar).privacy.exports.$get(), 200);
    const found = items.find((item) => item.id === id);
    if (found && (found.status === "ready" || found.status === "failed")) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the export never finished");
}

/** Polls `read` until it gives something, for at most `seconds`. */
export async function eventually<T>(
  what: string,
  read: () => Promise<T | undefined> | T | undefined,
  seconds = 20,
) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still waiting for ${what} after ${seconds} s`);
}
