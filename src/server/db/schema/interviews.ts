import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { interviewOutcomes } from "@/domain/interviews";
import { applications } from "./applications";
import { user } from "./auth";

const outcomeList = sql.raw(interviewOutcomes.map((outcome) => `'${outcome}'`).join(", "));

/**
 * An interview round of an application. Its times are instants; `timeZone` is the zone the
 * user gave them in, so they read back as the same wall-clock times.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    round: text("round").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    location: text("location"),
    people: text("people"),
    notes: text("notes"),
    outcome: text("outcome").notNull().default("Pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("interviews_outcome_check", sql`${table.outcome} in (${outcomeList})`),
    // An application's rounds in order; a user's next interviews (the list and the feed).
    index("interviews_application_idx").on(table.applicationId, table.startsAt),
    index("interviews_user_starts_idx").on(table.userId, table.startsAt),
  ],
);

/**
 * A user's private calendar address. Only a SHA-256 of its token is kept: the address is
 * shown once, and a copy of the database does not give anyone the feed.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  // When a calendar app last read it, to the hour (a poll every few minutes writes once an hour).
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
});
