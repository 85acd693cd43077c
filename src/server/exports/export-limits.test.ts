// Heavy exports within each user's limits: a few written at once, a few dozen an hour, the
// proof of applications and the data export counted with the reports. Over a limit the
// answer is 429 with the envelope, before any work starts; a place is given back once its
// file has been written to its end, or dropped (its client gone).
import { PassThrough } from "node:stream";
import { expect, it } from "vitest";
import { exportLimitMessages } from "@/domain/export-limits";
import {
  addApplication,
  type CookieJar,
  describeOnEachDatabase,
  eventually,
  newAccount,
} from "../testing/server-kit";

describeOnEachDatabase("export limits", { EXPORTS_AT_ONCE: "2", EXPORTS_PER_HOUR: "5" }, (server) => {
  let accounts = 0;

  const newUser = async () => {
    const account = await newAccount(server, `exports${++accounts}@example.com`);
    await addApplication(server, account.jar);
    return account;
  };
  const exportAs = (jar: CookieJar, format: "csv" | "pdf" | "json") =>
    server.api(jar).applications.export.$get({ query: { format } });
  const proof = (jar: CookieJar) =>
    server.api(jar).reports.proof.$get({ query: { from: "2026-01-01", to: "2026-12-31", format: "pdf" } });
  const requestDataExport = (jar: CookieJar) => server.api(jar).privacy.exports.$post({ json: {} });

  it("writes a few at once: another waits until one of them has been written or dropped", async () => {
    const { jar, id } = await newUser();
    // Two exports still being written (their streams not yet ended) take both places.
    const writing = [new PassThrough(), new PassThrough()];
    for (const file of writing) await server.exportLimits.stream(id, "applications", async () => file);
    for (const refused of [await exportAs(jar, "csv"), await proof(jar)]) {
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: { code: "RATE_LIMITED", message: exportLimitMessages.atOnce },
      });
    }
    // Another user is not held up by this one.
    const other = await newUser();
    expect((await exportAs(other.jar, "csv")).status).toBe(200);

    // One written to its end gives its place back.
    writing[0]!.end("done");
    writing[0]!.resume();
    const next = await eventually("a place given back once a file is written", async () => {
      const attempt = await exportAs(jar, "csv");
      if (attempt.status === 200) return attempt;
      await attempt.body?.cancel();
      return undefined;
    });
    expect(await next.text()).toContain("Acme");
    // One whose client went away (its stream destroyed) gives its place back too.
    writing[1]!.destroy();
    await eventually("a place given back once its client has gone", async () => {
      // Refused attempts are not counted in the hour; only this one success is.
      const attempt = await exportAs(jar, "json");
      await attempt.arrayBuffer();
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
    expect((await requestDataExport(jar)).status).toBe(202);
    const fifth = await exportAs(jar, "csv");
    expect(fifth.status).toBe(200);
    await fifth.arrayBuffer();
    for (const refused of [await exportAs(jar, "pdf"), await proof(jar)]) {
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: { code: "RATE_LIMITED", message: exportLimitMessages.perHour },
      });
    }
    expect(await (await requestDataExport(jar)).json()).toEqual({
      error: { code: "RATE_LIMITED", message: exportLimitMessages.perHour },
    });
  });
});
