// The user's own mailbox over IMAP. Connecting checks the settings with a real sign-in and
// the folders named, then keeps the app password sealed. A job per mailbox (one at a time
// whatever the number of instances: the queue keeps one job per mailbox) looks every few
// minutes: each folder is opened read-only and read by UID from where the last look stopped
// (UIDVALIDITY and the last UID, kept per folder); the first look, and a folder whose
// UIDVALIDITY changed, goes back the days the user chose. Mail is fetched with BODY.PEEK:
// nothing is marked, moved or deleted. Where the server offers IDLE, the job also waits a
// minute after its look for mail arriving. Disconnecting deletes the row and its password.
import { lookup } from "node:dns/promises";
import type { ConnectionOptions } from "node:tls";
import { and, eq, lte } from "drizzle-orm";
import type { ImapFlow } from "imapflow";
import ipaddr from "ipaddr.js";
import {
  type ConnectMailboxData,
  type Mailbox,
  type MailboxSecurity,
  mailboxCheckMinutes,
  mailboxMessages as messages,
} from "@/domain/inbox/mailbox";
import type { Database } from "../db/client";
import { type MailboxCursor, mailboxes } from "../db/schema";
import { AppError, isDataException } from "../errors";
import type { JobQueue } from "../jobs/queue";
import { seal, unseal } from "../lib/sealed";
import type { Logger } from "../logger";
import type { Inbox } from "./inbox";

const purpose = "mailbox-password";
const checkJob = "mailbox-check";
/** Mails fetched per round trip. */
const batchSize = 50;
/** How long a look waits, after reading, for new mail where the server offers IDLE. */
const usualIdleSeconds = 60;

const invalid = (message: string, field: string) =>
  new AppError("VALIDATION_ERROR", message, { [field]: message });

type Connection = {
  host: string;
  port: number;
  security: MailboxSecurity;
  username: string;
  password: string;
};

/** Why a connection failed, in the user's words, and on which field. */
function failureOf(error: unknown, host: string): AppError {
  const failure = error as { authenticationFailed?: boolean; tlsFailed?: boolean; code?: string };
  if (failure.authenticationFailed) return invalid(messages.signInRefused, "password");
  if (
    failure.tlsFailed ||
    /^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO)/.test(failure.code ?? "")
  )
    return invalid(messages.notSecure(host), "security");
  return invalid(messages.cannotReach(host), "host");
}

export function createMailboxes({
  db,
  secret,
  inbox,
  jobs,
  logger,
  allowPrivateAddresses,
  tls,
  idleSeconds = usualIdleSeconds,
}: {
  db: Database;
  secret: string;
  inbox: Inbox;
  jobs: JobQueue;
  logger: Logger;
  /** Tests only: a mail server on this machine or its network may be reached. */
  allowPrivateAddresses: boolean;
  /** More TLS settings (a test's own certificate authority). */
  tls?: ConnectionOptions;
  /** How long a look waits in IDLE for new mail (0: it does not wait). */
  idleSeconds?: number;
}) {
  /** The address to connect to: a public one, looked up once so it cannot change under us. */
  async function addressOf(host: string): Promise<string> {
    let addresses: { address: string }[];
    try {
      addresses = ipaddr.isValid(host) ? [{ address: host }] : await lookup(host, { all: true });
    } catch {
      throw invalid(messages.cannotReach(host), "host");
    }
    if (addresses.length === 0) throw invalid(messages.cannotReach(host), "host");
    if (
      !allowPrivateAddresses &&
      addresses.some(({ address }) => ipaddr.process(address).range() !== "unicast")
    )
      throw invalid(messages.privateHost, "host");
    return addresses[0]!.address;
  }

  /** A signed-in client, or the reason in the user's words. */
  async function open(connection: Connection): Promise<ImapFlow> {
    const address = await addressOf(connection.host);
    // The IMAP client is loaded at the first mailbox read, not at the server's start.
    const { ImapFlow } = await import("imapflow");
    const client = new ImapFlow({
      host: address,
      port: connection.port,
      ...(ipaddr.isValid(connection.host) ? {} : { servername: connection.host }),
      secure: connection.security === "tls",
      // STARTTLS is required, never skipped: a password never travels in the clear.
      doSTARTTLS: connection.security === "starttls",
      auth: { user: connection.username, pass: connection.password },
      tls: { servername: ipaddr.isValid(connection.host) ? undefined : connection.host, ...tls },
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: 15_000,
      greetingTimeout: 10_000,
      socketTimeout: 120_000,
      clientInfo: { name: "JobTrail" },
    });
    client.on("error", (error: unknown) => logger.debug({ err: error }, "mailbox connection error"));
    try {
      await client.connect();
    } catch (error) {
      client.close();
      throw failureOf(error, connection.host);
    }
    return client;
  }

  const toMailbox = (row: typeof mailboxes.$inferSelect): Mailbox => ({
    host: row.host,
    port: row.port,
    security: row.security as MailboxSecurity,
    username: row.username,
    folders: row.folders,
    lookBackDays: row.lookBackDays,
    connectedAt: row.createdAt.toISOString(),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastError: row.lastError,
  });

  async function row(userId: string) {
    const [found] = await db.select().from(mailboxes).where(eq(mailboxes.userId, userId));
    return found;
  }

  // The IDLE waits under way, each ended by calling it.
  const waiting = new Set<() => void>();
  let oneJobEach: Promise<void> | undefined;
  const queueCheck = async (userId: string) => {
    oneJobEach ??= jobs.oneJobPerKey(checkJob);
    await oneJobEach;
    await jobs.send(checkJob, { userId }, { key: userId });
  };

  /** Reads one folder from where it was left (or the look-back days), in batches. */
  async function readFolder(
    client: ImapFlow,
    userId: string,
    folder: string,
    cursor: MailboxCursor,
    lookBackDays: number,
  ): Promise<number> {
    let received = 0;
    const lock = await client.getMailboxLock(folder, { readOnly: true });
    try {
      const uidValidity = String(client.mailbox === false ? "" : client.mailbox.uidValidity);
      const known = cursor[folder]?.uidValidity === uidValidity ? cursor[folder] : undefined;
      const since = new Date(Date.now() - lookBackDays * 86_400_000);
      const found = known
        ? await client.search({ uid: `${known.lastUid + 1}:*` }, { uid: true })
        : await client.search({ since }, { uid: true });
      const uids = (found || []).filter((uid) => uid > (known?.lastUid ?? 0)).sort((a, b) => a - b);
      let lastUid = known?.lastUid ?? 0;
      for (let start = 0; start < uids.length; start += batchSize) {
        const batch = uids.slice(start, start + batchSize);
        // BODY.PEEK[]: reading sets no \Seen flag.
        for await (const message of client.fetch(
          batch.join(","),
          { uid: true, source: true },
          { uid: true },
        )) {
          if (!message.source) continue;
          try {
            const { created } = await inbox.receive(userId, message.source, "imap");
            if (created) received += 1;
          } catch (error) {
            // A mail that cannot be read or stored (not a mail, too large, a date no calendar
            // holds) is passed over, so it never stops the mail after it; an outage is not.
            if (!(error instanceof AppError) && !isDataException(error)) throw error;
            logger.warn({ err: error }, "a mail in a mailbox could not be taken; it is passed over");
          }
        }
        lastUid = Math.max(lastUid, ...batch);
        cursor[folder] = { uidValidity, lastUid };
        await db.update(mailboxes).set({ cursor }).where(eq(mailboxes.userId, userId));
      }
      if (!known) {
        // Nothing in the look-back: later mail starts after the folder's newest.
        const newest = client.mailbox === false ? 0 : (client.mailbox.uidNext ?? 1) - 1;
        cursor[folder] = { uidValidity, lastUid: Math.max(lastUid, newest) };
        await db.update(mailboxes).set({ cursor }).where(eq(mailboxes.userId, userId));
      }
    } finally {
      lock.release();
    }
    return received;
  }

  /** The job: one look at the mailbox, then, where offered, a minute of IDLE on the first folder. */
  async function check(userId: string): Promise<void> {
    const found = await row(userId);
    if (!found) return;
    const password = unseal(secret, purpose, found.sealedPassword);
    const next = new Date(Date.now() + mailboxCheckMinutes * 60_000);
    if (password === null) {
      await db
        .update(mailboxes)
        .set({ lastError: messages.signInRefused, nextCheckAt: next })
        .where(eq(mailboxes.userId, userId));
      return;
    }
    let client: ImapFlow | undefined;
    try {
      client = await open({ ...found, security: found.security as MailboxSecurity, password });
      const cursor: MailboxCursor = { ...found.cursor };
      let received = 0;
      for (const folder of found.folders)
        received += await readFolder(client, userId, folder, cursor, found.lookBackDays);
      if (idleSeconds > 0 && client.capabilities.has("IDLE") && found.folders[0]) {
        const folder = found.folders[0];
        const lock = await client.getMailboxLock(folder, { readOnly: true });
        const idling = client;
        const arrived = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => done(false), idleSeconds * 1000);
          const done = (found: boolean) => {
            clearTimeout(timer);
            waiting.delete(stop);
            resolve(found);
          };
          // A shutdown ends the wait at once.
          const stop = () => done(false);
          waiting.add(stop);
          idling.once("exists", () => done(true));
          idling.once("close", () => done(false));
          void idling.idle().catch(() => done(false));
        });
        lock.release();
        if (arrived) received += await readFolder(client, userId, folder, cursor, found.lookBackDays);
      }
      await db
        .update(mailboxes)
        .set({ lastCheckedAt: new Date(), lastError: null, nextCheckAt: next })
        .where(eq(mailboxes.userId, userId));
      if (received > 0) logger.info({ received }, "mail read from a mailbox");
    } catch (error) {
      const message = error instanceof AppError ? error.message : messages.cannotReach(found.host);
      if (!(error instanceof AppError)) logger.warn({ err: error }, "a mailbox could not be read");
      await db
        .update(mailboxes)
        .set({ lastError: message, nextCheckAt: next })
        .where(eq(mailboxes.userId, userId));
    } finally {
      await client?.logout().catch(() => client?.close());
    }
  }

  return {
    async get(userId: string): Promise<Mailbox | null> {
      const found = await row(userId);
      return found ? toMailbox(found) : null;
    },

    /**
     * Checks the settings by signing in and opening each folder named, then keeps them and
     * looks at once (back the days chosen, on a first connection).
     */
    async connect(userId: string, input: ConnectMailboxData): Promise<Mailbox> {
      const current = await row(userId);
      // The saved password goes only to the server it was saved for.
      const sameServer =
        current !== undefined &&
        current.host === input.host &&
        current.port === input.port &&
        current.security === input.security &&
        current.username === input.username;
      const password =
        input.password ?? (sameServer ? unseal(secret, purpose, current.sealedPassword) : null) ?? undefined;
      if (password === undefined) throw invalid(messages.password, "password");
      const client = await open({ ...input, password });
      try {
        const existing = new Set((await client.list()).map((folder) => folder.path.toLowerCase()));
        for (const folder of input.folders)
          if (!existing.has(folder.toLowerCase())) throw invalid(messages.noFolder(folder), "folders");
      } finally {
        await client.logout().catch(() => client.close());
      }
      // Another account or server starts afresh; the same one keeps where each folder was read.
      const same = current && current.host === input.host && current.username === input.username;
      const cursor = same
        ? Object.fromEntries(
            Object.entries(current.cursor).filter(([folder]) => input.folders.includes(folder)),
          )
        : {};
      const values = {
        userId,
        host: input.host,
        port: input.port,
        security: input.security,
        username: input.username,
        sealedPassword: seal(secret, purpose, password),
        folders: input.folders,
        lookBackDays: input.lookBackDays,
        cursor,
        nextCheckAt: new Date(),
        lastError: null,
      };
      const [saved] = await db
        .insert(mailboxes)
        .values(values)
        .onConflictDoUpdate({ target: mailboxes.userId, set: values })
        .returning();
      await queueCheck(userId);
      return toMailbox(saved!);
    },

    /** Forgets the mailbox and its password at once. */
    async disconnect(userId: string): Promise<void> {
      await db.delete(mailboxes).where(eq(mailboxes.userId, userId));
    },

    check,

    /** Queues a look at every mailbox whose time has come (one job per mailbox at most). */
    async queueDue(now = new Date()): Promise<number> {
      const due = await db
        .select({ userId: mailboxes.userId })
        .from(mailboxes)
        .where(and(lte(mailboxes.nextCheckAt, now)))
        .limit(500);
      for (const { userId } of due) await queueCheck(userId);
      return due.length;
    },

    /** Ends the IDLE waits under way, so a stopping instance does not wait for them. */
    stop() {
      for (const stop of [...waiting]) stop();
    },

    /** Runs this instance's share of the looks. */
    async work() {
      oneJobEach ??= jobs.oneJobPerKey(checkJob);
      await oneJobEach;
      await jobs.work<{ userId: string }>(checkJob, (job) => check(job.data.userId));
    },
  };
}

export type Mailboxes = ReturnType<typeof createMailboxes>;
