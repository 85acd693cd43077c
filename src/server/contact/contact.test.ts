import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { contactMessages } from "../db/schema";
import type { OutgoingMail } from "../mail/mailer";
import { describeOnEachDatabase, eventually } from "../testing/server-kit";
import { contactMailJob } from "./contact";

const message = {
  name: "Grace Hopper",
  email: "grace@example.com",
  category: "bug",
  message: "The board forgets my column order.",
};

// Retries a second apart (then 2, 4 ... s), so a test sees several within its time.
describeOnEachDatabase("contact messages", { MAIL_RETRY_SECONDS: "1" }, (server) => {
  beforeEach(() => {
    server.mailer.down = false;
  });

  const row = async (id: string) =>
    (await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;
  const mailsAbout = (subject: string) =>
    server.mailer.sent.filter((mail) => mail.subject === `[Bug] ${subject}`);
  const jobsOf = async (id: string) =>
    (
      await server.database.executeSql(
        "select state, retry_count from jobs.job where name = $1 and singleton_key = $2 order by created_on",
        [contactMailJob, id],
      )
    ).rows as { state: string; retry_count: number }[];

  it("answers without waiting for the mail", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = server.mailer.send;
    server.mailer.send = async (mail: OutgoingMail) => {
      await held;
      await send(mail);
    };
    try {
      const response = await server.request("/api/contact", {
        json: { ...message, subject: "Slow mail server" },
      });
      expect(response.status).toBe(201);
      expect(mailsAbout("Slow mail server")).toHaveLength(0);
      release();
      await eventually("the mail", () => mailsAbout("Slow mail server")[0]);
    } finally {
      server.mailer.send = send;
      release();
    }
  });

  it("keeps a message unmailed while the mail server is down, retries, and mails it once when it is back", async () => {
    server.mailer.down = true;
    const failuresBefore = server.mailer.failures;
    const response = await server.request("/api/contact", {
      json: { ...message, subject: "Mail is down today" },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await row(id)).toMatchObject({ subject: "Mail is down today", mailedAt: null });

    // The first try and at least one retry fail; the job waits to retry again.
    await eventually("a retry", async () => {
      const [job] = await jobsOf(id);
      return server.mailer.failures - failuresBefore >= 2 && job?.state === "retry" && job.retry_count >= 1
        ? job
        : undefined;
    });
    expect((await row(id)).mailedAt).toBeNull();
    expect(mailsAbout("Mail is down today")).toHaveLength(0);

    server.mailer.down = false;
    const mailedAt = await eventually("mailed_at", async () => (await row(id)).mailedAt ?? undefined);
    expect(mailedAt).toBeInstanceOf(Date);
    expect(mailsAbout("Mail is down today")).toHaveLength(1);
    expect(mailsAbout("Mail is down today")[0]).toMatchObject({
      to: "support@jobtrail.local",
      replyTo: "grace@example.com",
    });
    // Mailed: the hourly chore leaves it alone. The job's end is recorded a moment after the
    // mail is (the queue writes it without waiting), so it is waited for.
    expect(await server.contact.queueUnmailed()).toBe(0);
    const states = await eventually("the job recorded as completed", async () => {
      const found = (await jobsOf(id)).map((job) => job.state);
      return found.includes("active") ? undefined : found;
    });
    expect(states).toEqual(["completed"]);
  });

  it("queues again, once, a message whose job gave up", async () => {
    // Stored, with no job left for it: its retries ran out while the mail server was down.
    const id = randomUUID();
    await server.database.db.insert(contactMessages).values({
      id,
      ...message,
      subject: "Lost in the outage",
      createdAt: new Date(Date.now() - 86_400_000),
    });

    // Two instances' chores at once queue it once; it is mailed once.
    const queued = await Promise.all([server.contact.queueUnmailed(), server.contact.queueUnmailed()]);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    await eventually("mailed_at", async () => (await row(id)).mailedAt ?? undefined);
    expect(mailsAbout("Lost in the outage")).toHaveLength(1);
    expect(await server.contact.queueUnmailed()).toBe(0);
  });
  it("refuses text that is not valid Unicode (a lone surrogate), naming the field, and stores or mails nothing", async () => {
    const before = (await server.database.db.select().from(contactMessages)).length;
    const mailsBefore = server.mailer.sent.length;
    const response = await server.request("/api/contact", {
      json: {
        ...message,
        subject: "Broken \ud800 text",
        message: "The board \udfff forgets my column order.",
      },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: {
        subject: "Subject contains a character that is not allowed",
        message: "Message contains a character that is not allowed",
      },
    });
    expect((await server.database.db.select().from(contactMessages)).length).toBe(before);
    expect(server.mailer.sent.length).toBe(mailsBefore);
  });
});
