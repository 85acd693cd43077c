// Mails that must arrive even when the mail server is away: a contact message for support,
// the note that a data export is ready. The row a mail is about records when it was sent (a
// mailed-at column). A job sends it and is retried for hours, and the hourly chore queues
// again whatever is still unsent, so a mail waits for the mail server however long it is
// down, and is sent once however many instances run (docs/decisions/0032-queued-mails.md).
//
// Mails a person is waiting for in the page (a confirmation link, a password reset) are not
// queued: they are sent in the request, which fails with a clear message when they cannot be.
import type { JobQueue } from "../jobs/queue";
import type { Logger } from "../logger";
import type { Mailer, OutgoingMail } from "./mailer";

/**
 * Eight retries, the first MAIL_RETRY_SECONDS (a minute) after the failure and each next
 * about twice as long, with up to as much again in jitter: a mail server restarting is
 * caught within minutes, one down for an afternoon within the 4 to 8 hours the retries span,
 * without knocking on it every few seconds meanwhile. After that the hourly chore queues the
 * mail again, so a longer outage is covered too.
 */
const queuedMailRetries = 8;

/** One kind of queued mail: its job's name and how to read and mark its rows. */
export type QueuedMailKind = {
  job: string;
  /** What the log calls the row ("contact message"). */
  what: string;
  /** The mail for the row `id`, or undefined when none is due: sent already, gone, or out of date. */
  mailFor(id: string): Promise<OutgoingMail | undefined>;
  /** Records that the row's mail has been handed to the mail server. */
  markSent(id: string): Promise<void>;
  /** The rows whose mail is due and unsent, oldest first. */
  due(): Promise<string[]>;
  /**
   * Whether a row's id is a user's id (the digest's rows are users): the job then says so
   * as `userId`, which the account's deletion sweeps from the job queue with the rest.
   */
  idIsUserId?: boolean;
};

export type QueuedMailDeps = {
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
  /** The wait before the first retry of a failed mail; each next one doubles. */
  retryDelaySeconds: number;
};

export function createQueuedMail(deps: QueuedMailDeps, kind: QueuedMailKind) {
  const { jobs, mailer, logger } = deps;
  const retry = { limit: queuedMailRetries, delaySeconds: deps.retryDelaySeconds };

  // One job per row at a time: with several instances, or the chore queueing a row whose
  // job is still retrying, two jobs for one mail never run together.
  const queue = async (id: string) => {
    await jobs.oneJobPerKey(kind.job);
    return jobs.send(kind.job, kind.idIsUserId ? { id, userId: id } : { id }, { key: id, retry });
  };

  async function send(id: string, attempt: { retryCount: number; retryLimit: number }) {
    const mail = await kind.mailFor(id);
    if (!mail) return;
    try {
      await mailer.send(mail);
    } catch (error) {
      const gaveUp = attempt.retryCount >= attempt.retryLimit;
      logger[gaveUp ? "error" : "warn"](
        { err: error, job: kind.job, id, attempt: attempt.retryCount + 1 },
        gaveUp
          ? `${kind.what} not mailed; its retries are over, the hourly chore queues it again`
          : `${kind.what} not mailed yet; it is tried again later`,
      );
      throw error;
    }
    await kind.markSent(id);
  }

  return {
    /**
     * Queues the row's mail. A failure to queue is logged, not thrown: the row is already
     * stored, and the hourly chore queues what is still unsent.
     */
    async queue(id: string, requestLogger: Logger = logger): Promise<void> {
      try {
        await queue(id);
      } catch (error) {
        requestLogger.error({ err: error, job: kind.job, id }, `${kind.what} stored but its mail not queued`);
      }
    },

    /** Starts this instance's worker for these mails. */
    async work() {
      await jobs.oneJobPerKey(kind.job);
      await jobs.work<{ id?: unknown }>(kind.job, async (job) => {
        // A job without an id names nothing to send; the chore finds the row if it is due.
        if (typeof job.data.id === "string") await send(job.data.id, job);
      });
    },

    /**
     * Queues again every mail still due and unsent (its job gave up, or was never queued).
     * A mail whose job still waits is not queued twice. Returns how many were queued.
     */
    async queueDue(): Promise<number> {
      let queued = 0;
      for (const id of await kind.due()) if (await queue(id)) queued += 1;
      return queued;
    },
  };
}
