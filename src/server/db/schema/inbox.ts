import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { InboxProposal, InboxUndo } from "@/domain/inbox/inbox-item";
import { inboxStates, mailWaysIn } from "@/domain/inbox/inbox-item";
import { mailKinds } from "@/domain/inbox/judge";
import { applications } from "./applications";
import { user } from "./auth";
import { files } from "./files";

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * A mail that reached the user (forwarded, uploaded or read from their mailbox) with what it
 * was read to mean and propose. One row per mail per user: the Message-ID is unique for the
 * user, so a retried delivery, several instances or a mailbox looked through again never
 * make a second item. The raw mail is a file while the item is pending and for 30 days after
 * it is decided; then only what was read from it stays.
 */
export const inboxMessages = pgTable(
  "inbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The mail's own Message-ID, or a digest of its bytes when it has none. */
    messageId: text("message_id").notNull(),
    via: text("via").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The day the original was sent, as far as the mail says. */
    sentOn: date("sent_on"),
    fromName: text("from_name").notNull().default(""),
    fromAddress: text("from_address"),
    subject: text("subject").notNull(),
    /** The original's text, as far as it was read. */
    text: text("text").notNull(),
    /** The mails this one answers (In-Reply-To and References), to follow a thread. */
    threadIds: text("thread_ids").array().notNull().default(sql`'{}'::text[]`),
    kind: text("kind").notNull(),
    /** The phrase that decided the kind, as the mail wrote it. */
    because: text("because"),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    /** What found the application: the thread, a requisition id, the sender's domain, the name. */
    matchedBy: text("matched_by"),
    proposal: jsonb("proposal").$type<InboxProposal>().notNull(),
    confidence: real("confidence").notNull(),
    state: text("state").notNull().default("pending"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Whether it was applied on arrival by the user's automatic changes. */
    autoApplied: boolean("auto_applied").notNull().default(false),
    /** Whether a daily digest has told the user of that change (each is told once). */
    toldInDigest: boolean("told_in_digest").notNull().default(false),
    /** What applying changed, so that it can be undone exactly. */
    undo: jsonb("undo").$type<InboxUndo>(),
    /** The raw mail, while it is kept. */
    fileId: text("file_id").references(() => files.id, { onDelete: "set null" }),
  },
  (table) => [
    check("inbox_messages_via_check", sql`${table.via} in (${listOf(mailWaysIn)})`),
    check("inbox_messages_kind_check", sql`${table.kind} in (${listOf(mailKinds)})`),
    check("inbox_messages_state_check", sql`${table.state} in (${listOf(inboxStates)})`),
    uniqueIndex("inbox_messages_user_message_idx").on(table.userId, table.messageId),
    index("inbox_messages_user_received_idx").on(table.userId, table.receivedAt),
    index("inbox_messages_application_idx").on(table.applicationId),
  ],
);

/** A user's choices for their inbox: whether sure forward steps are applied on arrival. */
export const inboxSettings = pgTable("inbox_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  autoApply: boolean("auto_apply").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's private forwarding address, `<token>@<the inbound mail domain>`. The listener
 * finds the user by a SHA-256 of the token; the token itself is kept sealed (AES-256-GCM, a
 * key derived from the server's secret) so Profile & Settings can show the address whenever
 * the user looks, while a copy of the database alone does not give it away.
 */
export const inboxAddresses = pgTable("inbox_addresses", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  sealedToken: text("sealed_token").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Where a mailbox's folder was read to: its UIDVALIDITY and the last UID taken. */
export type MailboxCursor = Record<string, { uidValidity: string; lastUid: number }>;

/**
 * A user's own mailbox, read over IMAP for mail about their applications: where it is, the
 * folders to read, how far back to look when connected, and how far each folder was read.
 * The app password is kept sealed and never sent back; disconnecting deletes the row.
 */
export const mailboxes = pgTable(
  "mailboxes",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    host: text("host").notNull(),
    port: integer("port").notNull(),
    /** "tls": TLS from the start (993); "starttls": plain, then STARTTLS (143). */
    security: text("security").notNull(),
    username: text("username").notNull(),
    sealedPassword: text("sealed_password").notNull(),
    folders: text("folders").array().notNull(),
    lookBackDays: integer("look_back_days").notNull(),
    cursor: jsonb("cursor").$type<MailboxCursor>().notNull().default(sql`'{}'::jsonb`),
    /** When it is next looked at; the check's job moves it on. */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    /** Why the last look failed, in the user's words; null when it worked. */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("mailboxes_security_check", sql`${table.security} in ('tls', 'starttls')`),
    index("mailboxes_next_check_idx").on(table.nextCheckAt),
  ],
);
