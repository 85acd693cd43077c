import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { responseStatuses } from "@/domain/analytics";
import { applicationStatuses } from "@/domain/applications";
import { user } from "./auth";
import { files } from "./files";

const statusList = sql.raw(applicationStatuses.map((status) => `'${status}'`).join(", "));
const responseStatusList = sql.raw(responseStatuses.map((status) => `'${status}'`).join(", "));

/**
 * What the browser's copy of the list compares with the time it last synced. Stamped with
 * clock_timestamp() by the triggers of migration 0011 (the moment of the write, not the
 * transaction's start), so every way of writing a row stamps it, a cascade included.
 */
const changedAt = () =>
  timestamp("changed_at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`);

/** A user's own record of a company: the name applications share, a website, a cached logo. */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    website: text("website"),
    logoFileId: text("logo_file_id").references(() => files.id, { onDelete: "set null" }),
    // When the logo was last looked for (found or not): at most once a week per company.
    // Null: never, so it is due.
    logoCheckedAt: timestamp("logo_checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // When what the list shows of it (name, website, logo) last changed, by the database's
    // clock: stamped by a trigger (migration 0011), never by our code. ADR 0019.
    changedAt: changedAt(),
  },
  (table) => [
    index("companies_user_changed_idx").on(table.userId, table.changedAt),
    // "Acme" and "ACME" are one company for one user.
    uniqueIndex("companies_user_name_key").on(table.userId, sql`lower(${table.name})`),
    // Lets applications reference (company, user) so a company can never be another user's.
    unique("companies_id_user_key").on(table.id, table.userId),
    // The logo refresh finds the companies due without reading the rest.
    index("companies_logo_due_idx").on(table.logoCheckedAt).where(sql`${table.website} is not null`),
  ],
);

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" });

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").notNull(),
    jobTitle: text("job_title").notNull(),
    applicationDate: date("application_date", { mode: "string" }).notNull(),
    status: text("status").notNull(),
    // The latest status change's date; null when the user does not know it (a backfilled or
    // imported application): it counts for the rates, never for response times.
    statusDate: date("status_date", { mode: "string" }),
    source: text("source"),
    location: text("location"),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    jobUrl: text("job_url"),
    notes: text("notes"),
    requisitionId: text("requisition_id"),
    followUpDate: date("follow_up_date", { mode: "string" }),
    // The day the user chose to keep waiting on a quiet company, or of the latest interview:
    // the ghosting clock starts again from it (src/domain/ghosting.ts).
    waitingSince: date("waiting_since", { mode: "string" }),
    currency: text("currency").notNull().default("USD"),
    salaryOffered: money("salary_offered"),
    signOnBonus: money("sign_on_bonus"),
    movingStipend: money("moving_stipend"),
    stockOptions: numeric("stock_options", { precision: 16, scale: 2, mode: "number" }),
    equityPercentage: numeric("equity_percentage", { precision: 7, scale: 4, mode: "number" }),
    benefitsSummary: text("benefits_summary"),
    // The card's place in its kanban column, smallest first. A card arriving in a column
    // (created, or its status changed) goes to the top: minus the time, in seconds.
    // When the user put it in the archive: off the board and the default view, still in
    // analytics and exports. Null: not archived.
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    boardPosition: doublePrecision("board_position")
      .notNull()
      .default(sql`-extract(epoch from clock_timestamp())`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // When any of it last changed, a card's move within its column included (which
    // updatedAt leaves out): stamped by a trigger on every insert and update. ADR 0019.
    changedAt: changedAt(),
  },
  (table) => [
    index("applications_user_changed_idx").on(table.userId, table.changedAt),
    foreignKey({
      name: "applications_company_fk",
      columns: [table.companyId, table.userId],
      foreignColumns: [companies.id, companies.userId],
    }).onDelete("cascade"),
    check("applications_status_check", sql`${table.status} in (${statusList})`),
    check("applications_currency_check", sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      "applications_money_check",
      sql`coalesce(${table.salaryOffered}, 0) >= 0 and coalesce(${table.signOnBonus}, 0) >= 0 and coalesce(${table.movingStipend}, 0) >= 0 and coalesce(${table.stockOptions}, 0) >= 0 and coalesce(${table.equityPercentage}, 0) between 0 and 100`,
    ),
    // The duplicate rule: one per user, company, job title and date, in any case, so one
    // application cannot be logged twice.
    uniqueIndex("applications_duplicate_key").on(
      table.userId,
      table.companyId,
      sql`lower(${table.jobTitle})`,
      table.applicationDate,
    ),
    // The default view and date filters: one user's rows by application date.
    index("applications_user_date_idx").on(table.userId, table.applicationDate, table.id),
    index("applications_user_status_idx").on(table.userId, table.status),
  ],
);

/** Every status an application has had, with its date: the timeline analytics reads. */
export const statusHistory = pgTable(
  "application_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    // Null: the change happened, on a day the user does not know.
    date: date("date", { mode: "string" }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("application_status_history_status_check", sql`${table.status} in (${statusList})`),
    index("application_status_history_application_idx").on(table.applicationId, table.date, table.createdAt),
    index("application_status_history_user_date_idx").on(table.userId, table.date),
    // Analytics: one user's answers in application order, read from the index alone.
    index("application_status_history_responses_idx")
      .on(table.userId, table.applicationId, table.date, table.status)
      .where(sql`${table.status} in (${responseStatusList})`),
  ],
);

/**
 * The applications a user deleted, by id and when: what tells the browser's copy to drop
 * them. Written by a trigger in the deleting transaction; kept 30 days
 * (`tombstoneRetentionDays`); they go with the account.
 */
export const applicationTombstones = pgTable(
  "application_tombstones",
  {
    applicationId: uuid("application_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [index("application_tombstones_user_deleted_idx").on(table.userId, table.deletedAt)],
);
