// The listener for mail forwarded to users' private addresses: an SMTP server that takes mail
// for this server's own addresses only. An address it does not know is refused at RCPT TO
// (550), before any data; another domain's is refused as relaying (550): it never passes
// mail on. A mail over 10 MB is refused (552), whether its SIZE says so or its bytes do.
// Connections and mails per client address are limited with the database's rate limits, so
// several instances share the count; each mail is stored once per user by its Message-ID.
// STARTTLS is offered when a certificate is configured.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import type { Database } from "../db/client";
import { AppError, isDataException } from "../errors";
import { countAttempt } from "../lib/rate-limit";
import type { Logger } from "../logger";
import type { InboxAddresses } from "./addresses";
import type { Inbox } from "./inbox";
import { maxMailBytes } from "./read-mail";

type Limit = { max: number; windowSeconds: number };
type InboundLimits = { clientsAtOnce: number; connections: Limit; mails: Limit; recipients: number };

/** How much one client address may ask of the listener. */
const inboundLimits: InboundLimits = {
  /** Connections at once, from everyone. */
  clientsAtOnce: 100,
  connections: { max: 120, windowSeconds: 60 },
  // One mail provider's server forwards for many users: generous, but not endless.
  mails: { max: 5_000, windowSeconds: 3600 },
  /** Recipients of one mail: a forward goes to one person. */
  recipients: 10,
};

/** An SMTP reply: smtp-server sends the error's message with its responseCode. */
function reply(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function startInboundSmtp(options: {
  port: number;
  host?: string;
  tls?: { certPath: string; keyPath: string };
  db: Database;
  inbox: Inbox;
  addresses: InboxAddresses;
  logger: Logger;
  /** Other limits than the usual (a test's small ones). */
  limits?: Partial<InboundLimits>;
}) {
  const { db, inbox, addresses, logger } = options;
  const limits = { ...inboundLimits, ...options.limits };
  // Who each recipient of a session's current mail is, by the session.
  const recipients = new WeakMap<SMTPServerSession, Set<string>>();

  const server = new SMTPServer({
    name: addresses.domain,
    banner: "JobTrail inbound mail",
    size: maxMailBytes,
    authOptional: true,
    disabledCommands: options.tls ? ["AUTH"] : ["AUTH", "STARTTLS"],
    ...(options.tls
      ? { key: readFileSync(options.tls.keyPath), cert: readFileSync(options.tls.certPath) }
      : {}),
    maxClients: limits.clientsAtOnce,
    logger: false,

    onConnect(session, callback) {
      countAttempt(db, `smtp-connect:${session.remoteAddress}`, limits.connections)
        .then((allowed) =>
          callback(
            allowed ? undefined : reply(421, "4.7.0 Too many connections from your address, try again later"),
          ),
        )
        .catch(() => callback(reply(421, "4.3.0 Try again later")));
    },

    onMailFrom(_address, session, callback) {
      recipients.set(session, new Set());
      countAttempt(db, `smtp-mail:${session.remoteAddress}`, limits.mails)
        .then((allowed) =>
          callback(
            allowed ? undefined : reply(450, "4.7.1 Too many mails from your address, try again later"),
          ),
        )
        .catch(() => callback(reply(451, "4.3.0 Try again later")));
    },

    onRcptTo(address, session, callback) {
      const domain = address.address.slice(address.address.lastIndexOf("@") + 1).toLowerCase();
      if (domain !== addresses.domain) return callback(reply(550, "5.7.1 Relaying denied"));
      const users = recipients.get(session) ?? new Set<string>();
      if (users.size >= limits.recipients) return callback(reply(452, "4.5.3 Too many recipients"));
      addresses
        .userFor(address.address)
        .then((userId) => {
          if (!userId) return callback(reply(550, "5.1.1 No such address here"));
          users.add(userId);
          recipients.set(session, users);
          callback();
        })
        .catch(() => callback(reply(451, "4.3.0 Try again later")));
    },

    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      // Past the limit the rest is read and dropped, never kept.
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxMailBytes) chunks.push(chunk);
      });
      stream.on("end", () => {
        if (stream.sizeExceeded || size > maxMailBytes)
          return callback(reply(552, "5.3.4 The mail is larger than 10 MB"));
        const bytes = Buffer.concat(chunks);
        const users = [...(recipients.get(session) ?? [])];
        Promise.all(users.map((userId) => inbox.receive(userId, bytes, "forward")))
          .then((results) => {
            logger.info(
              { recipients: users.length, created: results.filter((result) => result.created).length },
              "forwarded mail received",
            );
            callback();
          })
          .catch((error: unknown) => {
            // Not a mail anyone can read: refused for good, so the sender's server says so.
            if (error instanceof AppError && error.code !== "STORAGE_UNAVAILABLE" && error.code !== "TIMEOUT")
              return callback(reply(550, `5.6.0 ${error.message}`));
            if (isDataException(error)) return callback(reply(550, "5.6.0 The mail could not be read"));
            logger.warn({ err: error }, "a forwarded mail could not be stored; the sender will retry");
            callback(reply(451, "4.3.0 Try again later"));
          });
      });
    },
  });
  server.on("error", (error) => logger.warn({ err: error }, "inbound mail connection error"));

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port, options.host ?? "0.0.0.0", () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
