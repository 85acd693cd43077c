import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { apiTokenScopes } from "@/domain/api-tokens";
import { user } from "./auth";

const scopeList = sql.raw(apiTokenScopes.map((scope) => `'${scope}'`).join(", "));

/**
 * A user's personal API tokens. Only a SHA-256 of each is kept: the token is shown once, and
 * a copy of the database calls the API as no one. Revoking deletes the row, so the next
 * request with it is refused.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    prefix: text("prefix").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [
    check("api_tokens_scope_check", sql`${table.scope} in (${scopeList})`),
    index("api_tokens_user_idx").on(table.userId, table.createdAt),
  ],
);
