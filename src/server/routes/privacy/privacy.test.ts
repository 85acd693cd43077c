import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { TextWriter, Uint8ArrayReader, ZipReader } from "@zip.js/zip.js";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Application } from "@/domain/application-schemas";
import { consentVersion } from "@/domain/consent";
import { errorMessages } from "@/domain/errors";
import { rowsFromExport } from "@/domain/import";
import { exportMessages } from "@/domain/privacy";
import { dataExports, files, user } from "../../db/schema";
import { createLogger } from "../../logger";
import { createMailer } from "../../mail/mailer";
import { testDatabases } from "../../testing/databases";
import { mailOf } from "../../testing/mails";
import {
  answered,
  CookieJar,
  eventually,
  exportReady,
  newAccount,
  signupBody,
  startTestServer,
  strongPassword,
  type TestServer,
} from "../../testing/server-kit";

const pdfBytes = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function unzip(bytes: Uint8Array, password?: string) {
  const reader = new ZipReader(new Uint8ArrayReader(bytes), password ? { password } : {});
  const entries = await reader.getEntries();
  const read = async (name: string) => {
    const entry = entries.find((candidate) => candidate.filename === name);
    if (!entry || entry.directory) throw new Error(`no ${name} in the zip`);
    return entry.getData(new TextWriter());
  };
  return { entries, read, close: () => reader.close() };
}

describe.each(testDatabases())("privacy API on $name", (database) => {
  let server: TestServer;
  let count = 0;

  beforeAll(async () => {
    // A queued mail's retries a second apart (then 2, 4 ... s), so a test sees several.
    server = await startTestServer(database, { MAIL_RETRY_SECONDS: "1" });
  });
  afterAll(async () => {
    await server.dispose();
    await database.drop();
  });

  const newUser = () => newAccount(server, `privacy${++count}@example.com`);

  const call: TestServer["call"] = (...args) => server.call(...args);
  const sessionsOf = async (jar: CookieJar) =>
    (await answered(server.api(jar).privacy.sessions.$get(), 200)).items;
  const signOut = (jar: CookieJar, id: string) =>
    server.api(jar).privacy.sessions[":id"].$delete({ param: { id } });

  const addApplication = async (jar: CookieJar, jobTitle: string) => {
    const created = await call(jar, "POST", "/api/applications", {
      company: "Acme",
      jobTitle,
      applicationDate: "2026-03-01",
      status: "Applied",
      notes: '=HYPERLINK("x")',
    });
    expect(created.status).toBe(201);
    return created.body as Application;
  };

  const uploadDocument = async (jar: CookieJar, applicationId: string, name: string, bytes: Buffer) => {
    const body = new FormData();
    body.set("file", new Blob([new Uint8Array(bytes)]), name);
    const response = await server.request(`/api/applications/${applicationId}/documents`, {
      method: "POST",
      jar,
      body,
    });
    expect(response.status).toBe(201);
  };

  const download = async (jar: CookieJar, url: string) => {
    const response = await server.request(url, { jar });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  describe("sessions", () => {
    it("lists the user's sessions with browser, system and address, the current one first", async () => {
      const { jar, email } = await newUser();
      const phone = new CookieJar();
      await server.request("/api/auth/sign-in/email", {
        json: { email, password: strongPassword },
        jar: phone,
        ip: "203.0.113.9",
        headers: {
          "user-agent":
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
        },
      });
      const items = await sessionsOf(jar);
      expect(items).toHaveLength(2);
      expect(items[0]!.current).toBe(true);
      expect(items[1]).toMatchObject({
        current: false,
        browser: "Mobile Safari 17",
        system: "iOS 17",
        device: "mobile",
        ipAddress: "203.0.113.9",
      });
    });

    it("signs out one session, or every other one, and never another user's", async () => {
      const ada = await newUser();
      const grace = await newUser();
      const laptop = new CookieJar();
      await server.request("/api/auth/sign-in/email", {
        json: { email: ada.email, password: strongPassword },
        jar: laptop,
      });
      const tablet = new CookieJar();
      await server.request("/api/auth/sign-in/email", {
        json: { email: ada.email, password: strongPassword },
        jar: tablet,
      });
      expect(await sessionsOf(ada.jar)).toHaveLength(3);

      const [graceSession] = await sessionsOf(grace.jar);
      expect((await signOut(ada.jar, graceSession!.id)).status).toBe(404);
      expect((await server.api(grace.jar).profile.$get()).status).toBe(200);

      const laptopSession = (await sessionsOf(laptop)).find((session) => session.current);
      expect((await signOut(ada.jar, laptopSession!.id)).status).toBe(204);
      expect((await server.api(laptop).profile.$get()).status).toBe(401);
      expect((await server.api(tablet).profile.$get()).status).toBe(200);

      const others = await answered(server.api(ada.jar).privacy.sessions["sign-out-others"].$post(), 200);
      expect(others).toEqual({ signedOut: 1 });
      expect((await server.api(tablet).profile.$get()).status).toBe(401);
      expect((await server.api(ada.jar).profile.$get()).status).toBe(200);
    });

    it("allows 20 privacy-setting changes an hour", async () => {
      const { jar } = await newUser();
      for (let i = 0; i < 20; i++) {
        expect((await call(jar, "POST", "/api/privacy/sessions/sign-out-others")).status).toBe(200);
      }
      const refused = await call(jar, "POST", "/api/privacy/sessions/sign-out-others");
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({ code: "RATE_LIMITED", message: errorMessages.RATE_LIMITED });
    });
  });

  describe("cookie consent", () => {
    it("stores the user's choices with the consent version and date, 10 updates an hour", async () => {
      const { jar } = await newUser();
      expect(await answered(server.api(jar).privacy.consent.$get(), 200)).toEqual({ consent: null });
      const preferences = { essential: true, functional: true, analytics: false, marketing: false };
      const saved = await call(jar, "PUT", "/api/privacy/consent", { preferences });
      expect(saved.status).toBe(200);
      expect(saved.body.consent).toMatchObject({ preferences, version: consentVersion });
      expect(Date.now() - Date.parse(saved.body.consent.consentedAt)).toBeLessThan(60_000);
      expect((await answered(server.api(jar).privacy.consent.$get(), 200)).consent?.preferences).toEqual(
        preferences,
      );

      const essentialOff = await call(jar, "PUT", "/api/privacy/consent", {
        preferences: { ...preferences, essential: false },
      });
      expect(essentialOff.status).toBe(400);
      // The refused body above never reached the counter: 1 + 9 updates are allowed.
      for (let i = 0; i < 9; i++) {
        expect((await call(jar, "PUT", "/api/privacy/consent", { preferences })).status).toBe(200);
      }
      const refused = await call(jar, "PUT", "/api/privacy/consent", { preferences });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe("RATE_LIMITED");
    });
  });

  describe("data export", () => {
    it("builds a zip of everything the user owns, whose applications re-import", async () => {
      const { jar, email } = await newUser();
      const application = await addApplication(jar, "Data Engineer");
      await addApplication(jar, "Platform Engineer");
      await uploadDocument(jar, application.id, "Resume.pdf", pdfBytes);
      await uploadDocument(jar, application.id, "Resume.pdf", pdfBytes);
      await call(jar, "POST", `/api/applications/${application.id}/interviews`, {
        round: "Phone screen",
        startsAt: "2026-07-01T14:30",
        timeZone: "Europe/Berlin",
      });
      await call(jar, "PUT", `/api/applications/${application.id}/posting`, { text: "Build the platform." });
      const tag = await call(jar, "POST", "/api/tags", { name: "Remote", color: "teal" });
      await call(jar, "PATCH", `/api/applications/${application.id}`, { tagIds: [tag.body.id] });
      await call(jar, "PUT", "/api/privacy/consent", {
        preferences: { essential: true, functional: true, analytics: false, marketing: false },
      });
      expect((await call(jar, "PATCH", "/api/settings/reminders", { followUpDays: 10 })).status).toBe(200);
      const received = await server.request("/api/inbox/messages", {
        method: "POST",
        jar,
        headers: { "Content-Type": "message/rfc822" },
        body: new Uint8Array(
          mailOf({
            from: "Acme Careers <careers@acme.example>",
            subject: "We received your application",
            messageId: "export-received@acme.example",
            text: "Thank you for applying to the Data Engineer role at Acme. We have received your application.",
          }),
        ),
      });
      const mailItem = (await received.json()) as { id: string; receivedAt: string };

      // The mails sent from here on: the account's confirmation came before.
      const mailedBefore = server.mailer.sent.length;
      const requested = await call(jar, "POST", "/api/privacy/exports", {});
      expect(requested.status).toBe(202);
      expect(requested.body).toMatchObject({ status: "queued", protected: false, downloadUrl: null });
      const ready = await exportReady(server, jar, requested.body.id);
      expect(ready).toMatchObject({ status: "ready", progress: 100, failure: null });
      expect(Date.parse(ready.expiresAt!) - Date.parse(ready.completedAt!)).toBe(7 * 24 * 60 * 60 * 1000);
      const mail = await eventually("the ready mail", () =>
        server.mailer.sent.slice(mailedBefore).findLast((sent) => sent.to === email),
      );
      expect(mail.subject).toBe("Your JobTrail data export is ready");
      expect(mail.link).toBe("http://localhost:3000/privacy-settings");

      const { response, bytes } = await download(jar, ready.downloadUrl!);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/zip");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename=jobtrail-export-\d{4}-\d\d-\d\d\.zip$/,
      );
      expect(bytes.byteLength).toBe(ready.byteSize);
      const zip = await unzip(bytes);
      expect(zip.entries.map((entry) => entry.filename).sort()).toEqual(
        [
          "README.txt",
          "applications.csv",
          "applications.json",
          "companies.csv",
          "documents.csv",
          "documents/Resume (2).pdf",
          "documents/Resume.pdf",
          "inbox.json",
          `inbox/${mailItem.receivedAt.slice(0, 10)}-${mailItem.id}.eml`,
          "interviews.csv",
          "postings.csv",
          "profile.json",
          "profile/avatar.svg",
          "status-history.csv",
          "tags.csv",
        ].sort(),
      );
      // The README names every file and folder the zip holds.
      const readme = (await zip.read("README.txt")).split("\n");
      for (const { filename } of zip.entries) {
        const listedAs = filename.includes("/") ? `${filename.split("/")[0]}/` : filename;
        expect(
          readme.some((line) => line.startsWith(`${listedAs} `)),
          `${listedAs} in the README`,
        ).toBe(true);
      }
      const profile = JSON.parse(await zip.read("profile.json"));
      expect(profile.settings).toMatchObject({ followUpDays: 10 });
      expect(profile.account.email).toBe(email);
      expect(profile.profile).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
      expect(profile.cookieConsent).toMatchObject({ version: consentVersion });
      expect(profile.sessions.length).toBeGreaterThan(0);
      expect(await zip.read("documents/Resume.pdf")).toBe(pdfBytes.toString());
      expect(await zip.read("applications.csv")).toContain("'=HYPERLINK");
      const history = (await zip.read("status-history.csv")).split("\r\n");
      expect(history[0]?.replace(/^\uFEFF/, "")).toBe("Application id,Company,Job title,Status,Date,Note");
      expect(history.filter((line) => line.includes("Data Engineer"))).toEqual([
        `${application.id},Acme,Data Engineer,Applied,2026-03-01,`,
      ]);
      expect(await zip.read("companies.csv")).toContain("Acme");
      expect(await zip.read("postings.csv")).toContain("Build the platform.");
      const inbox = JSON.parse(await zip.read("inbox.json"));
      expect(inbox).toMatchObject({
        autoApply: false,
        items: [{ id: mailItem.id, subject: "We received your application", kind: "received" }],
      });
      expect(await zip.read(`inbox/${mailItem.receivedAt.slice(0, 10)}-${mailItem.id}.eml`)).toContain(
        "export-received@acme.example",
      );
      expect((await zip.read("tags.csv")).split("\r\n")[1]).toBe(`${tag.body.id},Remote,teal,1`);
      const rounds = (await zip.read("interviews.csv")).split("\r\n");
      expect(rounds[1]).toBe(
        `${application.id},Acme,Data Engineer,Phone screen,2026-07-01 14:30,2026-07-01 15:15,Europe/Berlin,2026-07-01T12:30:00.000Z,,,,Pending`,
      );

      // The JSON goes back in through the import, into another account.
      const rows = rowsFromExport(JSON.parse(await zip.read("applications.json")));
      expect(rows).toHaveLength(2);
      await zip.close();
      const other = await newUser();
      const imported = await call(other.jar, "POST", "/api/applications/import", { rows });
      expect(imported.status).toBe(200);
      expect(imported.body.created).toBe(2);
      const list = await call(other.jar, "GET", "/api/applications");
      expect(list.body.items.map((item: Application) => item.jobTitle).sort()).toEqual([
        "Data Engineer",
        "Platform Engineer",
      ]);

      // Only its owner downloads it.
      const { response: stranger } = await download(other.jar, ready.downloadUrl!);
      expect(stranger.status).toBe(404);
      expect((await call(new CookieJar(), "GET", ready.downloadUrl!)).status).toBe(401);
      expect((await answered(server.api(other.jar).privacy.exports.$get(), 200)).items).toEqual([]);
    });

    it("keeps the ready mail while the mail server is down, retries, and sends it once when it is back", async () => {
      const { jar, email } = await newUser();
      const readyMails = () =>
        server.mailer.sent.filter(
          (sent) => sent.to === email && sent.subject === "Your JobTrail data export is ready",
        );
      const mailedAt = async (id: string) =>
        (await server.database.db.select().from(dataExports).where(eq(dataExports.id, id)))[0]!.readyMailedAt;
      server.mailer.down = true;
      try {
        const failuresBefore = server.mailer.failures;
        const requested = await call(jar, "POST", "/api/privacy/exports", {});
        // The export itself does not wait for the mail: it is ready, and the page says so.
        const ready = await exportReady(server, jar, requested.body.id);
        expect(ready.status).toBe("ready");
        await eventually("two failed tries", () =>
          server.mailer.failures - failuresBefore >= 2 ? true : undefined,
        );
        expect(readyMails()).toHaveLength(0);
        expect(await mailedAt(ready.id)).toBeNull();
      } finally {
        server.mailer.down = false;
      }
      const id = (await answered(server.api(jar).privacy.exports.$get(), 200)).items[0]!.id;
      await eventually("ready_mailed_at", async () => (await mailedAt(id)) ?? undefined);
      expect(readyMails()).toHaveLength(1);
      expect(await server.exports.queueUnmailed()).toBe(0);
    });

    it("queues again, once, a ready mail whose job gave up, and never one of an export gone or expired", async () => {
      const { jar, email } = await newUser();
      const requested = await call(jar, "POST", "/api/privacy/exports", {});
      const ready = await exportReady(server, jar, requested.body.id);
      await eventually("the ready mail", () => server.mailer.sent.find((sent) => sent.to === email));
      const mailedAt = async () => {
        const [row] = await server.database.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
        return row?.readyMailedAt ?? undefined;
      };
      // The job records the mail as sent just after sending it: wait for that record, or it
      // could land after the reset below and undo it.
      await eventually("the sent mail's record", mailedAt);
      const sentBefore = server.mailer.sent.filter((sent) => sent.to === email).length;
      // As if its retries ran out while the mail server was down: unsent, with no job left.
      await server.database.db
        .update(dataExports)
        .set({ readyMailedAt: null })
        .where(eq(dataExports.id, ready.id));
      const queued = await Promise.all([server.exports.queueUnmailed(), server.exports.queueUnmailed()]);
      expect(queued.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
      await eventually("ready_mailed_at", mailedAt);
      expect(server.mailer.sent.filter((sent) => sent.to === email)).toHaveLength(sentBefore + 1);

      // Past its week, an unsent note is not sent: the export cannot be downloaded any more.
      await server.database.db
        .update(dataExports)
        .set({ readyMailedAt: null, expiresAt: new Date(Date.now() - 1000) })
        .where(eq(dataExports.id, ready.id));
      expect(await server.exports.queueUnmailed()).toBe(0);
    });

    it("encrypts the zip with AES-256 under the passphrase, which is not kept", async () => {
      const { jar } = await newUser();
      await addApplication(jar, "Secret Engineer");
      const requested = await call(jar, "POST", "/api/privacy/exports", {
        passphrase: "correct horse battery",
      });
      expect(requested.body.protected).toBe(true);
      const [row] = await server.database.db
        .select({ sealed: dataExports.sealedPassphrase })
        .from(dataExports)
        .where(eq(dataExports.id, requested.body.id));
      expect(row?.sealed ?? "").not.toContain("correct horse");
      const ready = await exportReady(server, jar, requested.body.id);
      expect(ready.status).toBe("ready");
      const [after] = await server.database.db
        .select({ sealed: dataExports.sealedPassphrase })
        .from(dataExports)
        .where(eq(dataExports.id, ready.id));
      expect(after!.sealed).toBeNull();

      const { bytes } = await download(jar, ready.downloadUrl!);
      const locked = new ZipReader(new Uint8ArrayReader(bytes));
      const entries = await locked.getEntries();
      const json = entries.find((entry) => entry.filename === "applications.json");
      if (!json || json.directory) throw new Error("no applications.json in the zip");
      expect(json.encrypted).toBe(true);
      await expect(json.getData(new TextWriter(), { password: "wrong passphrase" })).rejects.toThrow();
      await locked.close();
      const zip = await unzip(bytes, "correct horse battery");
      expect(await zip.read("applications.json")).toContain("Secret Engineer");
      await zip.close();
      // 0x9901 is the AES extra field; its strength byte 3 means AES-256.
      const aes = Buffer.from(bytes).indexOf(Buffer.from([0x01, 0x99, 0x07, 0x00]));
      expect(aes).toBeGreaterThan(0);
      expect(Buffer.from(bytes)[aes + 8]).toBe(3);

      const short = await call(jar, "POST", "/api/privacy/exports", { passphrase: "short" });
      expect(short.status).toBe(400);
      expect(short.body.error.fields.passphrase).toBe(exportMessages.passphraseLength);
    });

    it("refuses an account over 100 MB with a clear message", async () => {
      const { jar, id } = await newUser();
      // Sizes as recorded, not bytes written: the check reads the records before any file.
      await server.files.save({
        userId: id,
        purpose: "document",
        contentType: "application/pdf",
        data: pdfBytes,
      });
      await server.database.db.execute(
        sql`update ${files} set byte_size = ${101 * 1024 * 1024} where user_id = ${id} and purpose = 'document'`,
      );
      const requested = await call(jar, "POST", "/api/privacy/exports", {});
      const finished = await exportReady(server, jar, requested.body.id);
      expect(finished).toMatchObject({
        status: "failed",
        failure: exportMessages.tooLarge,
        downloadUrl: null,
      });
    });

    it("allows 5 export requests a day", async () => {
      const { jar } = await newUser();
      for (let i = 0; i < 5; i++)
        expect((await call(jar, "POST", "/api/privacy/exports", {})).status).toBe(202);
      const refused = await call(jar, "POST", "/api/privacy/exports", {});
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({ code: "RATE_LIMITED", message: errorMessages.RATE_LIMITED });
    });

    it("removes exports past their week, bytes included", async () => {
      const { jar } = await newUser();
      const requested = await call(jar, "POST", "/api/privacy/exports", {});
      const ready = await exportReady(server, jar, requested.body.id);
      const [row] = await server.database.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
      expect(
        await server.exports.removeExpired(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000)),
      ).toBeGreaterThan(0);
      expect(await server.database.db.select().from(dataExports).where(eq(dataExports.id, ready.id))).toEqual(
        [],
      );
      expect(await server.files.blobs.get(row!.fileId!)).toBeUndefined();
      expect((await download(jar, ready.downloadUrl!)).response.status).toBe(404);

      // One that failed leaves its record for the week, then that goes too.
      const [failed] = await server.database.db
        .insert(dataExports)
        .values({
          userId: (await server.database.db.select({ id: user.id }).from(user).limit(1))[0]!.id,
          status: "failed",
        })
        .returning();
      expect(await server.exports.removeExpired(new Date(Date.now() + 6 * 24 * 60 * 60 * 1000))).toBe(0);
      expect(await server.exports.removeExpired(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000))).toBe(1);
      expect(
        await server.database.db.select().from(dataExports).where(eq(dataExports.id, failed!.id)),
      ).toEqual([]);
    });
  });

  describe("account deletion", () => {
    it("needs the password and the account's email, 3 requests a day", async () => {
      const { jar, email } = await newUser();
      const wrongPassword = await call(jar, "POST", "/api/privacy/delete-account", {
        password: "Wr0ng!pass",
        email,
      });
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body.error.fields.password).toBe("The password is not right");
      const wrongEmail = await call(jar, "POST", "/api/privacy/delete-account", {
        password: strongPassword,
        email: "someone@example.com",
      });
      expect(wrongEmail.status).toBe(400);
      expect(wrongEmail.body.error.fields.email).toBe("Type the email address of this account to confirm");
      expect((await call(jar, "POST", "/api/privacy/delete-account", { password: "x", email })).status).toBe(
        400,
      );
      const refused = await call(jar, "POST", "/api/privacy/delete-account", {
        password: strongPassword,
        email,
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe("RATE_LIMITED");
      expect((await server.api(jar).profile.$get()).status).toBe(200);
    });

    it("leaves no row or file of the user's behind, and the email can sign up again", async () => {
      const { jar, email, id } = await newUser();
      const application = await addApplication(jar, "Doomed Engineer");
      await uploadDocument(jar, application.id, "Resume.pdf", pdfBytes);
      const avatar = new FormData();
      avatar.set(
        "file",
        new Blob([
          new Uint8Array(
            await sharp({ create: { width: 64, height: 64, channels: 3, background: "#f00" } })
              .png()
              .toBuffer(),
          ),
        ]),
        "me.png",
      );
      expect((await server.request("/api/profile/avatar", { method: "PUT", jar, body: avatar })).status).toBe(
        200,
      );
      await call(jar, "PUT", "/api/privacy/consent", {
        preferences: { essential: true, functional: false, analytics: false, marketing: false },
      });
      const exported = await call(jar, "POST", "/api/privacy/exports", {});
      await exportReady(server, jar, exported.body.id);
      await server.request("/api/auth/request-password-reset", {
        json: { email, redirectTo: "/reset-password" },
      });
      // Contact messages are support communications: kept under their own retention.
      await call(jar, "POST", "/api/contact", {
        name: "Ada Lovelace",
        email,
        subject: "A question about my data",
        category: "support",
        message: "Please tell me what you keep about me.",
      });
      const fileIds = (
        await server.database.db.select({ id: files.id }).from(files).where(eq(files.userId, id))
      ).map((row) => row.id);
      expect(fileIds.length).toBeGreaterThanOrEqual(3);

      const deleted = await server.request("/api/privacy/delete-account", {
        json: { password: strongPassword, email },
        jar,
      });
      expect(deleted.status).toBe(204);
      expect(deleted.headers.getSetCookie().join(";")).toMatch(/session_token=;/);
      expect((await server.api(jar).profile.$get()).status).toBe(401);

      // Every table in every schema of ours, as text, must not name the user (contact messages aside).
      const tables = (await server.database.db.execute(
        sql`select table_schema, table_name from information_schema.tables
            where table_schema in ('public', 'jobs', 'drizzle') and table_type = 'BASE TABLE'`,
      )) as unknown as { rows: { table_schema: string; table_name: string }[] };
      expect(tables.rows.length).toBeGreaterThan(10);
      for (const { table_schema: schema, table_name: table } of tables.rows) {
        if (table === "contact_messages") continue;
        const found = (await server.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)} t
              where row_to_json(t)::text ilike ${`%${id}%`} or row_to_json(t)::text ilike ${`%${email}%`}`,
        )) as unknown as { rows: { n: number }[] };
        expect(found.rows[0]!.n, `${schema}.${table}`).toBe(0);
      }
      const kept = (await server.database.db.execute(
        sql`select count(*)::int as n from contact_messages where email = ${email}`,
      )) as unknown as { rows: { n: number }[] };
      expect(kept.rows[0]!.n).toBe(1);
      const blobs: string[] = [];
      for await (const blob of server.files.blobs.list()) blobs.push(blob.key);
      for (const fileId of fileIds) expect(blobs).not.toContain(fileId);

      const again = await server.request("/api/auth/sign-up/email", { json: signupBody(email) });
      expect(again.status).toBe(200);
    });

    it("deletes the mails to the address kept in the local outbox, and only those", async () => {
      const outboxDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-outbox-"));
      try {
        const mailer = createMailer({
          smtpUrl: undefined,
          from: "JobTrail <a@b.c>",
          outboxDir,
          logger: createLogger("silent"),
        });
        const mail = { subject: "Hello", text: "Hi", html: "<p>Hi</p>" };
        await mailer.send({ ...mail, to: "Leaving@Example.com" });
        await mailer.send({ ...mail, to: "staying@example.com" });
        writeFileSync(path.join(outboxDir, "notes.txt"), "not a mail");
        expect(await mailer.forgetRecipient("leaving@example.com")).toBe(1);
        expect(readdirSync(outboxDir).sort()).toHaveLength(2);
      } finally {
        rmSync(outboxDir, { recursive: true, force: true });
      }
    });
  });

  it("needs a session for every privacy route", async () => {
    const anonymous = new CookieJar();
    for (const [method, url] of [
      ["GET", "/api/privacy/sessions"],
      ["POST", "/api/privacy/sessions/sign-out-others"],
      ["GET", "/api/privacy/consent"],
      ["GET", "/api/privacy/exports"],
      ["POST", "/api/privacy/exports"],
      ["POST", "/api/privacy/delete-account"],
    ] as const) {
      expect((await call(anonymous, method, url, method === "POST" ? {} : undefined)).status, url).toBe(401);
    }
  });
});
