// Two server processes on one PostgreSQL, one S3-compatible store and one mail server, as
// behind a load balancer (one public origin, requests alternating between them): a session
// made on one works on the other, a change made through one is seen through the other at
// once, rate limits count across both, files stored by one are read by the other, and a
// background job (a data export, a contact message's mail, a daily digest) runs once.
// PostgreSQL only: the embedded database is one process's (docs/deploy.md).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "./testing/databases";
import { type ReceivedMail, startMailServer } from "./testing/mail-server";
import {
  cookiesOf,
  freePort,
  type ServerProcess,
  startServerProcess,
  waitUntilServing,
} from "./testing/processes";
import { startS3 } from "./testing/s3";
import { signupBody, strongPassword } from "./testing/server-kit";

const postgres = testDatabases().find((database) => database.name === "postgres");
const origin = "https://jobs.example.test";

describe.skipIf(!postgres)("two instances behind one address", () => {
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let addresses: string[] = [];
  let s3: Awaited<ReturnType<typeof startS3>>;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let ip = 1;

  beforeAll(async () => {
    const database = await postgres!.target();
    if (database.kind !== "postgres") throw new Error("not PostgreSQL");
    s3 = await startS3("jobtrail-instances");
    mail = await startMailServer();
    const shared = {
      DATABASE_URL: database.url,
      APP_URL: origin,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      SMTP_URL: mail.url,
      SUPPORT_EMAIL: "support@jobs.example.test",
      TRUST_PROXY: "true",
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      LOG_LEVEL: "error",
      // Both look for due digests every second, so both find the same one at once.
      DIGEST_CHECK_SECONDS: "1",
    };
    const ports = [await freePort(), await freePort()];
    addresses = ports.map((port) => `http://127.0.0.1:${port}`);
    for (const port of ports) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-instance-"));
      dataDirs.push(dataDir);
      servers.push(startServerProcess(shared, dataDir, port));
    }
    await Promise.all(servers.map((server, index) => waitUntilServing(addresses[index]!, server)));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill("SIGTERM");
    await Promise.all(servers.map((server) => server.exited));
    await mail?.close();
    await s3?.close();
    await postgres!.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A browser's request through the load balancer, to instance `index`. */
  async function request(
    index: number,
    url: string,
    init: RequestInit & { json?: unknown; cookie?: string } = {},
  ) {
    const { json, cookie, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set("origin", origin);
    headers.set("x-forwarded-for", `203.0.113.${ip++ % 250}`);
    if (cookie) headers.set("cookie", cookie);
    if (json !== undefined) headers.set("content-type", "application/json");
    return fetch(`${addresses[index]}${url}`, {
      ...rest,
      method: rest.method ?? (json !== undefined ? "POST" : "GET"),
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  }

  /** Signs up through one instance, confirms through the other, signs in through the first. */
  async function newUser(email: string) {
    const signup = await request(0, "/api/auth/sign-up/email", { json: signupBody(email) });
    expect(signup.status).toBe(200);
    const link = new URL(await mail.linkFor(email, "/auth/confirm"));
    const confirm = await request(1, `/api/auth/verify-email?token=${link.searchParams.get("token_hash")}`);
    expect(confirm.status).toBe(200);
    const signIn = await request(0, "/api/auth/sign-in/email", { json: { email, password: strongPassword } });
    expect(signIn.status).toBe(200);
    return cookiesOf(signIn);
  }

  const mailsTo = (to: string, subject: string) =>
    mail.mails.filter(
      (received: ReceivedMail) => received.to.includes(to) && received.text.includes(subject),
    );

  it("starts two instances together on a new database, each time", async () => {
    // Both migrate and set up the job queue at once: a race there stops one of them (it did,
    // in three starts out of four, before the setup was taken one instance at a time).
    for (let round = 0; round < 3; round++) {
      const fresh = testDatabases().find((database) => database.name === "postgres")!;
      const target = await fresh.target();
      if (target.kind !== "postgres") throw new Error("not PostgreSQL");
      const pair = await Promise.all(
        [0, 1].map(async () => {
          const port = await freePort();
          const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-instance-"));
          dataDirs.push(dataDir);
          const server = startServerProcess({ DATABASE_URL: target.url, LOG_LEVEL: "error" }, dataDir, port);
          return { server, origin: `http://127.0.0.1:${port}` };
        }),
      );
      try {
        await Promise.all(pair.map(({ server, origin }) => waitUntilServing(origin, server)));
      } finally {
        for (const { server } of pair) server.child.kill("SIGKILL");
        await Promise.all(pair.map(({ server }) => server.exited));
        await fresh.drop();
      }
    }
  }, 120_000);

  it("takes a session made on one instance on the other, and ends it on both", async () => {
    const cookie = await newUser("grace@example.com");
    expect((await request(1, "/api/profile", { cookie })).status).toBe(200);
    expect((await request(1, "/api/auth/sign-out", { method: "POST", cookie, json: {} })).status).toBe(200);
    expect((await request(0, "/api/profile", { cookie })).status).toBe(401);
  });

  it("shows a change made through one instance through the other at once, files included", async () => {
    const cookie = await newUser("ada@example.com");
    const created = await request(0, "/api/applications", {
      cookie,
      json: { company: "Initech", jobTitle: "Engineer", applicationDate: "2026-03-02", status: "Applied" },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const changed = await request(1, `/api/applications/${id}`, {
      method: "PATCH",
      cookie,
      json: { notes: "Changed on the second instance" },
    });
    expect(changed.status).toBe(200);
    const read = await request(0, `/api/applications/${id}`, { cookie });
    expect(((await read.json()) as { notes: string }).notes).toBe("Changed on the second instance");

    const bytes = `A cover letter ${randomBytes(8).toString("hex")}\n`;
    const form = new FormData();
    form.set("file", new Blob([bytes]), "cover-letter.txt");
    const upload = await request(1, `/api/applications/${id}/documents`, {
      method: "POST",
      cookie,
      body: form,
    });
    expect(upload.status).toBe(201);
    const document = (await upload.json()) as { id: string };
    const content = await request(0, `/api/documents/${document.id}/content`, { cookie });
    expect(content.status).toBe(200);
    expect(await content.text()).toBe(bytes);
  });

  it("counts sign-in attempts across both instances", async () => {
    const email = "limited@example.com";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await request(attempt % 2, "/api/auth/sign-in/email", {
        json: { email, password: "Wr0ng!Password" },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("runs each background job once: a data export and a contact message's mail", async () => {
    const cookie = await newUser("margaret@example.com");
    const requested = await request(1, "/api/privacy/exports", { cookie, json: {} });
    expect(requested.status).toBe(202);
    await mail.mailTo("margaret@example.com", "Your JobTrail data export is ready", 60);

    const sent = await request(0, "/api/contact", {
      json: {
        name: "Margaret Hamilton",
        email: "margaret@example.com",
        subject: "Two instances",
        category: "other",
        message: "This message must arrive once, whichever instance runs its job.",
      },
    });
    expect(sent.status).toBe(201);
    await mail.mailTo("support@jobs.example.test", "This message must arrive once", 60);
    // Time for a second run, if there were one.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(mailsTo("margaret@example.com", "Your JobTrail data export is ready")).toHaveLength(1);
    expect(mailsTo("support@jobs.example.test", "This message must arrive once")).toHaveLength(1);
  }, 120_000);

  it("mails a daily digest once, though both instances find it due", async () => {
    const cookie = await newUser("grace@example.com");
    const settings = await request(1, "/api/settings/reminders", {
      method: "PATCH",
      cookie,
      json: { digestEnabled: true, digestHour: 0, timeZone: "UTC" },
    });
    expect(settings.status).toBe(200);
    const added = await request(0, "/api/applications", {
      cookie,
      json: {
        company: "Acme",
        jobTitle: "Compiler Engineer",
        applicationDate: "2026-03-01",
        status: "Applied",
        followUpDate: "2026-03-08",
      },
    });
    expect(added.status).toBe(201);
    await mail.mailTo("grace@example.com", "JobTrail: 1 follow-up due", 60);
    // Both keep looking every second: time for a second digest, if there were one.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(mailsTo("grace@example.com", "JobTrail: 1 follow-up due")).toHaveLength(1);
  }, 120_000);
});
