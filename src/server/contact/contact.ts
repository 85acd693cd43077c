// Messages to support from the contact form: stored first, then mailed to the support
// address by a job, so the visitor's answer never waits for the mail server and a mail
// server that is down loses nothing (docs/decisions/0020-contact-mail-job.md). Five an hour
// from one address.
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { type ContactData, contactCategories, contactCategoryLabels, supportSubject } from "@/domain/contact";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema";
import { AppError } from "../errors";
import type { JobQueue } from "../jobs/queue";
import { countAttempt } from "../lib/rate-limit";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { supportMail } from "../mail/templates";

export const contactMailJob = "contact-mail";

const contactLimit = { max: 5, windowSeconds: 60 * 60 };

/**
 * Eight retries, the first CONTACT_MAIL_RETRY_SECONDS (a minute) after the failure and each
 * next about twice as long, with up to as much again in jitter: a mail server restarting is
 * caught within minutes, one down for an afternoon within the 4 to 8 hours the retries span,
 * without knocking on it every few seconds meanwhile. After that the hourly chore queues the
 * message again, so a longer outage is covered too.
 */
export const contactMailRetries = 8;

type ContactRow = typeof contactMessages.$inferSelect;

export function createContactMessages(deps: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
  supportEmail: string;
  /** The wait before the first retry of a failed mail; each next one doubles. */
  retryDelaySeconds: number;
}) {
  const { db, jobs, mailer, logger, supportEmail } = deps;
  const retry = { limit: contactMailRetries, delaySeconds: deps.retryDelaySeconds };

  // One job per message at a time: with several instances, or the chore queueing a message
  // whose job is still retrying, two jobs for one message never run together.
  const queue = async (messageId: string) => {
    await jobs.oneJobPerKey(contactMailJob);
    return jobs.send(contactMailJob, { messageId }, { key: messageId, retry });
  };

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

  async function mail(messageId: string, attempt: { retryCount: number; retryLimit: number }) {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
    // Already mailed (by an earlier job for it), or gone: nothing to send.
    if (!row || row.mailedAt) return;
    try {
      await mailer.send(mailOf(row));
    } catch (error) {
      const gaveUp = attempt.retryCount >= attempt.retryLimit;
      logger[gaveUp ? "error" : "warn"](
        { err: error, contactMessageId: messageId, attempt: attempt.retryCount + 1 },
        gaveUp
          ? "contact message not mailed; its retries are over, the hourly chore queues it again"
          : "contact message not mailed yet; it is tried again later",
      );
      throw error;
    }
    await db
      .update(contactMessages)
      .set({ mailedAt: new Date() })
      .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.mailedAt)));
  }

  return {
    /** Stores the message and queues its mail; the visitor's answer does not wait for it. */
    async receive(input: ContactData, sender: { ip: string; logger: Logger }): Promise<{ id: string }> {
      if (!(await countAttempt(db, `contact:${sender.ip}`, contactLimit))) throw new AppError("RATE_LIMITED");
      const id = randomUUID();
      await db.insert(contactMessages).values({ id, ...input, company: input.company ?? null });
      try {
        await queue(id);
      } catch (error) {
        // Stored is received: the hourly chore queues what is still unmailed.
        sender.logger.error(
          { err: error, contactMessageId: id },
          "contact message stored but its mail not queued",
        );
      }
      return { id };
    },

    /** Starts this instance's worker for contact mails. */
    async work() {
      await jobs.oneJobPerKey(contactMailJob);
      await jobs.work<{ messageId: string }>(contactMailJob, (job) => mail(job.data.messageId, job));
    },

    /**
     * Queues again every message still unmailed (its job gave up, or was never queued).
     * A message whose job still waits is not queued twice. Returns how many were queued.
     */
    async queueUnmailed(): Promise<number> {
      const unmailed = await db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(isNull(contactMessages.mailedAt))
        .orderBy(asc(contactMessages.createdAt));
      let queued = 0;
      for (const { id } of unmailed) if (await queue(id)) queued += 1;
      return queued;
    },
  };
}

export type ContactMessages = ReturnType<typeof createContactMessages>;
