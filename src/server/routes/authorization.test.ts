// Who may touch what, generated from the served OpenAPI document, so that no route can be
// missed: every protected operation is called with the ids of the owner's records
// (applications, history entries, documents, data exports, sessions, files) signed out, as
// another user, and as the owner. Signed out gets 401. Another user gets 404 (or the refusal
// a rule of that operation names), never a byte of the owner's data, and leaves the owner's
// data (rows and file bytes) exactly as it was. The owner gets a 2xx to the same request,
// which shows the ids and bodies were real. An operation added later fails here until it
// says which of the owner's records it takes and what it is sent.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema";
import { testDatabases } from "../testing/databases";
import { startImapServer } from "../testing/imap-server";
import { mailOf } from "../testing/mails";
import { fillPath, type Operation, openApiDocument, operationsOf } from "../testing/openapi";
import {
  CookieJar,
  exportReady,
  newAccount,
  startTestServer,
  strongPassword,
  type TestServer,
  tokenFromMail,
} from "../testing/server-kit";
import { watchUserData } from "../testing/user-data";

/** The operations anyone may call (the guard suite holds them to that list). */
const publicOperations = [
  "GET /api/health",
  "GET /api/config",
  "POST /api/contact",
  "POST /api/reminders/unsubscribe",
  "GET /api/calendar/{token}",
];

/** The local page the capture operation reads (set once its site listens). */
let postingPage = "";
/** The IMAP server a mailbox is connected to (started before the suites). */
let imap: Awaited<ReturnType<typeof startImapServer>>;

/** Text only the owner's records hold: none of it may reach another user. */
const marker = "Zq7Owner";

type Owner = {
  jar: CookieJar;
  email: string;
  userId: string;
  application: string;
  otherApplication: string;
  entry: string;
  document: string;
  interview: string;
  /** A company of the owner's own, and another to merge it into. */
  company: string;
  otherCompany: string;
  token: string;
  tag: string;
  invitation: string;
  dataExport: string;
  /** A second signed-in session of the owner's (the first is the one the tests use). */
  session: string;
  file: string;
  /** A mail in the owner's inbox proposing a change, and another to dismiss. */
  inboxItem: string;
  otherInboxItem: string;
};
type OwnerRecord = Exclude<keyof Owner, "jar" | "email" | "userId">;

/** Which of the owner's records a path parameter names: by the collection it follows. */
const recordAfter: Record<string, OwnerRecord> = {
  applications: "application",
  history: "entry",
  documents: "document",
  interviews: "interview",
  companies: "company",
  tokens: "token",
  tags: "tag",
  invitations: "invitation",
  exports: "dataExport",
  sessions: "session",
  files: "file",
  inbox: "inboxItem",
};

type Request = {
  /** Path parameters naming another record than `recordAfter` says. */
  path?: Record<string, OwnerRecord>;
  query?: (owner: Owner) => Record<string, string>;
  json?: (owner: Owner) => unknown;
  form?: (owner: Owner) => Promise<FormData>;
  /** A raw mail, as a mail provider's webhook sends one. */
  mail?: () => Buffer;
  /**
   * What another user gets, where not 404: "own" for an operation that acts on the caller's
   * own account whatever is sent (it must still leave the owner's data alone), or the status
   * a rule of the operation gives.
   */
  fromOthers?: number | "own";
  /** Ends what later calls need: the owner makes it only once every other call is made. */
  last?: boolean;
};

const newApplication = (jobTitle: string) => ({
  company: `Intake ${jobTitle}`,
  jobTitle,
  applicationDate: "2026-03-01",
  status: "Applied",
});

const tinyPng = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: "#2255aa" } })
    .png()
    .toBuffer();

function fileForm(name: string, bytes: Buffer | string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]), name);
  return form;
}

/** What each operation is sent beyond the ids in its path, where it needs more. */
const requests: Record<string, Request> = {
  // An id naming someone else is refused with RLS_DENIED (403) by the profile's own rule.
  "PATCH /api/profile": { json: (owner) => ({ id: owner.userId, jobTitle: "Analyst" }), fromOthers: 403 },
  "PATCH /api/settings/reminders": { json: () => ({ digestEnabled: true, digestHour: 7 }) },
  "PUT /api/profile/avatar": {
    form: async (owner) => fileForm("me.png", await tinyPng(), { userId: owner.userId }),
    fromOthers: 403,
  },
  "DELETE /api/profile/avatar": { query: (owner) => ({ userId: owner.userId }), fromOthers: 403 },
  "POST /api/privacy/sessions/sign-out-others": { fromOthers: "own", last: true },
  "PUT /api/privacy/consent": {
    json: () => ({ preferences: { essential: true, functional: true, analytics: false, marketing: false } }),
    fromOthers: "own",
  },
  "POST /api/privacy/exports": { json: () => ({}), fromOthers: "own" },
  // Deleting an account needs its own address typed out: the owner's is refused (400).
  "POST /api/privacy/delete-account": {
    json: (owner) => ({ password: strongPassword, email: owner.email }),
    fromOthers: 400,
    last: true,
  },
  "POST /api/applications": { json: () => newApplication("Analyst"), fromOthers: "own" },
  "GET /api/applications/export": { query: () => ({ format: "json" }), fromOthers: "own" },
  // Ids not of the caller's applications are left out of the file.
  "POST /api/applications/export": {
    json: (owner) => ({ format: "json", ids: [owner.application] }),
    fromOthers: "own",
  },
  "POST /api/applications/import": {
    json: () => ({ rows: [newApplication("Imported")] }),
    fromOthers: "own",
  },
  "POST /api/applications/bulk": {
    json: (owner) => ({ action: "status", ids: [owner.application], status: "Interviewing" }),
  },
  "PATCH /api/applications/{id}": { json: () => ({ notes: "Changed" }) },
  "PATCH /api/applications/{id}/history/{entryId}": { json: () => ({ note: "Called back" }) },
  "POST /api/applications/{id}/documents": { form: async () => fileForm("notes.txt", "Interview notes\n") },
  "PUT /api/applications/{id}/documents/{documentId}": { path: { id: "otherApplication" } },
  "PATCH /api/documents/{id}": { json: () => ({ name: "cv.txt" }) },
  "POST /api/applications/{id}/interviews": {
    json: () => ({ round: "Phone screen", startsAt: "2099-01-05T10:00", timeZone: "UTC" }),
  },
  "PATCH /api/interviews/{id}": { json: () => ({ outcome: "Passed" }) },
  "POST /api/companies/{id}/merge": { json: (owner) => ({ into: owner.otherCompany }) },
  // Sources are named by their text: another user has none of the owner's to merge.
  "POST /api/sources/merge": {
    json: () => ({ from: [`Board ${marker}`], into: "Elsewhere" }),
    fromOthers: 404,
  },
  // A page on a local site, which this test's server may reach (a public one never does).
  "POST /api/postings/capture": { json: () => ({ url: postingPage }), fromOthers: "own" },
  "PUT /api/applications/{id}/posting": { json: () => ({ text: "The posting, as it read" }) },
  "GET /api/postings/search": { query: () => ({ q: marker }), fromOthers: "own" },
  // Only the administrator invites or withdraws an invitation: another user is refused.
  "POST /api/invitations": { json: () => ({ email: "new-person@example.com" }), fromOthers: 403 },
  "DELETE /api/invitations/{id}": { fromOthers: 403 },
  "POST /api/tags": { json: () => ({ name: "Remote", color: "teal" }), fromOthers: "own" },
  "PATCH /api/tags/{id}": { json: () => ({ name: "Renamed", color: "red" }) },
  "POST /api/settings/tokens": { json: () => ({ name: "Script", scope: "read" }), fromOthers: "own" },
  "GET /api/reports/proof": { query: () => ({ from: "2026-01-01", to: "2026-12-31" }), fromOthers: "own" },
  "POST /api/settings/calendar": { fromOthers: "own" },
  "POST /api/inbox/messages": {
    mail: () =>
      mailOf({
        from: "Northwind Careers <careers@northwind.example.com>",
        subject: "We received your application",
        messageId: "received-northwind@northwind.example.com",
        text: "Thank you for applying to Northwind. We have received your application.",
      }),
    fromOthers: "own",
  },
  "PUT /api/inbox/settings": { json: () => ({ autoApply: false }), fromOthers: "own" },
  // The suite's own IMAP server: each user connects their own mailbox there.
  "PUT /api/inbox/mailbox": {
    json: () => ({
      host: "localhost",
      port: imap.tlsPort,
      security: "tls",
      username: "owner",
      password: "owner-app-pass",
    }),
    fromOthers: "own",
  },
  "POST /api/inbox/{id}/apply": { json: () => ({}) },
  // Its own item: the one applied above is undone, not dismissed.
  "POST /api/inbox/{id}/dismiss": { path: { id: "otherInboxItem" } },
  "DELETE /api/settings/calendar": { fromOthers: "own" },
};

describe.each(testDatabases())("who may touch the owner's records, on $name", (database) => {
  let server: TestServer;
  let operations: Operation[];
  let owner: Owner;
  let other: CookieJar;

  const call = (jar: CookieJar, method: string, url: string, json?: unknown) =>
    server.call(jar, method, url, json);

  let site: Server;
  beforeAll(async () => {
    site = createServer((_request, response) =>
      response.writeHead(200, { "content-type": "text/html" }).end("<title>Analyst - Intake</title>"),
    );
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    postingPage = `http://127.0.0.1:${(site.address() as AddressInfo).port}/jobs/1`;
    imap = await startImapServer();
    imap.addUser("owner", "owner-app-pass");
    // Sign-up by invitation, the owner the administrator: the invitations' operations are real.
    server = await startTestServer(
      database,
      {
        LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: "true",
        SIGNUP: "invitation",
        ADMIN_EMAILS: `owner-${marker.toLowerCase()}@example.com`,
      },
      { mailbox: { ca: imap.ca, idleSeconds: 0 } },
    );
    operations = operationsOf(await openApiDocument(server)).filter(
      (operation) => !publicOperations.includes(operation.name),
    );

    const email = `owner-${marker.toLowerCase()}@example.com`;
    const { jar, id: userId } = await newAccount(server, email);
    const created = await Promise.all(
      ["Staff Engineer", "Lead Engineer"].map(async (jobTitle) => {
        const response = await call(jar, "POST", "/api/applications", {
          company: `${marker} Industries`,
          jobTitle: `${jobTitle} ${marker}`,
          applicationDate: "2026-03-01",
          status: "Applied",
          notes: `Private notes ${marker}`,
          source: `Board ${marker}`,
        });
        expect(response.status).toBe(201);
        return response.body.id as string;
      }),
    );
    const [application, otherApplication] = created as [string, string];
    const history = await call(jar, "GET", `/api/applications/${application}/history`);
    const upload = await server.request(`/api/applications/${application}/documents`, {
      method: "POST",
      jar,
      body: fileForm(`resume-${marker}.txt`, `The owner's resume ${marker}\n`),
    });
    expect(upload.status).toBe(201);
    const avatar = await server.request("/api/profile/avatar", {
      method: "PUT",
      jar,
      body: fileForm("me.png", await tinyPng()),
    });
    expect(avatar.status).toBe(200);
    const [profile] = await server.database.db
      .select({ file: profiles.avatarFileId })
      .from(profiles)
      .where(eq(profiles.id, userId));
    // Settings of the owner's own, which another user's change of theirs must leave alone.
    const settings = await call(jar, "PATCH", "/api/settings/reminders", {
      followUpDays: 10,
      timeZone: "Asia/Tokyo",
    });
    expect(settings.status).toBe(200);
    // On the application no operation deletes, so its own deletion finds it.
    const interview = await call(jar, "POST", `/api/applications/${otherApplication}/interviews`, {
      round: `Final ${marker}`,
      startsAt: "2099-01-04T10:00",
      timeZone: "UTC",
      notes: `Private notes ${marker}`,
    });
    expect(interview.status).toBe(201);
    expect((await call(jar, "POST", "/api/settings/calendar")).status).toBe(201);
    const token = await call(jar, "POST", "/api/settings/tokens", { name: `Sync ${marker}`, scope: "read" });
    expect(token.status).toBe(201);
    const posting = await call(jar, "PUT", `/api/applications/${application}/posting`, {
      text: `The owner's posting ${marker}`,
    });
    expect(posting.status).toBe(200);
    const tag = await call(jar, "POST", "/api/tags", { name: `Tag ${marker}`, color: "purple" });
    expect(tag.status).toBe(201);
    expect(
      (await call(jar, "PATCH", `/api/applications/${application}`, { tagIds: [tag.body.id] })).status,
    ).toBe(200);
    const merged = await call(jar, "POST", "/api/applications", {
      ...newApplication(`Merged ${marker}`),
      company: `Merge Co ${marker}`,
    });
    expect(merged.status).toBe(201);
    const kept = await call(jar, "GET", `/api/applications/${application}`);
    const requested = await call(jar, "POST", "/api/privacy/exports", {});
    expect(requested.status).toBe(202);
    expect((await exportReady(server, jar, requested.body.id)).status).toBe("ready");
    const phone = new CookieJar();
    const signIn = await server.request("/api/auth/sign-in/email", {
      json: { email, password: strongPassword },
      jar: phone,
    });
    expect(signIn.status).toBe(200);
    const sessions = await call(jar, "GET", "/api/privacy/sessions");
    const session = (sessions.body.items as { id: string; current: boolean }[]).find((item) => !item.current);

    // Two mails in the owner's inbox: a rejection of their application, and a confirmation.
    const inboxItems: string[] = [];
    for (const mail of [
      mailOf({
        from: `${marker} Industries <talent@zq7owner.example.com>`,
        subject: `Your application to ${marker} Industries`,
        messageId: `reject-${marker}@zq7owner.example.com`,
        text: `Dear applicant,\n\nThank you for applying for the Staff Engineer ${marker} role at ${marker} Industries. Unfortunately we have decided to move forward with other candidates.`,
      }),
      mailOf({
        from: `${marker} Labs <jobs@zq7labs.example.com>`,
        subject: `Application received: ${marker} Labs`,
        messageId: `received-${marker}@zq7labs.example.com`,
        text: `Thank you for applying to ${marker} Labs. We have received your application for the Analyst role.`,
      }),
    ]) {
      const received = await server.request("/api/inbox/messages", {
        method: "POST",
        jar,
        headers: { "Content-Type": "message/rfc822" },
        body: new Uint8Array(mail),
      });
      expect(received.status).toBe(201);
      inboxItems.push((await received.json()).id);
    }

    owner = {
      inboxItem: inboxItems[0]!,
      otherInboxItem: inboxItems[1]!,
      jar,
      email,
      userId,
      application,
      otherApplication,
      entry: (history.body.items as { id: string }[])[0]!.id,
      document: (await upload.json()).id,
      interview: interview.body.id,
      company: merged.body.companyId,
      otherCompany: kept.body.companyId,
      token: token.body.id,
      tag: tag.body.id,
      invitation: "",
      dataExport: requested.body.id,
      session: session!.id,
      file: profile!.file!,
    };

    expect((await call(jar, "POST", "/api/invitations", { email: "someone-else@example.com" })).status).toBe(
      201,
    );
    other = (
      await newAccount(server, "someone-else@example.com", {
        invitation: tokenFromMail(server.mailer, "someone-else@example.com", "invitation"),
      })
    ).jar;
    const pending = await call(jar, "POST", "/api/invitations", {
      email: `guest-${marker.toLowerCase()}@example.com`,
    });
    owner.invitation = pending.body.id;
    expect((await call(other, "POST", "/api/applications", newApplication("Their own"))).status).toBe(201);
  });
  afterAll(async () => {
    site.close();
    await imap.stop();
    await server.dispose();
    await database.drop();
  });

  /** The owner's record each path parameter of `operation` names. */
  function pathOf(operation: Operation): string {
    const segments = operation.path.split("/");
    return fillPath(operation.path, (name) => {
      const record =
        requests[operation.name]?.path?.[name] ?? recordAfter[segments[segments.indexOf(`{${name}}`) - 1]!];
      if (!record) throw new Error(`${operation.name}: which of the owner's records does {${name}} name?`);
      return encodeURIComponent(owner[record]);
    });
  }

  async function send(operation: Operation, jar: CookieJar | undefined) {
    const request = requests[operation.name] ?? {};
    const query = request.query ? `?${new URLSearchParams(request.query(owner))}` : "";
    const response = await server.request(`${pathOf(operation)}${query}`, {
      method: operation.method,
      ...(jar ? { jar } : {}),
      ...(request.json ? { json: request.json(owner) } : {}),
      ...(request.form ? { body: await request.form(owner) } : {}),
      ...(request.mail
        ? { body: new Uint8Array(request.mail()), headers: { "Content-Type": "message/rfc822" } }
        : {}),
    });
    return { status: response.status, text: Buffer.from(await response.arrayBuffer()).toString("latin1") };
  }

  const takesOwnersRecords = (operation: Operation) =>
    operation.parameters.some((parameter) => parameter.in === "path") ||
    operation.name === "POST /api/applications/bulk";

  it("knows what to send every operation that takes a body or names a record", () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
    for (const operation of operations) {
      if (operation.requestBody) expect(requests[operation.name], operation.name).toBeDefined();
      expect(() => pathOf(operation)).not.toThrow();
    }
  });

  it("answers 401 to every operation signed out, naming the owner's records", async () => {
    for (const operation of operations) {
      const { status } = await send(operation, undefined);
      expect(status, operation.name).toBe(401);
    }
  });

  it("gives another user nothing of the owner's and changes nothing of theirs", async () => {
    const ownersMarks = [
      marker,
      owner.email,
      owner.userId,
      owner.application,
      owner.otherApplication,
      owner.entry,
      owner.document,
      owner.dataExport,
      owner.session,
      owner.file,
      owner.inboxItem,
      owner.otherInboxItem,
    ];
    // Nothing another user sends may change the owner's data: it stays as it was before the first.
    const ownersData = watchUserData(server, owner.email);
    const before = await ownersData();
    for (const operation of operations) {
      const { status, text } = await send(operation, other);
      const expected = requests[operation.name]?.fromOthers ?? (takesOwnersRecords(operation) ? 404 : "own");
      const label = `${operation.name} -> ${status} ${text.slice(0, 200)}`;
      if (expected === "own") expect(status, label).toBeLessThan(300);
      else expect(status, label).toBe(expected);
      for (const mark of ownersMarks) expect(text.includes(mark), `${label} holds ${mark}`).toBe(false);
      expect(await ownersData(), label).toBe(before);
    }
  });

  it("answers the owner's own requests, so the ids and bodies above were real", async () => {
    const depth = (operation: Operation) => operation.path.split("/").length;
    const phase = (operation: Operation) =>
      requests[operation.name]?.last
        ? 3
        : operation.method === "DELETE"
          ? 2
          : operation.method === "GET"
            ? 0
            : 1;
    // Reads first, then changes, then deletions (the deepest records first), then what ends
    // the owner's other sessions, and last the account itself.
    const ordered = [...operations].sort(
      (a, b) =>
        phase(a) - phase(b) ||
        (phase(a) === 2 ? depth(b) - depth(a) : 0) ||
        Number(a.name === "POST /api/privacy/delete-account") -
          Number(b.name === "POST /api/privacy/delete-account"),
    );
    for (const operation of ordered) {
      const { status, text } = await send(operation, owner.jar);
      expect(status, `${operation.name} -> ${status} ${text.slice(0, 200)}`).toBeLessThan(300);
    }
  });
});
