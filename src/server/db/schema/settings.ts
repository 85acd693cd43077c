import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { ghostDaysRange } from "@/domain/ghosting";
import { followUpDaysRange, reminderDefaults } from "@/domain/reminder-settings";
import { user } from "./auth";

/**
 * A user's reminder settings: the follow-up date proposed for a new application and the daily
 * digest of due follow-ups. No row: the defaults (a week; no digest).
 */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    // Null: no follow-up date is proposed.
    followUpDays: integer("follow_up_days").default(reminderDefaults.followUpDays),
    digestEnabled: boolean("digest_enabled").notNull().default(reminderDefaults.digestEnabled),
    digestHour: integer("digest_hour").notNull().default(reminderDefaults.digestHour),
    timeZone: text("time_zone").notNull().default(reminderDefaults.timeZone),
    // Days of silence before an application shows as ghosted, per stage; null: never.
    ghostAfterApplied: integer("ghost_after_applied").default(reminderDefaults.ghostAfterApplied),
    ghostAfterInterview: integer("ghost_after_interview").default(reminderDefaults.ghostAfterInterview),
    /** The day (in timeZone) the last digest went out: one a day at most. */
    digestSentOn: date("digest_sent_on", { mode: "string" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "reminder_settings_follow_up_days_check",
      sql`${table.followUpDays} is null or ${table.followUpDays} between ${sql.raw(String(followUpDaysRange.min))} and ${sql.raw(String(followUpDaysRange.max))}`,
    ),
    check("reminder_settings_digest_hour_check", sql`${table.digestHour} between 0 and 23`),
    check(
      "reminder_settings_ghost_days_check",
      sql`coalesce(${table.ghostAfterApplied}, ${sql.raw(String(ghostDaysRange.min))}) between ${sql.raw(String(ghostDaysRange.min))} and ${sql.raw(String(ghostDaysRange.max))} and coalesce(${table.ghostAfterInterview}, ${sql.raw(String(ghostDaysRange.min))}) between ${sql.raw(String(ghostDaysRange.min))} and ${sql.raw(String(ghostDaysRange.max))}`,
    ),
    // The digest's chore reads only the users who asked for it.
    index("reminder_settings_digest_idx").on(table.userId).where(sql`${table.digestEnabled}`),
  ],
);
