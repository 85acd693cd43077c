import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { inboxMessages } from "@/domain/inbox/inbox-item";
import { inboxMessages as inboxRows } from "../../db/schema";
import { forwardedFromGmail, invitationOf, mailOf } from "../../testing/mails";
import {
  addApplication,
  answered,
  type CookieJar,
  describeOnEachDatabase,
  newAccount,
} from "../../testing/server-kit";

describeOnEachDatabase("the inbox", (server) => {
  let count = 0;
  const newUser = () => newAccount(server, `inbox${++count}@example.com`);
  const upload = async (jar: CookieJar, bytes: Buffer, type = "message/rfc822") => {
    const response = await server.request("/api/inbox/messages", {
      jar,
      method: "POST",
      headers: { "Content-Type": type },
      body: new Uint8Array(bytes),
    });
    return { status: response.status, body: await response.json() };
  };
  const inbox = async (jar: CookieJar) => answered(server.api(jar).inbox.$get({ query: {} }), 200);
  const application = async (jar: CookieJar, id: string) =>
    answered(server.api(jar).applications[":id"].$get({ param: { id } }), 200);
  const history = async (jar: CookieJar, id: string) =>
    (await answered(server.api(jar).applications[":id"].history.$get({ param: { id } }), 200)).items.map(
      (entry) => [entry.status, entry.date, entry.note],
    );

  const rejection = (messageId: string) =>
    forwardedFromGmail({
      from: "Lumen Analytics <no-reply@us.greenhouse-mail.io>",
      subject: "Your application to Lumen Analytics",
      date: "Tue, Nov 24, 2026 at 10:12 AM",
      messageId,
      text: "Dear Ada,\n\nThank you for your interest in the Senior Data Engineer position at Lumen Analytics. After careful consideration, we have decided to move forward with other candidates whose experience more closely matches our needs.\n\nWe wish you the best in your search.\n\nThe Lumen Analytics Recruiting Team",
    });

  it("takes a confirmation of an application not tracked once, and proposes adding it", async () => {
    const { jar } = await newUser();
    const confirmation = mailOf({
      from: "Wrenfield Robotics <no-reply@jobs.lever.co>",
      subject: "Thank you for applying to Wrenfield Robotics",
      messageId: "lever-confirm-1@jobs.lever.co",
      text: "Hi Ada,\n\nThank you for applying for the Robotics Engineer position at Wrenfield Robotics. We have received your application and our team will review it shortly.\n\nBest,\nWrenfield Robotics Talent Team",
    });
    const first = await upload(jar, confirmation);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      messageId: "lever-confirm-1@jobs.lever.co",
      via: "upload",
      from: { name: "Wrenfield Robotics", address: "no-reply@jobs.lever.co" },
      kind: "received",
      applicationId: null,
      proposal: {
        action: "create",
        company: "Wrenfield Robotics",
        jobTitle: "Robotics Engineer",
        status: "Applied",
      },
      state: "pending",
      kept: true,
    });
    // The same mail again (a retried webhook) is the same item, never a second one.
    const again = await upload(jar, confirmation);
    expect(again).toEqual({ status: 200, body: first.body });
    const list = await inbox(jar);
    expect(list.pending).toBe(1);
    expect(list.items.map((item) => item.id)).toEqual([first.body.id]);
    // Nothing was added before the user applies it.
    expect((await answered(server.api(jar).applications.$get({ query: {} }), 200)).items).toEqual([]);

    const applied = await server.call(jar, "POST", `/api/inbox/${first.body.id}/apply`, {});
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ state: "applied", autoApplied: false });
    const added = await application(jar, applied.body.applicationId);
    expect(added).toMatchObject({
      company: "Wrenfield Robotics",
      jobTitle: "Robotics Engineer",
      status: "Applied",
      applicationDate: "2026-11-24",
    });
    // Undone, the application it added goes again.
    const undone = await server.call(jar, "POST", `/api/inbox/${first.body.id}/undo`, {});
    expect(undone.body).toMatchObject({ state: "pending", applicationId: null });
    expect((await answered(server.api(jar).applications.$get({ query: {} }), 200)).items).toEqual([]);
  });

  it("takes a job posting the user mailed themselves as a proposed application, its text kept once added", async () => {
    const { jar, email } = await newUser();
    const posting = mailOf({
      from: `Ada Lovelace <${email}>`,
      to: `Ada Lovelace <${email}>`,
      subject: "Staff Data Engineer at Brightwell Energy",
      messageId: "note-to-self-1@mail.example.com",
      text: [
        "https://careers.brightwell.example/jobs/staff-data-engineer?utm_source=newsletter",
        "",
        "Location: Leeds, UK (hybrid)",
        "Salary: £85,000 – £95,000",
        "",
        "You will lead the data platform that forecasts the grid's demand. Python, Spark and dbt.",
      ].join("\n"),
    });
    const item = await upload(jar, posting);
    expect(item.status).toBe(201);
    expect(item.body).toMatchObject({
      kind: "posting",
      state: "pending",
      applicationId: null,
      proposal: {
        action: "create",
        status: "Applied",
        company: "Brightwell Energy",
        jobTitle: "Staff Data Engineer",
      },
    });
    const applied = await server.call(jar, "POST", `/api/inbox/${item.body.id}/apply`, {});
    expect(applied.status).toBe(200);
    expect(await application(jar, applied.body.applicationId)).toMatchObject({
      company: "Brightwell Energy",
      jobTitle: "Staff Data Engineer",
      location: "Leeds, UK (hybrid)",
      jobUrl: "https://careers.brightwell.example/jobs/staff-data-engineer?utm_source=newsletter",
      status: "Applied",
    });
    const kept = await server.call(jar, "GET", `/api/applications/${applied.body.applicationId}/posting`);
    expect(kept.body.posting).toMatchObject({
      url: "https://careers.brightwell.example/jobs/staff-data-engineer?utm_source=newsletter",
      salaryRange: "£85,000 – £95,000",
      text: expect.stringContaining("forecasts the grid's demand"),
    });

    // Their own reply, copied to the inbox, is no posting: set aside, nothing proposed.
    const reply = await upload(
      jar,
      mailOf({
        from: email,
        subject: "Re: Your application to Brightwell Energy",
        messageId: "reply-1@mail.example.com",
        inReplyTo: "brightwell-1@brightwell.example",
        text: "Thank you, Tuesday at 10 works for me. https://calendar.example/slot/42",
      }),
    );
    expect(reply.body).toMatchObject({ kind: "other", state: "dismissed", proposal: { action: "none" } });
    // Nor is a note to self that says nothing of a job, or a reply under another language's prefix.
    for (const [subject, text] of [
      ["Milk", "and bread"],
      ["AW: Ihre Bewerbung bei Brightwell Energy", "Vielen Dank, Dienstag passt. Location: Leeds"],
    ] as const)
      expect(
        (
          await upload(
            jar,
            mailOf({ from: email, subject, messageId: `${subject.length}@mail.example.com`, text }),
          )
        ).body,
      ).toMatchObject({ kind: "other", state: "dismissed" });
  });

  it("proposes a tracked application's rejection from a forwarded mail, applies it and undoes it exactly", async () => {
    const { jar } = await newUser();
    const lumen = await addApplication(server, jar, {
      company: "Lumen Analytics",
      jobTitle: "Senior Data Engineer",
      applicationDate: "2026-11-02",
    });
    const other = await addApplication(server, jar, { company: "Contoso", jobTitle: "Data Engineer" });
    const before = await application(jar, lumen.id);
    const { status, body: item } = await upload(jar, rejection("fwd-lumen-1@mail.gmail.com"));
    expect(status).toBe(201);
    expect(item).toMatchObject({
      kind: "rejection",
      applicationId: lumen.id,
      application: { company: "Lumen Analytics", jobTitle: "Senior Data Engineer", status: "Applied" },
      matchedBy: "company name",
      proposal: { action: "update", status: "Rejected" },
      state: "pending",
    });
    expect(item.confidence).toBeGreaterThan(0.5);
    expect(await application(jar, lumen.id)).toEqual(before);

    const applied = await server.call(jar, "POST", `/api/inbox/${item.id}/apply`, {});
    expect(applied.body.state).toBe("applied");
    expect((await application(jar, lumen.id)).status).toBe("Rejected");
    expect(await history(jar, lumen.id)).toEqual([
      ["Applied", "2026-11-02", null],
      ["Rejected", "2026-11-24", 'From the mail "Your application to Lumen Analytics"'],
    ]);
    // Applied twice is refused: it is no longer pending.
    expect(await server.call(jar, "POST", `/api/inbox/${item.id}/apply`, {})).toMatchObject({
      status: 400,
      body: { error: { message: inboxMessages.notPending } },
    });

    await server.call(jar, "POST", `/api/inbox/${item.id}/undo`, {});
    const restored = await application(jar, lumen.id);
    expect({ ...restored, updatedAt: before.updatedAt }).toEqual(before);
    expect(await history(jar, lumen.id)).toEqual([["Applied", "2026-11-02", null]]);

    // Changed: the user points it at the other application, with another status.
    const changed = await server.call(jar, "POST", `/api/inbox/${item.id}/apply`, {
      applicationId: other.id,
      status: "Not Selected",
    });
    expect(changed.body).toMatchObject({ state: "applied", applicationId: other.id });
    expect((await application(jar, other.id)).status).toBe("Not Selected");
    expect((await application(jar, lumen.id)).status).toBe("Applied");
  });

  it("adds an invitation's interview at its time in its zone, and takes it away on undo", async () => {
    const { jar } = await newUser();
    const contoso = await addApplication(server, jar, {
      company: "Contoso",
      jobTitle: "Platform Engineer",
      companyWebsite: "https://contoso.example.com",
    });
    const { body: item } = await upload(
      jar,
      mailOf({
        from: "Mia Schneider <mia.schneider@contoso.example.com>",
        subject: "Invitation: Interview Contoso / Ada Lovelace @ Tue 1 Dec 2026 15:00 - 16:00 (CET)",
        messageId: "invite-contoso-1@contoso.example.com",
        text: "Hi Ada,\n\nWe would like to invite you to an interview for the Platform Engineer role. Please find the calendar invitation attached.\n\nBest regards,\nMia",
        calendar: invitationOf({
          start: "20261201T150000",
          end: "20261201T160000",
          zone: "Europe/Berlin",
          summary: "Interview Contoso / Ada Lovelace",
          location: "https://meet.example.com/abc-defg",
        }),
      }),
    );
    expect(item).toMatchObject({
      kind: "interview",
      applicationId: contoso.id,
      matchedBy: "sender's domain",
      proposal: {
        action: "update",
        status: "Interviewing",
        interview: {
          startsAt: "2026-12-01T14:00:00.000Z",
          endsAt: "2026-12-01T15:00:00.000Z",
          timeZone: "Europe/Berlin",
          location: "https://meet.example.com/abc-defg",
        },
      },
    });
    await server.call(jar, "POST", `/api/inbox/${item.id}/apply`, {});
    const rounds = await answered(
      server.api(jar).applications[":id"].interviews.$get({ param: { id: contoso.id } }),
      200,
    );
    expect(rounds.items).toMatchObject([
      { startsAt: "2026-12-01T15:00", endsAt: "2026-12-01T16:00", timeZone: "Europe/Berlin" },
    ]);
    await server.call(jar, "POST", `/api/inbox/${item.id}/undo`, {});
    expect(
      (
        await answered(
          server.api(jar).applications[":id"].interviews.$get({ param: { id: contoso.id } }),
          200,
        )
      ).items,
    ).toEqual([]);
    expect((await application(jar, contoso.id)).status).toBe("Applied");
  });

  it("sets aside a mail that proposes nothing, and shows its HTML with nothing that runs or loads", async () => {
    const { jar } = await newUser();
    const { body: item } = await upload(
      jar,
      mailOf({
        from: "Jobs Digest <alerts@jobs.example.net>",
        subject: "12 new jobs for you",
        messageId: "digest-1@jobs.example.net",
        headers: { "List-Unsubscribe": "<https://jobs.example.net/unsubscribe>" },
        html: '<p onclick="alert(1)">New <b>jobs</b> for you</p><script>alert(2)</script><img src="https://track.example.net/pixel.gif"><a href="javascript:alert(3)">see</a><a href="https://jobs.example.net/1">Data Engineer</a><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="q"></form>',
      }),
    );
    // A job alert proposes nothing: it is set aside on arrival, not counted as waiting.
    expect(item).toMatchObject({
      kind: "other",
      applicationId: null,
      proposal: { action: "none" },
      state: "dismissed",
    });
    expect((await inbox(jar)).pending).toBe(0);
    const mail = await answered(server.api(jar).inbox[":id"].mail.$get({ param: { id: item.id } }), 200);
    expect(mail.text).toContain("New jobs for you");
    expect(mail.html).toContain("<b>jobs</b>");
    expect(mail.html).toContain('href="https://jobs.example.net/1"');
    for (const unsafe of [
      "script",
      "onclick",
      "<img",
      "javascript:",
      "iframe",
      "<form",
      "<input",
      "track.example.net",
    ])
      expect(mail.html).not.toContain(unsafe);
    // Brought back, it waits; there is nothing to apply as it is, and it can be dismissed.
    expect((await server.call(jar, "POST", `/api/inbox/${item.id}/undo`, {})).body).toMatchObject({
      state: "pending",
    });
    expect((await inbox(jar)).pending).toBe(1);
    expect(await server.call(jar, "POST", `/api/inbox/${item.id}/apply`, {})).toMatchObject({
      status: 400,
      body: { error: { message: inboxMessages.nothingToApply } },
    });
    const dismissed = await server.call(jar, "POST", `/api/inbox/${item.id}/dismiss`, {});
    expect(dismissed.body).toMatchObject({ state: "dismissed" });
    expect(
      (await answered(server.api(jar).inbox.$get({ query: { state: "dismissed" } }), 200)).items,
    ).toHaveLength(1);
    await server.call(jar, "POST", `/api/inbox/${item.id}/undo`, {});
    // A waiting one has nothing to undo.
    expect(await server.call(jar, "POST", `/api/inbox/${item.id}/undo`, {})).toMatchObject({
      status: 400,
      body: { error: { message: inboxMessages.notApplied } },
    });
  });

  it("with automatic changes on, applies only a sure step forward on arrival", async () => {
    const { jar } = await newUser();
    expect(await answered(server.api(jar).inbox.settings.$get(), 200)).toEqual({ autoApply: false });
    const rejected = (company: string, domain: string, messageId: string) =>
      mailOf({
        from: `${company} Talent <talent@${domain}>`,
        subject: `Your application for Data Engineer at ${company}`,
        messageId,
        text: `Dear Ada,\n\nThank you for applying for the Data Engineer position at ${company}. Unfortunately, we have decided not to move forward with your application at this time.\n\nKind regards,\n${company} Talent`,
      });
    const open = await addApplication(server, jar, {
      company: "Halden",
      companyWebsite: "https://halden.example.com",
    });
    const offered = await addApplication(server, jar, {
      company: "Brightwater",
      companyWebsite: "https://brightwater.example.com",
      status: "Offer",
    });
    // Off: nothing applies by itself.
    const waiting = await upload(
      jar,
      rejected("Halden", "halden.example.com", "halden-0@halden.example.com"),
    );
    expect(waiting.body.state).toBe("pending");
    expect((await application(jar, open.id)).status).toBe("Applied");
    await server.call(jar, "POST", `/api/inbox/${waiting.body.id}/dismiss`, {});

    expect(await server.call(jar, "PUT", "/api/inbox/settings", { autoApply: true })).toEqual({
      status: 200,
      body: { autoApply: true },
    });
    const sure = await upload(jar, rejected("Halden", "halden.example.com", "halden-1@halden.example.com"));
    expect(sure.body).toMatchObject({ state: "applied", autoApplied: true });
    expect((await application(jar, open.id)).status).toBe("Rejected");
    // Never back from an offer: it waits for the user.
    const back = await upload(
      jar,
      rejected("Brightwater", "brightwater.example.com", "bw-1@brightwater.example.com"),
    );
    expect(back.body).toMatchObject({ state: "pending", autoApplied: false });
    expect((await application(jar, offered.id)).status).toBe("Offer");
    // Undo works on what applied itself too.
    await server.call(jar, "POST", `/api/inbox/${sure.body.id}/undo`, {});
    expect((await application(jar, open.id)).status).toBe("Applied");
  });

  it("never changes anything by itself for a forward from another address, nor matches lookalike letters", async () => {
    const { jar, email } = await newUser();
    const halden = await addApplication(server, jar, {
      company: "Halden",
      jobTitle: "Data Engineer",
      companyWebsite: "https://halden.example.com",
    });
    const contoso = await addApplication(server, jar, { company: "Contoso", jobTitle: "Platform Engineer" });
    await server.call(jar, "PUT", "/api/inbox/settings", { autoApply: true });
    const forwardedBy = (from: string, messageId: string) =>
      mailOf({
        from,
        subject: "Fwd: Your application for Data Engineer at Halden",
        messageId,
        text: "---------- Forwarded message ---------\nFrom: Halden Talent <talent@halden.example.com>\nDate: Tue, Nov 24, 2026 at 10:12 AM\nSubject: Your application for Data Engineer at Halden\nTo: <ada@example.com>\n\nDear Ada,\n\nThank you for applying for the Data Engineer position at Halden. Unfortunately, we have decided not to move forward with your application at this time.",
      });
    // Someone else claims to forward the company's rejection: it waits for the user.
    const claimed = await upload(
      jar,
      forwardedBy("Mallory <mallory@elsewhere.example>", "claimed@elsewhere.example"),
    );
    expect(claimed.body).toMatchObject({ applicationId: halden.id, state: "pending", autoApplied: false });
    expect((await application(jar, halden.id)).status).toBe("Applied");
    await server.call(jar, "POST", `/api/inbox/${claimed.body.id}/dismiss`, {});
    // The account's own address forwarding it: a sure step, applied by itself.
    const own = await upload(jar, forwardedBy(`Ada <${email.toUpperCase()}>`, "own@example.com"));
    expect(own.body).toMatchObject({ state: "applied", autoApplied: true });

    // "Cоntoso" with a Cyrillic о is another name: not the user's Contoso.
    const lookalike = await upload(
      jar,
      mailOf({
        from: "C\u043entoso Recruiting <jobs@c\u043entoso-careers.example>",
        subject: "Your application to C\u043entoso",
        messageId: "lookalike@contoso-careers.example",
        text: "Unfortunately, C\u043entoso has decided to move forward with other candidates for the Platform Engineer role.",
      }),
    );
    expect(lookalike.body.applicationId).toBeNull();
    expect((await application(jar, contoso.id)).status).toBe("Applied");
  });

  it("takes a mail from a script with a read-write API token, and refuses a read token", async () => {
    const { jar } = await newUser();
    const tokenOf = async (scope: string) =>
      (await server.call(jar, "POST", "/api/settings/tokens", { name: `Webhook ${scope}`, scope })).body
        .token as string;
    const send = async (token: string, messageId: string) =>
      server.request("/api/inbox/messages", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "Content-Type": "message/rfc822", origin: "" },
        body: new Uint8Array(rejection(messageId)),
      });
    expect((await send(await tokenOf("read-write"), "token-1@mail.gmail.com")).status).toBe(201);
    expect((await send(await tokenOf("read"), "token-2@mail.gmail.com")).status).toBe(403);
    expect((await inbox(jar)).items.map((item) => item.messageId)).toEqual(["token-1@mail.gmail.com"]);
  });

  it("stores what a stranger's mail holds that no database would (a NUL, a start in the year 10000)", async () => {
    const { jar } = await newUser();
    const odd = await upload(
      jar,
      mailOf({
        from: "Odd <odd@example.org>",
        subject: "=?UTF-8?Q?Interview=00invitation?=",
        date: "Mon, 1 Jan 10000 00:00:00 +0000",
        messageId: "odd-1@example.org",
        text: "We would like to invite you to an interview.\u0000",
        calendar: invitationOf({
          start: "99991299T990000",
          end: "99991299T993000",
          zone: "Europe/Berlin",
          summary: "x",
        }),
      }),
    );
    expect(odd.status).toBe(201);
    expect(odd.body.subject).toBe("Interviewinvitation");
  });

  it("never applies by itself what only a name ties to an application, nor undoes a status the user changed since", async () => {
    const { jar } = await newUser();
    const contoso = await addApplication(server, jar, { company: "Contoso", jobTitle: "Data Engineer" });
    await server.call(jar, "PUT", "/api/inbox/settings", { autoApply: true });
    // Anyone can call themselves "Contoso Recruiting".
    const named = await upload(
      jar,
      mailOf({
        from: "Contoso Recruiting <contoso.jobs.team@freemail.example>",
        subject: "Data Engineer at Contoso",
        messageId: "name-only@freemail.example",
        text: "Dear Ada,\n\nThank you for applying for the Data Engineer position at Contoso. Unfortunately, we have decided not to move forward with your application.",
      }),
    );
    expect(named.body).toMatchObject({ applicationId: contoso.id, state: "pending", autoApplied: false });
    expect((await application(jar, contoso.id)).status).toBe("Applied");
    // Applied by the user, then moved on by them: Undo would take their change back too.
    await server.call(jar, "POST", `/api/inbox/${named.body.id}/apply`, {});
    await server.call(jar, "PATCH", `/api/applications/${contoso.id}`, { status: "Offer" });
    expect(await server.call(jar, "POST", `/api/inbox/${named.body.id}/undo`, {})).toMatchObject({
      status: 400,
      body: { error: { message: inboxMessages.undoChanged } },
    });
    expect((await application(jar, contoso.id)).status).toBe("Offer");
  });

  it("refuses what is not a mail, a mail over 10 MB and another user's item, clearly", async () => {
    const { jar } = await newUser();
    const { jar: stranger } = await newUser();
    expect(await upload(jar, Buffer.from("just some words"))).toMatchObject({
      status: 400,
      body: { error: { code: "VALIDATION_ERROR", message: inboxMessages.notMail } },
    });
    expect(await upload(jar, Buffer.from("{}"), "application/json")).toMatchObject({
      status: 415,
      body: { error: { code: "UNSUPPORTED_MEDIA_TYPE" } },
    });
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 65);
    expect(await upload(jar, huge)).toMatchObject({
      status: 413,
      body: { error: { code: "PAYLOAD_TOO_LARGE", message: inboxMessages.tooLarge } },
    });
    const { body: item } = await upload(jar, rejection("fwd-private@mail.gmail.com"));
    for (const path of [`/api/inbox/${item.id}`, `/api/inbox/${item.id}/mail`])
      expect((await server.call(stranger, "GET", path)).status).toBe(404);
    for (const action of ["apply", "dismiss", "undo"])
      expect((await server.call(stranger, "POST", `/api/inbox/${item.id}/${action}`, {})).status).toBe(404);
    // The same mail sent to another user is that user's own item.
    const theirs = await upload(stranger, rejection("fwd-private@mail.gmail.com"));
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(item.id);
  });

  it("lets a decided mail's raw bytes go after 30 days, keeping what was read from it", async () => {
    const { jar } = await newUser();
    const { body: item } = await upload(jar, rejection("fwd-old@mail.gmail.com"));
    const { body: waiting } = await upload(jar, rejection("fwd-waiting@mail.gmail.com"));
    await server.call(jar, "POST", `/api/inbox/${item.id}/dismiss`, {});
    const [{ fileId } = { fileId: null }] = await server.database.db
      .select({ fileId: inboxRows.fileId })
      .from(inboxRows)
      .where(eq(inboxRows.id, item.id));
    // Not yet: 29 days after it was dismissed.
    await server.database.db
      .update(inboxRows)
      .set({ decidedAt: new Date(Date.now() - 29 * 86_400_000) })
      .where(eq(inboxRows.id, item.id));
    expect(await server.inbox.forgetOldMail()).toBe(0);
    await server.database.db
      .update(inboxRows)
      .set({ decidedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(inboxRows.id, item.id));
    expect(await server.inbox.forgetOldMail()).toBe(1);
    expect(await server.files.blobs.get(fileId!)).toBeUndefined();
    const after = await answered(server.api(jar).inbox[":id"].$get({ param: { id: item.id } }), 200);
    expect(after).toMatchObject({
      kept: false,
      subject: "Your application to Lumen Analytics",
      kind: "rejection",
    });
    const mail = await answered(server.api(jar).inbox[":id"].mail.$get({ param: { id: item.id } }), 200);
    expect(mail.text).toContain("move forward with other candidates");
    // A pending item keeps its mail however old.
    expect((await answered(server.api(jar).inbox[":id"].$get({ param: { id: waiting.id } }), 200)).kept).toBe(
      true,
    );
  });
});
