import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { exportStatuses } from "@/domain/privacy";
import { user } from "./auth";
import { files } from "./files";

/**
 * A signed-in user's cookie choices, as the banner or the privacy settings made them: the
 * same choices follow the user to another browser, and the record says what was agreed to
 * and when.
 */
export const cookieConsents = pgTable("cookie_consents", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  functional: boolean("functional").notNull(),
  analytics: boolean("analytics").notNull(),
  marketing: boolean("marketing").notNull(),
  version: text("version").notNull(),
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
});

const statusList = sql.raw(exportStatuses.map((status) => `'${status}'`).join(", "));

/** A data export the user asked for: built by a job, downloadable for a week. */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued"),
    /** Percent done while the job runs. */
    progress: integer("progress").notNull().default(0),
    /** Whether the zip is protected by the user's passphrase. */
    protected: boolean("protected").notNull().default(false),
    /**
     * The passphrase, sealed with the server's secret, only until the job has used it: it is
     * never stored in the clear and never kept after the zip is made.
     */
    sealedPassphrase: text("sealed_passphrase"),
    fileId: text("file_id").references(() => files.id, { onDelete: "set null" }),
    byteSize: integer("byte_size"),
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** When the note that it is ready went to the mail server; null while it waits. */
    readyMailedAt: timestamp("ready_mailed_at", { withTimezone: true }),
  },
  (table) => [
    check("data_exports_status_check", sql`${table.status} in (${statusList})`),
    check("data_exports_progress_check", sql`${table.progress} between 0 and 100`),
    index("data_exports_user_created_idx").on(table.userId, table.createdAt),
    // The hourly chore finds the ready mails still unsent without reading the rest.
    index("data_exports_ready_unmailed_idx")
      .on(table.completedAt)
      .where(sql`${table.status} = 'ready' and ${table.readyMailedAt} is null`),
  ],
);
