import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tagColors } from "@/domain/tags";
import { applications } from "./applications";
import { user } from "./auth";

const colorList = sql.raw(tagColors.map((color) => `'${color}'`).join(", "));

/** A user's own label for applications, with a colour. */
export const tags = pgTable(
  "tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    color: text("color").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("tags_color_check", sql`${table.color} in (${colorList})`),
    // "Remote" and "remote" are one tag for one user.
    uniqueIndex("tags_user_name_key").on(table.userId, sql`lower(${table.name})`),
    // Lets an application's tag reference (tag, user): a tag is never another user's.
    unique("tags_id_user_key").on(table.id, table.userId),
  ],
);

/**
 * Which tags an application has. Adding or taking one off stamps the application as changed
 * (a trigger, migration 0020), so the browser's copy of the list picks it up, a tag's
 * deletion included.
 */
export const applicationTags = pgTable(
  "application_tags",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.tagId] }),
    foreignKey({
      name: "application_tags_tag_fk",
      columns: [table.tagId, table.userId],
      foreignColumns: [tags.id, tags.userId],
    }).onDelete("cascade"),
    // A tag's count, and the applications a tag filter finds.
    index("application_tags_tag_idx").on(table.tagId),
  ],
);
