// Messages to support from the contact form: stored first, then mailed to the support
// address by a job, so the visitor's answer never waits for the mail server and a mail
// server that is down loses nothing (src/server/mail/queued-mail.ts). Five an hour from one
// address.
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { type ContactData, contactCategories, contactCategoryLabels, supportSubject } from "@/domain/contact";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema";
import { AppError } from "../errors";
import { countAttempt } from "../lib/rate-limit";
import type { Logger } from "../logger";
import { createQueuedMail, type QueuedMailDeps } from "../mail/queued-mail";
import { supportMail } from "../mail/templates";

export const contactMailJob = "contact-mail";

const contactLimit = { max: 5, windowSeconds: 60 * 60 };

type ContactRow = typeof contactMessages.$inferSelect;

export function createContactMessages(deps: QueuedMailDeps & { db: Database; supportEmail: string }) {
  const { db, supportEmail } = deps;

  function mailOf(row: ContactRow) {
    // Stored only after the schema's check, so always one of them.
    const category = contactCategories.find((known) => known === row.category) ?? "other";
    return supportMail({
      to: supportEmail,
      replyTo: row.email,
      subject: supportSubject(category, row.subject),
      fields: [
        ["From", `${row.name} <${row.email}>`],
        ["Company", row.company ?? "—"],
        ["Category", contactCategoryLabels[category]],
      ],
      message: row.message,
    });
  }

  const mails = createQueuedMail(deps, {
    job: contactMailJob,
    what: "contact message",
    async mailFor(id) {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      // Already mailed (by an earlier job for it), or gone: nothing to send.
      return row && !row.mailedAt ? mailOf(row) : undefined;
    },
    async markSent(id) {
      await db
        .update(contactMessages)
        .set({ mailedAt: new Date() })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.mailedAt)));
    },
    async due() {
      const unmailed = await db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(isNull(contactMessages.mailedAt))
        .orderBy(asc(contactMessages.createdAt));
      return unmailed.map((row) => row.id);
    },
  });

  return {
    /** Stores the message and queues its mail; the visitor's answer does not wait for it. */
    async receive(input: ContactData, sender: { ip: string; logger: Logger }): Promise<{ id: string }> {
      if (!(await countAttempt(db, `contact:${sender.ip}`, contactLimit))) throw new AppError("RATE_LIMITED");
      const id = randomUUID();
      await db.insert(contactMessages).values({ id, ...input, company: input.company ?? null });
      // Stored is received: a mail that cannot be queued now is queued by the hourly chore.
      await mails.queue(id, sender.logger);
      return { id };
    },

    /** Starts this instance's worker for contact mails. */
    work: mails.work,

    /** Queues again every message still unmailed; returns how many were queued. */
    queueUnmailed: mails.queueDue,
  };
}

export type ContactMessages = ReturnType<typeof createContactMessages>;
