import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The heavy exports (a report as PDF or CSV, the proof of applications) being written for
 * each user right now, so every server instance counts them together. A row is deleted
 * when its export ends; one whose instance died mid-export stops counting at its lease's
 * end and is removed by the next count.
 */
export const exportRuns = pgTable(
  "export_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
  },
  (table) => [index("export_runs_user_idx").on(table.userId)],
);
