import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { user } from "./auth";

/**
 * A job posting's text kept with its application, since postings vanish once the job is
 * filled. Apart from the application's row so the list the browser holds stays small: the
 * text is read when the application is opened, and searched on the server.
 */
export const jobPostings = pgTable(
  "job_postings",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    url: text("url"),
    employmentType: text("employment_type"),
    salaryRange: text("salary_range"),
    text: text("text").notNull(),
    capturedAt: timestamp("captured_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_postings_user_idx").on(table.userId)],
);
