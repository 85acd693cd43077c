// A user's applications: the list with its filters and keyset paging, one application,
// writes that keep the status history in step, and all-or-nothing bulk actions.
// Every query is scoped by user id; another user's id behaves as not found.
import { createHash } from "node:crypto";
import { and, asc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type {
  Application,
  ApplicationList,
  ApplicationListPage,
  CreateApplicationData,
  ListApplicationsQuery,
  StatusChange,
  UpdateApplicationData,
  UpdateStatusChangeData,
} from "@/domain/application-schemas";
import {
  type ApplicationSortKey,
  type ApplicationStatus,
  applicationStatuses,
  statusDateMessages,
  statusDateProblem,
  tombstoneRetentionDays,
} from "@/domain/applications";
import { todayUtc } from "@/domain/dates";
import { errorMessages } from "@/domain/errors";
import { closesApplication } from "@/domain/follow-ups";
import type { Database, Transaction } from "../db/client";
import { columnsAsMapped, rowsOf } from "../db/rows";
import {
  applications,
  applicationTags,
  applicationTombstones,
  companies,
  files,
  jobPostings,
  statusHistory,
} from "../db/schema";
import { deleteFileRows, documentFilesOnlyWith } from "../documents/documents";
import { AppError, isDataException, notFound } from "../errors";
import { isUuid } from "../lib/ids";
import { setApplicationTags, tagApplications } from "../tags/tags";

const fields = {
  id: applications.id,
  companyId: applications.companyId,
  company: companies.name,
  companyWebsite: companies.website,
  companyLogoUrl: sql<
    string | null
  >`case when ${companies.logoFileId} is not null then '/api/files/' || ${companies.logoFileId} end`,
  jobTitle: applications.jobTitle,
  applicationDate: applications.applicationDate,
  status: applications.status,
  statusDate: applications.statusDate,
  source: applications.source,
  location: applications.location,
  contactName: applications.contactName,
  contactEmail: applications.contactEmail,
  jobUrl: applications.jobUrl,
  notes: applications.notes,
  requisitionId: applications.requisitionId,
  followUpDate: applications.followUpDate,
  waitingSince: applications.waitingSince,
  currency: applications.currency,
  salaryOffered: applications.salaryOffered,
  signOnBonus: applications.signOnBonus,
  movingStipend: applications.movingStipend,
  stockOptions: applications.stockOptions,
  equityPercentage: applications.equityPercentage,
  benefitsSummary: applications.benefitsSummary,
  boardPosition: applications.boardPosition,
  // Text, not uuid[]: both drivers read a text array as strings.
  tagIds: sql<
    string[]
  >`array(select ${applicationTags.tagId}::text from ${applicationTags} where ${applicationTags.applicationId} = ${applications.id} order by ${applicationTags.tagId})`,
  archivedAt: sql<
    string | null
  >`to_char(${applications.archivedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  // Formatted by the database: 10,000 rows then need no Date objects on the way out.
  createdAt: sql<string>`to_char(${applications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  updatedAt: sql<string>`to_char(${applications.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
} satisfies Record<keyof Application, unknown>;

/** The status column holds only known statuses (a check constraint). */
const toApplication = (row: { status: string }) => row as Application;

/**
 * A card whose status changes goes to the top of its new column (see the schema). The
 * database's clock, so several servers agree with each other and with a new card's
 * default; one time for the whole statement, so a bulk change spaces its cards itself.
 */
const topOfColumn = sql<number>`-extract(epoch from statement_timestamp())`;

// ---- The list -------------------------------------------------------------------------

/**
 * The text forms a cursor's value may take for each column type: what PostgreSQL's `::text`
 * wrote when it made the cursor. A crafted or stale cursor that does not fit is refused
 * before it reaches the database.
 */
const cursorValueChecks = {
  // PostgreSQL's text cannot hold NUL; any other character may be in a name.
  text: (value: string) => !value.includes(String.fromCharCode(0)),
  integer: (value: string) => /^-?\d{1,9}$/.test(value),
  numeric: (value: string) => /^-?\d{1,15}(\.\d{1,10})?$/.test(value),
  date: (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  timestamptz: (value: string) =>
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(value),
} as const;
type CursorType = keyof typeof cursorValueChecks;

/** Each sortable column's SQL and the type its cursor value is cast back to. */
const sortColumns: Record<ApplicationSortKey, { expression: SQL; type: CursorType }> = {
  company: { expression: sql`lower(${companies.name})`, type: "text" },
  jobTitle: { expression: sql`lower(${applications.jobTitle})`, type: "text" },
  // Statuses sort in pipeline order (Applied first), not alphabetically.
  status: {
    expression: sql`array_position(array[${sql.raw(applicationStatuses.map((s) => `'${s}'`).join(","))}]::text[], ${applications.status})`,
    type: "integer",
  },
  applicationDate: { expression: sql`${applications.applicationDate}`, type: "date" },
  statusDate: { expression: sql`${applications.statusDate}`, type: "date" },
  source: { expression: sql`lower(${applications.source})`, type: "text" },
  location: { expression: sql`lower(${applications.location})`, type: "text" },
  contactName: { expression: sql`lower(${applications.contactName})`, type: "text" },
  salaryOffered: { expression: sql`${applications.salaryOffered}`, type: "numeric" },
  followUpDate: { expression: sql`${applications.followUpDate}`, type: "date" },
  createdAt: { expression: sql`${applications.createdAt}`, type: "timestamptz" },
  updatedAt: { expression: sql`${applications.updatedAt}`, type: "timestamptz" },
};

/**
 * Where the next page starts: the last row's sort value and id, and the `syncedAt` of the
 * walk's first page, so every page of one walk answers the same one.
 */
type Cursor = { value: string | null; id: string; syncedAt?: string };

/** A syncedAt as this server writes it: UTC, to the microsecond. */
const syncedAtPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function encodeCursor(cursor: Cursor): string {
  const parts = cursor.syncedAt ? [cursor.value, cursor.id, cursor.syncedAt] : [cursor.value, cursor.id];
  return Buffer.from(JSON.stringify(parts)).toString("base64url");
}

const invalidCursor = () =>
  new AppError("VALIDATION_ERROR", errorMessages.VALIDATION_ERROR, {
    cursor: "This page link is not valid any more. Please reload the list.",
  });

function decodeCursor(text: string, type: CursorType): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (
      Array.isArray(parsed) &&
      (parsed.length === 2 ||
        (parsed.length === 3 && typeof parsed[2] === "string" && syncedAtPattern.test(parsed[2]))) &&
      (parsed[0] === null || (typeof parsed[0] === "string" && cursorValueChecks[type](parsed[0]))) &&
      typeof parsed[1] === "string" &&
      isUuid(parsed[1])
    ) {
      return { value: parsed[0], id: parsed[1], syncedAt: parsed[2] };
    }
  } catch {
    // falls through to the validation error
  }
  throw invalidCursor();
}

/** LIKE treats % and _ as wildcards; a search for "100%" means the text itself. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The list's filters, and for an export of picked applications, their ids. */
type ApplicationsQuery =
  | ListApplicationsQuery
  | (Omit<ListApplicationsQuery, "q" | "archived"> & { ids: string[]; archived?: undefined });

function filterConditions(userId: string, query: ApplicationsQuery): SQL[] {
  const conditions: SQL[] = [eq(applications.userId, userId)];
  if ("ids" in query) conditions.push(inArray(applications.id, query.ids));
  if (query.status?.length) conditions.push(inArray(applications.status, query.status));
  if (query.source?.length) conditions.push(inArray(sql`coalesce(${applications.source}, '')`, query.source));
  if (query.from) conditions.push(sql`${applications.applicationDate} >= ${query.from}`);
  if (query.to) conditions.push(sql`${applications.applicationDate} <= ${query.to}`);
  if (query.tag?.length)
    conditions.push(
      sql`exists (select from ${applicationTags} where ${applicationTags.applicationId} = ${applications.id} and ${inArray(applicationTags.tagId, query.tag)})`,
    );
  if (query.archived === "exclude") conditions.push(sql`${applications.archivedAt} is null`);
  if (query.archived === "only") conditions.push(sql`${applications.archivedAt} is not null`);
  if ("q" in query && query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      sql`(${companies.name} ilike ${pattern} or ${applications.jobTitle} ilike ${pattern} or ${applications.contactName} ilike ${pattern} or ${applications.notes} ilike ${pattern} or ${applications.source} ilike ${pattern} or exists (select from ${jobPostings} where ${jobPostings.applicationId} = ${applications.id} and ${jobPostings.text} ilike ${pattern}))`,
    );
  }
  return conditions;
}

/**
 * The moment a list answer is as of, taken before it reads, with whether `updatedSince`
 * can be answered with changes only (within the tombstones kept, not in the future).
 *
 * Why not simply now: a transaction that stamped a row a moment ago may commit after this
 * read, and a syncedAt past its stamp would miss that change for good. So it is the
 * earliest of now and the start of every transaction of this database that has written
 * or is running a statement (it may be about to write): stamps are clock_timestamp() at
 * the write (migration 0011), never before the writer's start, so whatever this read does
 * not see is stamped at or after the syncedAt it answers. The next request overlaps by
 * that much; the browser applies items by id, so an application sent twice is harmless.
 * A later page of one walk keeps its first page's moment (it rides in the cursor): a change
 * made while the pages are read comes with the next sync. PGlite runs one transaction at a
 * time, so there it is now.
 */
async function syncWindow(
  db: Database,
  updatedSince: string | undefined,
  walkSyncedAt: string | undefined,
): Promise<{ syncedAt: string; changesOnly: boolean }> {
  const [moment] = await rowsOf<{ syncedAt: string; changesOnly: boolean }>(
    db,
    sql`
    with moment as (
      select coalesce(${walkSyncedAt ?? null}::timestamptz, least(statement_timestamp(), (
        select min(xact_start) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and backend_type = 'client backend' and (backend_xid is not null or state = 'active')
      ))) as at
    )
    select
      to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "syncedAt",
      coalesce(${updatedSince ?? null}::timestamptz between at - make_interval(days => ${tombstoneRetentionDays}) and at, false) as "changesOnly"
    from moment`,
  );
  return moment!;
}

/**
 * One answer of the list: a page of it, or with `updatedSince` the applications created or
 * changed since then and those deleted (ADR 0019). Also its ETag: what the page shows,
 * without the moment it was read, so an unchanged list answers 304 however often it is
 * asked for.
 */
export async function listApplications(
  db: Database,
  userId: string,
  query: ListApplicationsQuery,
): Promise<{ list: ApplicationListPage; etag: string }> {
  const walkSyncedAt = query.cursor
    ? decodeCursor(query.cursor, sortColumns[query.sort].type).syncedAt
    : undefined;
  const { syncedAt, changesOnly } = await syncWindow(db, query.updatedSince, walkSyncedAt);
  const since = changesOnly ? query.updatedSince : undefined;
  // Read before the changed applications: an id deleted by then cannot be among them.
  const deletedIds =
    since && !query.cursor
      ? (
          await db
            .select({ id: applicationTombstones.applicationId })
            .from(applicationTombstones)
            .where(
              and(
                eq(applicationTombstones.userId, userId),
                gte(applicationTombstones.deletedAt, sql`${since}::timestamptz`),
              ),
            )
            .orderBy(applicationTombstones.deletedAt)
        ).map((row) => row.id)
      : [];
  const { versions, ...page } = await pageOfApplications(db, userId, query, {
    changedSince: since,
    syncedAt,
  });
  const total =
    !since && !query.cursor && !page.nextCursor
      ? page.items.length
      : (
          await db
            .select({ count: sql<number>`count(*)::int` })
            .from(applications)
            .innerJoin(companies, eq(companies.id, applications.companyId))
            .where(and(...filterConditions(userId, query)))
        )[0]!.count;
  const list = { ...page, total, syncedAt, deletedIds, changesOnly };
  const nextPage = page.nextCursor ? decodeCursor(page.nextCursor, sortColumns[query.sort].type) : null;
  const etag = createHash("sha1")
    .update(JSON.stringify([total, changesOnly, deletedIds, nextPage && [nextPage.value, nextPage.id]]))
    .update(versions.join(","))
    .digest("base64url");
  return { list, etag: `W/"${etag}"` };
}

/**
 * One page in the list's order and where the next starts, without counting the whole list.
 * With `changedSince`, only the applications whose own row or company changed at or after
 * it. `versions` says which rows it holds as of when: each one's id and change stamps.
 */
export async function pageOfApplications(
  db: Database,
  userId: string,
  query: ApplicationsQuery,
  sync: { changedSince?: string; syncedAt?: string } = {},
): Promise<Omit<ApplicationList, "total"> & { versions: string[] }> {
  const { expression, type } = sortColumns[query.sort];
  const descending = query.order === "desc";
  const after = descending ? sql.raw("<") : sql.raw(">");
  const conditions = filterConditions(userId, query);
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, type);
    const id = sql`${cursor.id}::uuid`;
    conditions.push(
      cursor.value === null
        ? sql`(${expression} is null and ${applications.id} ${after} ${id})`
        : sql`(${expression} ${after} ${cursor.value}::${sql.raw(type)} or (${expression} = ${cursor.value}::${sql.raw(type)} and ${applications.id} ${after} ${id}) or ${expression} is null)`,
    );
  }
  if (sync.changedSince) {
    const since = sql`${sync.changedSince}::timestamptz`;
    conditions.push(sql`(${applications.changedAt} >= ${since} or ${companies.changedAt} >= ${since})`);
  }
  const direction = sql.raw(descending ? "desc" : "asc");
  // Read as the database writes the values: the whole list is thousands of rows.
  const columns = columnsAsMapped({
    ...fields,
    sortValue: sql`(${expression})::text`,
    version: sql`${applications.changedAt}::text || ' ' || ${companies.changedAt}::text`,
  });
  const rows = await rowsOf<Application & { sortValue: string | null; version: string }>(
    db,
    sql`select ${columns}
      from ${applications} inner join ${companies} on ${eq(companies.id, applications.companyId)}
      where ${and(...conditions)}
      order by (${expression}) is null, ${expression} ${direction}, ${applications.id} ${direction}
      limit ${query.limit + 1}`,
  ).catch((error: unknown) => {
    // A value of the right shape can still be out of range for its type (a 13th month).
    if (query.cursor && isDataException(error)) throw invalidCursor();
    throw error;
  });
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page.at(-1);
  return {
    items: page.map(({ sortValue: _sortValue, version: _version, ...row }) => toApplication(row)),
    nextCursor:
      hasMore && last ? encodeCursor({ value: last.sortValue, id: last.id, syncedAt: sync.syncedAt }) : null,
    versions: page.map((row) => `${row.id} ${row.version}`),
  };
}

/** Forgets deleted applications past the time a browser's copy may still ask about them. */
export async function pruneTombstones(db: Database): Promise<number> {
  const removed = await db
    .delete(applicationTombstones)
    .where(sql`${applicationTombstones.deletedAt} < now() - make_interval(days => ${tombstoneRetentionDays})`)
    .returning({ id: applicationTombstones.applicationId });
  return removed.length;
}

// ---- One application -----------------------------------------------------------------

/** An id that cannot be an application's is not found, rather than a database cast error. */
function applicationId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

/**
 * One application of the user's, as a prepared statement: the most frequent read, built and
 * planned once per database rather than once per request.
 */
const preparedFinds = new WeakMap<Database, ReturnType<typeof prepareFind>>();
const prepareFind = (db: Database) =>
  db
    .select(fields)
    .from(applications)
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(
      and(eq(applications.id, sql.placeholder("id")), eq(applications.userId, sql.placeholder("userId"))),
    )
    .prepare("application_by_id");

export async function getApplication(db: Database, userId: string, id: string): Promise<Application> {
  let find = preparedFinds.get(db);
  if (!find) {
    find = prepareFind(db);
    preparedFinds.set(db, find);
  }
  const [row] = await find.execute({ id: applicationId(id), userId });
  if (!row) throw notFound();
  return toApplication(row);
}

/** The user's company of this name (any case), made on first use. */
async function companyIdFor(tx: Transaction, userId: string, name: string): Promise<string> {
  const existing = async () =>
    (
      await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.userId, userId), sql`lower(${companies.name}) = lower(${name})`))
    )[0]?.id;
  const found = await existing();
  if (found) return found;
  const [inserted] = await tx
    .insert(companies)
    .values({ userId, name })
    .onConflictDoNothing()
    .returning({ id: companies.id });
  // Another request made the same company a moment ago: use theirs.
  return inserted?.id ?? (await existing())!;
}

/** A status change's day checked by the shared rule, as the error naming `field`. */
function statusDateError(
  statusDate: string | null,
  applicationDate: string,
  field = "statusDate",
): AppError | undefined {
  const message = statusDateProblem(statusDate, applicationDate, todayUtc());
  return message
    ? new AppError("VALIDATION_ERROR", errorMessages.VALIDATION_ERROR, { [field]: message })
    : undefined;
}

/**
 * Sets a company's website. A new website means a new logo: the old one goes (its bytes
 * with the next sweep) and the company is due for a look at once.
 */
async function setCompanyWebsite(tx: Transaction, userId: string, companyId: string, website: string | null) {
  const [before] = await tx
    .select({ website: companies.website, logoFileId: companies.logoFileId })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.userId, userId)))
    .for("update");
  if (!before || before.website === website) return;
  await tx
    .update(companies)
    .set({ website, logoFileId: null, logoCheckedAt: null, updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), eq(companies.userId, userId)));
  if (before.logoFileId)
    await tx.delete(files).where(and(eq(files.id, before.logoFileId), eq(files.userId, userId)));
}

/** What only files an application away, without editing it. */
const organisingFields = new Set(["boardPosition", "tagIds", "archived"]);

const editableFields = (
  input: Omit<UpdateApplicationData, "company" | "companyWebsite" | "statusDate" | "statusNote">,
) => {
  const { status: _status, ...fields } = input;
  return fields;
};

export async function createApplication(
  db: Database,
  userId: string,
  input: CreateApplicationData,
): Promise<Application> {
  const id = await db.transaction((tx) => insertApplication(tx, userId, input));
  return getApplication(db, userId, id);
}

/** A history entry as an import gives it: its status, its day (null: unknown) and note. */
export type ImportedStatusChange = { status: ApplicationStatus; date: string | null; note: string | null };

/**
 * Adds one application inside a transaction; returns its id. Without `history`, the history
 * is made from the input: Applied on the application date, then the status it is in. An
 * import of a JSON export gives the history itself, which the application's status and
 * status date then follow.
 */
export async function insertApplication(
  tx: Transaction,
  userId: string,
  input: CreateApplicationData,
  history?: ImportedStatusChange[],
  /** What an export kept of its filing: the day it was archived, and since when it waits. */
  kept: { archivedAt: Date | null; waitingSince: string | null } = { archivedAt: null, waitingSince: null },
): Promise<string> {
  const { company, companyWebsite, statusDate, statusNote, tagIds, ...fields } = input;
  // The application was sent on its date; a later status (logging an older application)
  // starts from Applied on that date, then moves to its status (today unless given).
  const reachedOn =
    input.status === "Applied"
      ? (statusDate ?? input.applicationDate)
      : statusDate === undefined
        ? todayUtc()
        : statusDate;
  const entries: ImportedStatusChange[] = history?.length
    ? history
    : [
        {
          status: "Applied",
          date: input.applicationDate,
          note: input.status === "Applied" ? (statusNote ?? null) : null,
        },
        ...(input.status === "Applied"
          ? []
          : [{ status: input.status, date: reachedOn, note: statusNote ?? null }]),
      ];
  for (const entry of entries) {
    const dateError = statusDateError(entry.date, input.applicationDate);
    if (dateError) throw dateError;
  }
  const latest = entries.at(-1)!;

  const companyId = await companyIdFor(tx, userId, company);
  if (companyWebsite !== undefined) await setCompanyWebsite(tx, userId, companyId, companyWebsite);
  const [created] = await tx
    .insert(applications)
    .values({
      ...fields,
      ...kept,
      status: latest.status,
      userId,
      companyId,
      statusDate: latest.date,
      // A closed application has no one left to check in with.
      ...(closesApplication(latest.status) ? { followUpDate: null } : {}),
    })
    .returning({ id: applications.id });
  const applicationId = created!.id;
  if (tagIds?.length) await setApplicationTags(tx, userId, applicationId, tagIds);
  // One statement, in order: the entries' creation times keep the order they were given.
  await tx.insert(statusHistory).values(
    entries.map((entry, index) => ({
      applicationId,
      userId,
      ...entry,
      createdAt: sql`clock_timestamp() + ${`${index} milliseconds`}::interval`,
    })),
  );
  return applicationId;
}

export async function updateApplication(
  db: Database,
  userId: string,
  id: string,
  input: UpdateApplicationData,
): Promise<Application> {
  applicationId(id);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: applications.status,
        applicationDate: applications.applicationDate,
        companyId: applications.companyId,
      })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, userId)))
      .for("update");
    if (!current) throw notFound();

    const { company, companyWebsite, statusDate, statusNote, tagIds, archived, ...rest } = input;
    const changes: PgUpdateSetSource<typeof applications> = editableFields(rest);
    // Moving a card within its column, tagging it or archiving it is not an edit of the
    // application: its "last updated" stays.
    if (Object.keys(input).some((key) => !organisingFields.has(key))) changes.updatedAt = new Date();
    if (archived !== undefined)
      // Archived again, it keeps the day it first went.
      changes.archivedAt = archived ? sql`coalesce(${applications.archivedAt}, now())` : null;
    if (tagIds !== undefined) await setApplicationTags(tx, userId, id, tagIds);
    if (company !== undefined) changes.companyId = await companyIdFor(tx, userId, company);
    if (companyWebsite !== undefined)
      await setCompanyWebsite(
        tx,
        userId,
        (changes.companyId as string | undefined) ?? current.companyId,
        companyWebsite,
      );

    const applicationDate = input.applicationDate ?? current.applicationDate;
    const statusChanged = input.status !== undefined && input.status !== current.status;
    if (statusChanged) {
      const date = statusDate === undefined ? todayUtc() : statusDate;
      const dateError = statusDateError(date, applicationDate);
      if (dateError) throw dateError;
      changes.status = input.status;
      changes.statusDate = date;
      changes.boardPosition ??= topOfColumn;
      // A closed application has no one left to check in with.
      if (closesApplication(input.status!)) changes.followUpDate = null;
      await tx
        .insert(statusHistory)
        .values({ applicationId: id, userId, status: input.status!, date, note: statusNote ?? null });
    }
    if (input.applicationDate !== undefined && input.applicationDate !== current.applicationDate) {
      // The "Applied" entry made from the application date follows it when it is corrected.
      await tx
        .update(statusHistory)
        .set({ date: input.applicationDate })
        .where(
          and(
            eq(statusHistory.applicationId, id),
            eq(statusHistory.status, "Applied"),
            eq(statusHistory.date, current.applicationDate),
          ),
        );
    }
    // Only tags may have changed: their own rows stamp the application.
    if (Object.keys(changes).length > 0)
      await tx
        .update(applications)
        .set(changes)
        .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  });
  return getApplication(db, userId, id);
}

/**
 * Deletes the application with the documents that went only with it. Returns the files
 * whose bytes are to go once this has committed.
 */
export async function deleteApplication(db: Database, userId: string, id: string): Promise<string[]> {
  applicationId(id);
  return db.transaction(async (tx) => {
    const fileIds = await documentFilesOnlyWith(tx, userId, [id]);
    const deleted = await tx
      .delete(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, userId)))
      .returning({ id: applications.id });
    if (deleted.length === 0) throw notFound();
    await deleteFileRows(tx, userId, fileIds);
    return fileIds;
  });
}

export async function applicationHistory(db: Database, userId: string, id: string): Promise<StatusChange[]> {
  await getApplication(db, userId, id);
  const rows = await db
    .select({
      id: statusHistory.id,
      status: statusHistory.status,
      date: statusHistory.date,
      note: statusHistory.note,
      createdAt: statusHistory.createdAt,
    })
    .from(statusHistory)
    .where(and(eq(statusHistory.applicationId, id), eq(statusHistory.userId, userId)))
    .orderBy(historyOrder);
  return rows.map(toStatusChange);
}

/**
 * The timeline's order: by date, and in the order recorded where dates tie or are unknown
 * (an entry whose date is unknown sits where it was recorded, among the dated ones).
 */
export const historyOrder = sql`coalesce(${statusHistory.date}, ${statusHistory.createdAt}::date), ${statusHistory.createdAt}`;

const toStatusChange = (row: {
  id: string;
  status: string;
  date: string | null;
  note: string | null;
  createdAt: Date;
}): StatusChange => ({
  ...row,
  status: row.status as ApplicationStatus,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Corrects one entry of an application's history: its date (or that it is unknown) and its
 * note. The latest entry's date is the application's status date, so that follows. The
 * first Applied entry is the application date itself: it is corrected there.
 */
export async function updateStatusChange(
  db: Database,
  userId: string,
  id: string,
  entryId: string,
  input: UpdateStatusChangeData,
): Promise<StatusChange> {
  applicationId(id);
  if (!isUuid(entryId)) throw notFound();
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ applicationDate: applications.applicationDate })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, userId)))
      .for("update");
    if (!application) throw notFound();
    const entries = await tx
      .select({ id: statusHistory.id, status: statusHistory.status, createdAt: statusHistory.createdAt })
      .from(statusHistory)
      .where(and(eq(statusHistory.applicationId, id), eq(statusHistory.userId, userId)))
      .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
    const entry = entries.find((candidate) => candidate.id === entryId);
    if (!entry) throw notFound();
    if (input.date !== undefined) {
      if (entry.id === entries[0]!.id && entry.status === "Applied")
        throw new AppError("VALIDATION_ERROR", errorMessages.VALIDATION_ERROR, {
          date: statusDateMessages.appliedFollowsApplication,
        });
      const dateError = statusDateError(input.date, application.applicationDate, "date");
      if (dateError) throw dateError;
    }
    const [updated] = await tx
      .update(statusHistory)
      .set({
        ...(input.date === undefined ? {} : { date: input.date }),
        ...(input.note === undefined ? {} : { note: input.note }),
      })
      .where(eq(statusHistory.id, entryId))
      .returning({
        id: statusHistory.id,
        status: statusHistory.status,
        date: statusHistory.date,
        note: statusHistory.note,
        createdAt: statusHistory.createdAt,
      });
    // The status the application is in was set by its latest entry.
    if (input.date !== undefined && entries.at(-1)!.id === entryId) {
      await tx
        .update(applications)
        .set({ statusDate: input.date, updatedAt: new Date() })
        .where(and(eq(applications.id, id), eq(applications.userId, userId)));
    }
    return toStatusChange(updated!);
  });
}

// ---- Bulk actions --------------------------------------------------------------------

export type BulkAction =
  | { action: "delete"; ids: string[] }
  | { action: "archive"; ids: string[] }
  | { action: "unarchive"; ids: string[] }
  | { action: "tag"; ids: string[]; tagId: string }
  | { action: "untag"; ids: string[]; tagId: string }
  | {
      action: "status";
      ids: string[];
      status: ApplicationStatus;
      statusDate?: string | null;
      statusNote?: string | null;
    };

/** All or nothing: one id that is not the user's (or not there) and nothing changes. */
export async function bulkUpdateApplications(
  db: Database,
  userId: string,
  input: BulkAction,
): Promise<{ count: number; deletedFileIds: string[] }> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({
        id: applications.id,
        status: applications.status,
        applicationDate: applications.applicationDate,
      })
      .from(applications)
      .where(and(eq(applications.userId, userId), inArray(applications.id, ids)))
      .for("update");
    if (owned.length !== ids.length) throw notFound();

    if (input.action === "delete") {
      const fileIds = await documentFilesOnlyWith(tx, userId, ids);
      await tx
        .delete(applications)
        .where(and(eq(applications.userId, userId), inArray(applications.id, ids)));
      await deleteFileRows(tx, userId, fileIds);
      return { count: ids.length, deletedFileIds: fileIds };
    }
    if (input.action === "archive" || input.action === "unarchive") {
      await tx
        .update(applications)
        .set({
          archivedAt: input.action === "archive" ? sql`coalesce(${applications.archivedAt}, now())` : null,
        })
        .where(and(eq(applications.userId, userId), inArray(applications.id, ids)));
      return { count: ids.length, deletedFileIds: [] };
    }
    if (input.action === "tag" || input.action === "untag") {
      await tagApplications(tx, userId, ids, input.tagId, input.action);
      return { count: ids.length, deletedFileIds: [] };
    }

    const date = input.statusDate === undefined ? todayUtc() : input.statusDate;
    const changing = owned.filter((application) => application.status !== input.status);
    for (const application of changing) {
      const dateError = statusDateError(date, application.applicationDate);
      if (dateError) throw dateError;
    }
    if (changing.length > 0) {
      const changingIds = changing.map((application) => application.id);
      // On top of the new column in the order given, a millisecond apart: equal places would
      // leave no room between them for a drop.
      const order = sql.join(
        changingIds.map((id, index) => sql`when ${id}::uuid then ${sql.raw(String(index))}`),
        sql` `,
      );
      const boardPosition = sql<number>`${topOfColumn} + (case ${applications.id} ${order} end) * 0.001`;
      await tx
        .update(applications)
        .set({
          status: input.status,
          statusDate: date,
          boardPosition,
          updatedAt: new Date(),
          ...(closesApplication(input.status) ? { followUpDate: null } : {}),
        })
        .where(and(eq(applications.userId, userId), inArray(applications.id, changingIds)));
      await tx.insert(statusHistory).values(
        changingIds.map((applicationId) => ({
          applicationId,
          userId,
          status: input.status,
          date,
          note: input.statusNote ?? null,
        })),
      );
    }
    return { count: ids.length, deletedFileIds: [] };
  });
}
