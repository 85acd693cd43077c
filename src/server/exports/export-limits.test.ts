// Heavy exports within each user's limits: a few written at once, a few dozen an hour, the
// proof of applications and the data export counted with the reports. Over a limit the
// answer is 429 with the envelope, before any work starts; a place is given back once its
// file has been sent, or its client has gone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportLimitMessages } from "@/domain/export-limits";
import { testDatabases } from "../testing/databases";
import {
  addApplication,
  eventually,
  newAccount,
  startTestServer,
  type TestServer,
} from "../testing/server-kit";

describe.each(testDatabases())("export limits on $name", (database) => {
  let server: TestServer;
  let accounts = 0;
  beforeAll(async () => {
    server = await startTestServer(database, { EXPORTS_AT_ONCE: "2", EXPORTS_PER_HOUR: "5" });
  });
  afterAll(async () => {
    await server.dispose();
    await database.drop();
  });

  const newUser = async () => {
    const account = await newAccount(server, `exports${++accounts}@example.com`);
    await addApplication(server, account.jar);
    return account;
  };
  const exportAs = (jar: Awaited<ReturnType<typeof newUser>>["jar"], format: "csv" | "pdf" | "json") =>
    server.request(`/api/applications/export?format=${format}`, { jar });
  const proof = (jar: Awaited<ReturnType<typeof newUser>>["jar"]) =>
    server.request("/api/reports/proof?from=2026-01-01&to=2026-12-31&format=pdf", { jar });

  it("writes a few at once: another waits for one of them to be sent", async () => {
    const { jar } = await newUser();
    const first = await exportAs(jar, "pdf");
    const second = await proof(jar);
    expect([first.status, second.status]).toEqual([200, 200]);
    // Neither file has been read yet: both places are taken.
    const refused = await exportAs(jar, "csv");
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toEqual({
      code: "RATE_LIMITED",
      message: exportLimitMessages.atOnce,
    });
    // Another user is not held up by this one.
    const other = await newUser();
    expect((await exportAs(other.jar, "csv")).status).toBe(200);

    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const third = await eventually("a place given back once a file is sent", async () => {
      const attempt = await exportAs(jar, "csv");
      if (attempt.status === 200) return attempt;
      await attempt.body?.cancel();
      return undefined;
    });
    expect(await third.text()).toContain("Acme");
    // A client that goes away gives its place back too.
    await second.body?.cancel();
    await eventually("a place given back once its client has gone", async () => {
      const attempt = await exportAs(jar, "json");
      await attempt.body?.cancel();
      return attempt.status === 200 ? true : undefined;
    });
  });

  it("takes a few dozen an hour, the proof and the data export counted with the reports", async () => {
    const { jar } = await newUser();
    for (const ask of [() => exportAs(jar, "csv"), () => proof(jar), () => exportAs(jar, "json")]) {
      const answer = await ask();
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
    expect((await server.call(jar, "POST", "/api/privacy/exports", {})).status).toBe(202);
    const fifth = await exportAs(jar, "csv");
    expect(fifth.status).toBe(200);
    await fifth.arrayBuffer();
    for (const refused of [await exportAs(jar, "pdf"), await proof(jar)]) {
      expect(refused.status).toBe(429);
      expect((await refused.json()).error).toEqual({
        code: "RATE_LIMITED",
        message: exportLimitMessages.perHour,
      });
    }
    expect((await server.call(jar, "POST", "/api/privacy/exports", {})).body.error).toEqual({
      code: "RATE_LIMITED",
      message: exportLimitMessages.perHour,
    });
  });
});
