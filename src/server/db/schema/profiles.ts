import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { files } from "./files";

/** One row per user, made at signup. */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    jobTitle: text("job_title"),
    /** The picture: a file the user owns, so replacing or removing it leaves nothing behind. */
    avatarFileId: text("avatar_file_id").references(() => files.id, { onDelete: "set null" }),
    avatarColor: text("avatar_color"),
    tier: text("tier").default("free"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("profiles_tier_check", sql`${table.tier} is null or ${table.tier} in ('free', 'pro')`)],
);
