// PostgreSQL going away under load: requests during the outage get a clear 503 with the
// error envelope (never a 500, never a sign-out), the server process stays up, health says
// the database is down, and it serves again within seconds of the database's return, with
// every write it answered kept. On a cluster of the suite's own, stopped and started here.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBody } from "@/domain/errors";
import { ownPostgresAvailable, startOwnPostgres } from "./testing/own-postgres";
import { cookiesOf, freePort, startServerProcess, waitUntilServing } from "./testing/processes";
import { signupBody } from "./testing/server-kit";

describe.skipIf(!ownPostgresAvailable)("the database going away under load", () => {
  let postgres: Awaited<ReturnType<typeof startOwnPostgres>>;
  let server: ReturnType<typeof startServerProcess>;
  let origin: string;
  let cookie: string;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-outage-"));

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = startServerProcess(
      { DATABASE_URL: postgres.url, REQUIRE_EMAIL_VERIFICATION: "false", LOG_LEVEL: "error" },
      dataDir,
      port,
    );
    await waitUntilServing(origin, server);
    const signup = await call("POST", "/api/auth/sign-up/email", signupBody("katherine@example.com"));
    expect(signup.status).toBe(200);
    cookie = cookiesOf(signup);
  }, 60_000);

  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function call(method: string, url: string, json?: unknown) {
    return fetch(`${origin}${url}`, {
      method,
      headers: {
        origin,
        ...(cookie ? { cookie } : {}),
        ...(json === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  }

  it("answers 503 with the envelope while it is down, stays up, and serves again once it is back", async () => {
    const answered: string[] = [];
    const refusals: { status: number; body: string }[] = [];
    let sequence = 0;
    let running = true;
    const lane = async () => {
      while (running) {
        const n = sequence++;
        try {
          const response =
            n % 2 === 0
              ? await call("POST", "/api/applications", {
                  company: "Outage Co",
                  jobTitle: `Engineer ${n}`,
                  applicationDate: "2026-03-02",
                  status: "Applied",
                })
              : await call("GET", "/api/applications?limit=5");
          const body = await response.text();
          if (response.status === 201) answered.push(`Engineer ${n}`);
          else if (response.status >= 300) refusals.push({ status: response.status, body });
        } catch (error) {
          refusals.push({ status: 0, body: String(error) });
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const lanes = [lane(), lane(), lane()];
    // Under load before the outage: at least half a second, and until a write was answered
    // (on a busy machine the first can take longer), for at most 20 seconds.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let waited = 0; answered.length === 0 && waited < 20_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const answeredBefore = answered.length;
    expect(answeredBefore).toBeGreaterThan(0);

    postgres.stop();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // A server that stopped says why (a CI run once found it gone, with nothing to read).
    expect(server.child.exitCode, `the server stopped:\n${server.output().slice(-3000)}`).toBeNull();
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(503);
    expect(server.child.exitCode).toBeNull();
    const duringOutage = refusals.length;
    expect(duringOutage).toBeGreaterThan(0);

    postgres.start();
    const back = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - back < 15_000) {
      recovered = (await call("GET", "/api/applications?limit=5")).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered).toBe(true);
    const recoveryMs = Date.now() - back;
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(lanes);

    // Every refusal was the clear, retryable one: 503 with the envelope; no 500, no 401.
    for (const refusal of refusals) {
      expect(refusal.status, refusal.body).toBe(503);
      expect(isErrorBody(JSON.parse(refusal.body)), refusal.body).toBe(true);
    }
    expect(recoveryMs).toBeLessThan(10_000);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);

    // What it answered, it kept.
    const list = await call("GET", "/api/applications?limit=10000");
    const titles = new Set(
      ((await list.json()) as { items: { jobTitle: string }[] }).items.map((item) => item.jobTitle),
    );
    for (const title of answered) expect(titles.has(title), title).toBe(true);
  }, 60_000);
});
