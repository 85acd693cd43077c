// Interviews: the rounds of one of the user's applications, and the next ones across all of
// them. Every read and write is scoped to the user: another user's application or interview
// is not found. Wall-clock times become instants in the database (`at time zone`), which
// knows every zone's rules, summer time included.
import { and, asc, eq, gte, ne, sql } from "drizzle-orm";
import { errorMessages } from "@/domain/errors";
import {
  type CreateInterviewInput,
  defaultDuration,
  defaultOutcome,
  durationRange,
  type Interview,
  type InterviewOutcome,
  interviewMessages,
  minutesBetween,
  type UpcomingInterview,
  type UpdateInterviewInput,
  upcomingLimit,
} from "@/domain/interviews";
import { getApplication } from "../applications/applications";
import type { Database } from "../db/client";
import { applications, companies, interviews } from "../db/schema";
import { AppError, notFound } from "../errors";
import { csvOf } from "../exports/csv";
import { isUuid } from "../lib/ids";
import type { DataExportFile } from "../privacy/export-file";

/** An instant as the wall-clock time it is in the interview's zone: YYYY-MM-DDTHH:mm. */
const wallClock = (instant: typeof interviews.startsAt | typeof interviews.endsAt) =>
  sql<string>`to_char(${instant} at time zone ${interviews.timeZone}, 'YYYY-MM-DD"T"HH24:MI')`;

const interviewColumns = {
  id: interviews.id,
  applicationId: interviews.applicationId,
  round: interviews.round,
  startsAt: wallClock(interviews.startsAt),
  endsAt: wallClock(interviews.endsAt),
  timeZone: interviews.timeZone,
  start: interviews.startsAt,
  end: interviews.endsAt,
  location: interviews.location,
  people: interviews.people,
  notes: interviews.notes,
  outcome: interviews.outcome,
};

type InterviewRow = Omit<Interview, "start" | "end" | "outcome"> & {
  start: Date;
  end: Date;
  outcome: string;
};

const toInterview = ({ start, end, outcome, ...row }: InterviewRow): Interview => ({
  ...row,
  start: start.toISOString(),
  end: end.toISOString(),
  outcome: outcome as InterviewOutcome,
});

/** Everything a row is written from: a whole interview, its end as a length. */
type Fields = {
  round: string;
  startsAt: string;
  durationMinutes: number;
  timeZone: string;
  location: string | null;
  people: string | null;
  notes: string | null;
  outcome: InterviewOutcome;
};

/** The columns a whole interview is written as: its wall-clock start read in its zone. */
function columnsOf(fields: Fields) {
  const starts = sql`(${fields.startsAt}::timestamp at time zone ${fields.timeZone})`;
  return {
    round: fields.round,
    startsAt: starts,
    endsAt: sql`${starts} + make_interval(mins => ${fields.durationMinutes})`,
    timeZone: fields.timeZone,
    location: fields.location,
    people: fields.people,
    notes: fields.notes,
    outcome: fields.outcome,
  };
}

/** The length an input gives: its end, its length, or else `otherwise`. */
function durationOf(
  input: { startsAt: string; endsAt?: string | undefined; durationMinutes?: number | undefined },
  otherwise: number,
) {
  if (input.durationMinutes !== undefined) return input.durationMinutes;
  if (input.endsAt !== undefined) return minutesBetween(input.startsAt, input.endsAt);
  return otherwise;
}

/**
 * An interview is a sign of life from the company: the application's ghosting clock starts
 * again from its day (never moved back; a cancelled round counts for nothing).
 */
async function restartWait(db: Pick<Database, "execute">, userId: string, interviewId: string) {
  await db.execute(sql`
    update ${applications} a
    set waiting_since = greatest(a.waiting_since, (i.ends_at at time zone i.time_zone)::date)
    from ${interviews} i
    where i.id = ${interviewId} and i.user_id = ${userId} and a.id = i.application_id
      and a.user_id = ${userId} and i.outcome <> ${"Cancelled" satisfies InterviewOutcome}`);
}

async function findOwn(db: Database, userId: string, id: string): Promise<Interview> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select(interviewColumns)
    .from(interviews)
    .where(and(eq(interviews.id, id), eq(interviews.userId, userId)));
  if (!row) throw notFound();
  return toInterview(row);
}

/** An application's interviews, the earliest first. */
async function listInterviews(db: Database, userId: string, applicationId: string): Promise<Interview[]> {
  await getApplication(db, userId, applicationId);
  const rows = await db
    .select(interviewColumns)
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), eq(interviews.userId, userId)))
    .orderBy(asc(interviews.startsAt), asc(interviews.createdAt));
  return rows.map(toInterview);
}

export async function createInterview(
  db: Database,
  userId: string,
  applicationId: string,
  input: CreateInterviewInput,
): Promise<Interview> {
  await getApplication(db, userId, applicationId);
  // Answered from the write itself: its wall-clock times as the database reads them.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(interviews)
      .values({
        userId,
        applicationId,
        ...columnsOf({
          round: input.round,
          startsAt: input.startsAt,
          durationMinutes: durationOf(input, defaultDuration),
          timeZone: input.timeZone,
          location: input.location ?? null,
          people: input.people ?? null,
          notes: input.notes ?? null,
          outcome: input.outcome ?? defaultOutcome,
        }),
      })
      // An application deleted since it was read fails its foreign key: a 400, nothing written.
      .returning(interviewColumns);
    await restartWait(tx, userId, row!.id);
    return toInterview(row!);
  });
}

/**
 * Changes some of an interview. A new start keeps its length, and a new zone keeps its
 * wall-clock times; the whole is then written at once.
 */
async function updateInterview(
  db: Database,
  userId: string,
  id: string,
  input: UpdateInterviewInput,
): Promise<Interview> {
  const current = await findOwn(db, userId, id);
  const startsAt = input.startsAt ?? current.startsAt;
  const currentLength = Math.round((Date.parse(current.end) - Date.parse(current.start)) / 60_000);
  const fields: Fields = {
    round: input.round ?? current.round,
    startsAt,
    durationMinutes: durationOf({ ...input, startsAt }, currentLength),
    timeZone: input.timeZone ?? current.timeZone,
    location: input.location === undefined ? current.location : input.location,
    people: input.people === undefined ? current.people : input.people,
    notes: input.notes === undefined ? current.notes : input.notes,
    outcome: input.outcome ?? current.outcome,
  };
  // An end sent alone is checked against the start it keeps.
  if (fields.durationMinutes <= 0 || fields.durationMinutes > durationRange.max) {
    const message = fields.durationMinutes <= 0 ? interviewMessages.endsAt : interviewMessages.duration;
    throw new AppError("VALIDATION_ERROR", errorMessages.VALIDATION_ERROR, { endsAt: message });
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(interviews)
      .set({ ...columnsOf(fields), updatedAt: new Date() })
      .where(and(eq(interviews.id, id), eq(interviews.userId, userId)))
      .returning(interviewColumns);
    if (!updated) throw notFound();
    await restartWait(tx, userId, id);
    return toInterview(updated);
  });
}

async function deleteInterview(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const deleted = await db
    .delete(interviews)
    .where(and(eq(interviews.id, id), eq(interviews.userId, userId)))
    .returning({ id: interviews.id });
  if (deleted.length === 0) throw notFound();
}

/** The interviews not over yet and not cancelled, the soonest first, with what each is for. */
async function upcomingInterviews(db: Database, userId: string): Promise<UpcomingInterview[]> {
  const rows = await db
    .select({ ...interviewColumns, company: companies.name, jobTitle: applications.jobTitle })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(
      and(
        eq(interviews.userId, userId),
        gte(interviews.endsAt, sql`now()`),
        ne(interviews.outcome, "Cancelled" satisfies InterviewOutcome),
      ),
    )
    .orderBy(asc(interviews.startsAt))
    .limit(upcomingLimit);
  return rows.map(({ company, jobTitle, ...row }) => ({ ...toInterview(row), company, jobTitle }));
}

/** An application's interviews and the upcoming ones, as the routes call them. */
export function createInterviews(db: Database) {
  return {
    list: (userId: string, applicationId: string) => listInterviews(db, userId, applicationId),
    create: (userId: string, applicationId: string, input: CreateInterviewInput) =>
      createInterview(db, userId, applicationId, input),
    update: (userId: string, id: string, input: UpdateInterviewInput) =>
      updateInterview(db, userId, id, input),
    remove: (userId: string, id: string) => deleteInterview(db, userId, id),
    upcoming: (userId: string) => upcomingInterviews(db, userId),
  };
}

export type Interviews = ReturnType<typeof createInterviews>;

/** Every interview, its times in its own time zone and in UTC. */
async function interviewsCsv(db: Database, userId: string) {
  const rows = await db
    .select({
      applicationId: interviews.applicationId,
      company: companies.name,
      jobTitle: applications.jobTitle,
      round: interviews.round,
      startsAt: sql<string>`to_char(${interviews.startsAt} at time zone ${interviews.timeZone}, 'YYYY-MM-DD HH24:MI')`,
      endsAt: sql<string>`to_char(${interviews.endsAt} at time zone ${interviews.timeZone}, 'YYYY-MM-DD HH24:MI')`,
      timeZone: interviews.timeZone,
      start: interviews.startsAt,
      location: interviews.location,
      people: interviews.people,
      notes: interviews.notes,
      outcome: interviews.outcome,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(interviews.userId, userId))
    .orderBy(asc(interviews.startsAt));
  return csvOf(
    [
      ["applicationId", "Application id"],
      ["company", "Company"],
      ["jobTitle", "Job title"],
      ["round", "Round"],
      ["startsAt", "Starts"],
      ["endsAt", "Ends"],
      ["timeZone", "Time zone"],
      ["start", "Starts (UTC)"],
      ["location", "Place or link"],
      ["people", "People"],
      ["notes", "Notes"],
      ["outcome", "Outcome"],
    ],
    [rows],
  );
}

export const interviewsExportFile = (db: Database): DataExportFile => ({
  name: "interviews.csv",
  says: "every interview, its times in its own time zone and in UTC",
  carries: [interviews],
  content: (userId) => interviewsCsv(db, userId),
});
