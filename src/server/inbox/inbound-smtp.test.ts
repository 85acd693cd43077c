// The forwarding listener with a real SMTP client (nodemailer) over a real socket: a mail to
// a user's address lands in their inbox once; unknown addresses and other domains are
// refused at RCPT TO, a mail over 10 MB with 552, and a replaced address stops at once. Two
// instances on one PostgreSQL, each with its listener, take the same mail once.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { testDatabases } from "../testing/databases";
import { forwardedFromGmail } from "../testing/mails";
import {
  answered,
  type CookieJar,
  newAccount,
  startTestServer,
  type TestServer,
} from "../testing/server-kit";
import { startInboundSmtp } from "./inbound-smtp";

const domain = "in.jobs.example.com";
const settings = { INBOUND_MAIL_DOMAIN: domain, INBOUND_SMTP_PORT: "0" };

function listenerFor(server: TestServer) {
  return startInboundSmtp({
    port: 0,
    host: "127.0.0.1",
    db: server.database.db,
    inbox: server.inbox,
    addresses: server.inboxAddresses,
    logger: createLogger("silent"),
  });
}

async function send(port: number, to: string, raw: Buffer) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ envelope: { from: "ada.lovelace@example.com", to: [to] }, raw });
  } finally {
    transport.close();
  }
}

const rejection = (messageId: string) =>
  forwardedFromGmail({
    from: "Lumen Analytics <no-reply@us.greenhouse-mail.io>",
    subject: "Your application to Lumen Analytics",
    date: "Tue, Nov 24, 2026 at 10:12 AM",
    messageId,
    text: "Dear Ada,\n\nThank you for applying to Lumen Analytics. Unfortunately, we have decided to move forward with other candidates.",
  });

describe.each(testDatabases())("the forwarding listener on $name", (database) => {
  let server: TestServer;
  let listener: Awaited<ReturnType<typeof startInboundSmtp>>;
  let jar: CookieJar;
  let address: string;

  beforeAll(async () => {
    server = await startTestServer(database, settings);
    listener = await listenerFor(server);
    ({ jar } = await newAccount(server, "forwarding@example.com"));
    address = (await answered(server.api(jar).inbox.address.$get(), 200)).address;
  });
  afterAll(async () => {
    await listener.close();
    await server.dispose();
    await database.drop();
  });

  it("gives each user a private address on the inbound domain, the same each time, and says forwarding is on", async () => {
    expect(address).toMatch(new RegExp(`^[a-z2-7]{26}@${domain.replaceAll(".", "\\.")}$`));
    expect((await answered(server.api(jar).inbox.address.$get(), 200)).address).toBe(address);
    const other = await newAccount(server, "forwarding-other@example.com");
    expect((await answered(server.api(other.jar).inbox.address.$get(), 200)).address).not.toBe(address);
    expect((await server.call(jar, "GET", "/api/config")).body.mailForwarding).toBe(true);
  });

  it("puts a mail sent to the address in the user's inbox, once however often it comes", async () => {
    const mail = rejection("smtp-once@mail.gmail.com");
    const sent = await send(listener.port, address.toUpperCase(), mail);
    expect(sent.accepted).toHaveLength(1);
    expect(sent.rejected).toEqual([]);
    await send(listener.port, address, mail);
    const { items } = await answered(server.api(jar).inbox.$get({ query: {} }), 200);
    expect(items.filter((item) => item.messageId === "smtp-once@mail.gmail.com")).toMatchObject([
      { via: "forward", kind: "rejection", subject: "Your application to Lumen Analytics" },
    ]);
  });

  it("refuses unknown addresses and other domains at RCPT TO, and a mail over 10 MB", async () => {
    const unknown = `${"a".repeat(26)}@${domain}`;
    await expect(send(listener.port, unknown, rejection("smtp-unknown@x"))).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringContaining("No such address here"),
    });
    await expect(send(listener.port, "someone@example.org", rejection("smtp-relay@x"))).rejects.toMatchObject(
      {
        responseCode: 550,
        response: expect.stringContaining("Relaying denied"),
      },
    );
    const huge = Buffer.concat([rejection("smtp-huge@x"), Buffer.alloc(10 * 1024 * 1024, "a")]);
    await expect(send(listener.port, address, huge)).rejects.toMatchObject({ responseCode: 552 });
    const { items } = await answered(server.api(jar).inbox.$get({ query: {} }), 200);
    expect(items.map((item) => item.messageId)).not.toContain("smtp-huge@x");
  });

  it("stops taking mail for a replaced address at once", async () => {
    const replaced = await server.call(jar, "POST", "/api/inbox/address");
    expect(replaced.status).toBe(200);
    expect(replaced.body.address).not.toBe(address);
    await expect(send(listener.port, address, rejection("smtp-old@x"))).rejects.toMatchObject({
      responseCode: 550,
    });
    await send(listener.port, replaced.body.address, rejection("smtp-new@x"));
    address = replaced.body.address;
  });
});

describe.each(testDatabases())("the forwarding listener's limits on $name", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, settings);
  });
  afterAll(async () => {
    await server.dispose();
    await database.drop();
  });

  it("limits the connections and the mails of one client address", async () => {
    const { jar } = await newAccount(server, "limits@example.com");
    const address = (await answered(server.api(jar).inbox.address.$get(), 200)).address;
    const connections = await startInboundSmtp({
      port: 0,
      host: "127.0.0.1",
      db: server.database.db,
      inbox: server.inbox,
      addresses: server.inboxAddresses,
      logger: createLogger("silent"),
      limits: { connections: { max: 2, windowSeconds: 60 } },
    });
    try {
      await send(connections.port, address, rejection("limit-1@x"));
      await send(connections.port, address, rejection("limit-2@x"));
      await expect(send(connections.port, address, rejection("limit-3@x"))).rejects.toMatchObject({
        responseCode: 421,
      });
    } finally {
      await connections.close();
    }
    // The mails' own count, kept apart from the connections'.
    await server.database.db.execute(sql`delete from rate_limit where key like 'smtp-%'`);
    const mails = await startInboundSmtp({
      port: 0,
      host: "127.0.0.1",
      db: server.database.db,
      inbox: server.inbox,
      addresses: server.inboxAddresses,
      logger: createLogger("silent"),
      limits: { mails: { max: 1, windowSeconds: 3600 } },
    });
    try {
      await send(mails.port, address, rejection("limit-4@x"));
      await expect(send(mails.port, address, rejection("limit-5@x"))).rejects.toMatchObject({
        responseCode: 450,
      });
    } finally {
      await mails.close();
    }
  });
});

const postgres = testDatabases().find((database) => database.name === "postgres");

describe.skipIf(!postgres)("two instances, each with its listener, on one PostgreSQL", () => {
  const servers: TestServer[] = [];
  const listeners: Awaited<ReturnType<typeof startInboundSmtp>>[] = [];

  beforeAll(async () => {
    const shared = { ...settings, AUTH_SECRET: randomBytes(32).toString("hex") };
    for (const runJobs of [true, false]) {
      const server = await startTestServer(postgres!, shared, { runJobs });
      servers.push(server);
      listeners.push(await listenerFor(server));
    }
  });
  afterAll(async () => {
    for (const listener of listeners) await listener.close();
    for (const server of servers) await server.dispose();
    await postgres!.drop();
  });

  it("stores a mail delivered to both at once as one item", async () => {
    const { jar } = await newAccount(servers[0]!, "two-listeners@example.com");
    const address = (await answered(servers[0]!.api(jar).inbox.address.$get(), 200)).address;
    const mail = rejection("smtp-twice@mail.gmail.com");
    await Promise.all(listeners.map((listener) => send(listener.port, address, mail)));
    const { items } = await answered(servers[1]!.api(jar).inbox.$get({ query: {} }), 200);
    expect(items.filter((item) => item.messageId === "smtp-twice@mail.gmail.com")).toHaveLength(1);
  });
});
