// The user's own mailbox against a real IMAP server (Dovecot, started by the suite): the
// settings checked by signing in, each failure said plainly; connecting looks back the days
// chosen and proposes the applications its confirmations name; later looks take only new
// mail, from where the last stopped, also in a fresh instance; nothing in the mailbox is
// marked; disconnecting forgets it; the job queue does the looking.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailboxMessages } from "@/domain/inbox/mailbox";
import { createLogger } from "../logger";
import { testDatabases } from "../testing/databases";
import { startImapServer } from "../testing/imap-server";
import { mailOf } from "../testing/mails";
import {
  answered,
  type CookieJar,
  eventually,
  newAccount,
  startTestServer,
  type TestServer,
} from "../testing/server-kit";
import { createMailboxes } from "./mailboxes";

const confirmation = (
  company: string,
  job: string,
  messageId: string,
  date = "Mon, 23 Nov 2026 09:00:00 +0000",
) =>
  mailOf({
    from: `${company} <no-reply@jobs.${company.toLowerCase().replace(/\W/g, "")}.example.com>`,
    subject: `Thank you for applying to ${company}`,
    date,
    messageId,
    text: `Hi Ada,\n\nThank you for applying for the ${job} position at ${company}. We have received your application and will review it shortly.\n\nThe ${company} Talent Team`,
  });

const authSecret = "a-test-server-secret-of-forty-characters!";

const jobAlert = mailOf({
  from: "Jobs Digest <alerts@jobs.example.net>",
  subject: "Recommended jobs for you",
  messageId: "alert-1@jobs.example.net",
  headers: { "List-Unsubscribe": "<https://jobs.example.net/u>" },
  text: "New jobs matching your search: Data Engineer at Northwind.",
});

describe.each(testDatabases())("the user's mailbox on $name", (database) => {
  let imap: Awaited<ReturnType<typeof startImapServer>>;
  let server: TestServer;
  let jar: CookieJar;
  let userId: string;
  const password = "app-pass-7Hq2";
  let settings: Record<string, unknown>;

  const connect = (json: Record<string, unknown>) => server.call(jar, "PUT", "/api/inbox/mailbox", json);
  /** Every item, whatever its state. */
  const items = async () => (await answered(server.api(jar).inbox.$get({ query: {} }), 200)).items;

  beforeAll(async () => {
    imap = await startImapServer();
    imap.addUser("ada", password);
    server = await startTestServer(
      database,
      { LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: "true", AUTH_SECRET: authSecret },
      // Looked at by the test itself, with no wait in IDLE.
      { runJobs: false, mailbox: { ca: imap.ca, idleSeconds: 0 } },
    );
    ({ jar, id: userId } = await newAccount(server, "mailbox@example.com"));
    settings = { host: imap.host, port: imap.tlsPort, security: "tls", username: "ada", password };
    // Mail already there: two recent, one from before the look-back.
    await imap.deliver("ada", password, [
      confirmation("Wrenfield Robotics", "Robotics Engineer", "wr-1@jobs.example.com"),
      jobAlert,
    ]);
    await imap.deliverDated(
      "ada",
      password,
      confirmation("Old Corp", "Analyst", "old-1@x"),
      new Date("2026-03-01"),
    );
  });
  afterAll(async () => {
    await server.dispose();
    await database.drop();
    await imap.stop();
  });

  it("says plainly why settings do not work, and keeps none of them", async () => {
    expect(await connect({ ...settings, password: "wrong" })).toMatchObject({
      status: 400,
      body: { error: { fields: { password: mailboxMessages.signInRefused } } },
    });
    expect(await connect({ ...settings, port: imap.port })).toMatchObject({
      status: 400,
      body: { error: { fields: { security: mailboxMessages.notSecure("localhost") } } },
    });
    expect(await connect({ ...settings, host: "no-such-host.invalid" })).toMatchObject({
      status: 400,
      body: { error: { fields: { host: mailboxMessages.cannotReach("no-such-host.invalid") } } },
    });
    expect(await connect({ ...settings, folders: ["INBOX", "Job hunt"] })).toMatchObject({
      status: 400,
      body: { error: { fields: { folders: mailboxMessages.noFolder("Job hunt") } } },
    });
    expect((await server.call(jar, "GET", "/api/inbox/mailbox")).body).toBeNull();
  });

  it("connects by TLS or STARTTLS, never sends the password back, and looks back the days chosen", async () => {
    const connected = await connect({ ...settings, security: "starttls", port: imap.port, lookBackDays: 90 });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({
      host: "localhost",
      security: "starttls",
      username: "ada",
      folders: ["INBOX"],
      lookBackDays: 90,
      lastError: null,
    });
    expect(JSON.stringify(connected.body)).not.toContain(password);
    await server.mailboxes.check(userId);
    const read = await items();
    expect(read.map((item) => item.messageId).sort()).toEqual([
      "alert-1@jobs.example.net",
      "wr-1@jobs.example.com",
    ]);
    expect(read.find((item) => item.messageId === "wr-1@jobs.example.com")).toMatchObject({
      via: "imap",
      proposal: { action: "create", company: "Wrenfield Robotics", jobTitle: "Robotics Engineer" },
    });
    // Read, not marked: no mail in the mailbox is \Seen.
    expect((await imap.flags("ada", password)).flat()).not.toContain("\\Seen");
    expect((await server.call(jar, "GET", "/api/inbox/mailbox")).body.lastCheckedAt).not.toBeNull();
  });

  it("takes only new mail on the next looks, also after a restart, and never twice", async () => {
    await server.mailboxes.check(userId);
    await imap.deliver("ada", password, [confirmation("Halden", "Data Engineer", "halden-1@x")]);
    // A fresh instance knows only what the database says: it resumes where the last look stopped.
    const restarted = createMailboxes({
      db: server.database.db,
      secret: authSecret,
      inbox: server.inbox,
      jobs: { oneJobPerKey: async () => {}, send: async () => null } as never,
      logger: createLogger("silent"),
      allowPrivateAddresses: true,
      tls: { ca: imap.ca },
      idleSeconds: 0,
    });
    await restarted.check(userId);
    expect((await items()).map((item) => item.messageId)).toContain("halden-1@x");
    await server.mailboxes.check(userId);
    await restarted.check(userId);
    const ids = (await items()).map((item) => item.messageId);
    expect(ids.filter((id) => id === "halden-1@x")).toHaveLength(1);
    expect(ids).toHaveLength(3);
    expect((await server.call(jar, "GET", "/api/inbox/mailbox")).body.lastError).toBeNull();
  });

  it("sends the saved password only to the server it was saved for", async () => {
    const { password: _password, ...withoutPassword } = settings;
    expect(await connect({ ...withoutPassword, host: "127.0.0.1" })).toMatchObject({
      status: 400,
      body: { error: { fields: { password: mailboxMessages.password } } },
    });
    expect((await connect({ ...withoutPassword, security: "starttls", port: imap.port })).status).toBe(200);
  });

  it("forgets the mailbox and its password when disconnected", async () => {
    expect((await server.call(jar, "DELETE", "/api/inbox/mailbox")).status).toBe(204);
    expect((await server.call(jar, "GET", "/api/inbox/mailbox")).body).toBeNull();
    await imap.deliver("ada", password, [confirmation("Brightwater", "Engineer", "bw-1@x")]);
    await server.mailboxes.check(userId);
    expect((await items()).map((item) => item.messageId)).not.toContain("bw-1@x");
  });
});

describe("a mailbox looked at by the job queue", () => {
  const database = testDatabases()[0]!;
  let imap: Awaited<ReturnType<typeof startImapServer>>;
  let server: TestServer;

  beforeAll(async () => {
    imap = await startImapServer();
    imap.addUser("grace", "grace-app-pass");
    server = await startTestServer(
      database,
      { LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: "true" },
      { mailbox: { ca: imap.ca } },
    );
  });
  afterAll(async () => {
    await server.dispose();
    await database.drop();
    await imap.stop();
  });

  it("is read by a job as soon as it is connected", async () => {
    const { jar } = await newAccount(server, "grace@example.com");
    await imap.deliver("grace", "grace-app-pass", [
      confirmation("Contoso", "Platform Engineer", "contoso-1@x"),
    ]);
    const connected = await server.call(jar, "PUT", "/api/inbox/mailbox", {
      host: imap.host,
      port: imap.tlsPort,
      security: "tls",
      username: "grace",
      password: "grace-app-pass",
    });
    expect(connected.status).toBe(200);
    const read = await eventually("the job to read the mailbox", async () => {
      const { items } = await answered(server.api(jar).inbox.$get({ query: {} }), 200);
      return items.length > 0 ? items : undefined;
    });
    expect(read.map((item) => item.messageId)).toEqual(["contoso-1@x"]);
    // The job waits in IDLE after its look: mail arriving then is read at once.
    await imap.deliver("grace", "grace-app-pass", [confirmation("Halden", "Data Engineer", "halden-9@x")]);
    await eventually("the waiting job to read the new mail", async () => {
      const { items } = await answered(server.api(jar).inbox.$get({ query: {} }), 200);
      return items.some((item) => item.messageId === "halden-9@x") ? true : undefined;
    });
  });

  it("refuses a mail server on a private network where private addresses are not allowed", async () => {
    const strict = await startTestServer(testDatabases()[0]!, {}, { runJobs: false });
    try {
      const { jar } = await newAccount(strict, "private@example.com");
      expect(
        await strict.call(jar, "PUT", "/api/inbox/mailbox", {
          host: "127.0.0.1",
          port: 993,
          security: "tls",
          username: "x",
          password: "y",
        }),
      ).toMatchObject({ status: 400, body: { error: { fields: { host: mailboxMessages.privateHost } } } });
    } finally {
      await strict.dispose();
    }
  });
});
