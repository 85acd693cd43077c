// The calendar feed: a private address per user that calendar apps subscribe to, holding the
// user's interviews and follow-ups, each with a reminder the day before. The address carries
// a random token (256 bits); only its SHA-256 is kept, so the address is shown once, and
// making a new one or turning the feed off stops the old one at the next request.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { EventAttributes } from "ics";
import { dayMs, dayOf, dayStart } from "@/domain/dates";
import { followUpStatuses } from "@/domain/follow-ups";
import {
  type CalendarFeed,
  calendarFeedMessages,
  type InterviewOutcome,
  type NewCalendarFeed,
} from "@/domain/interviews";
import { paths } from "@/domain/paths";
import type { Database } from "../db/client";
import { applications, calendarFeeds, companies, interviews } from "../db/schema";
import { AppError } from "../errors";

/** Where calendar apps read the feed; the token (and .ics) follow. */
export const calendarFeedApiPath = "/api/calendar";
/** How far back the feed keeps past interviews and follow-ups, in days. */
const pastDays = { interviews: 90, followUps: 30 } as const;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A calendar day as the calendar library's [year, month, day]. */
const dayArray = (date: string) => date.split("-").map(Number) as [number, number, number];

const feedColumns = { createdAt: calendarFeeds.createdAt, lastUsedAt: calendarFeeds.lastUsedAt };

export function createCalendarFeeds({ db, appUrl }: { db: Database; appUrl: string }) {
  const host = new URL(appUrl).hostname;
  const dashboardLink = new URL(paths.dashboard, appUrl).toString();

  async function events(userId: string): Promise<EventAttributes[]> {
    const [rounds, followUps] = await Promise.all([
      db
        .select({
          id: interviews.id,
          round: interviews.round,
          start: interviews.startsAt,
          end: interviews.endsAt,
          location: interviews.location,
          people: interviews.people,
          notes: interviews.notes,
          company: companies.name,
          jobTitle: applications.jobTitle,
        })
        .from(interviews)
        .innerJoin(applications, eq(applications.id, interviews.applicationId))
        .innerJoin(companies, eq(companies.id, applications.companyId))
        .where(
          and(
            eq(interviews.userId, userId),
            ne(interviews.outcome, "Cancelled" satisfies InterviewOutcome),
            gte(interviews.endsAt, sql`now() - make_interval(days => ${pastDays.interviews})`),
          ),
        )
        .orderBy(asc(interviews.startsAt)),
      db
        .select({
          id: applications.id,
          date: applications.followUpDate,
          company: companies.name,
          jobTitle: applications.jobTitle,
          contactName: applications.contactName,
          contactEmail: applications.contactEmail,
        })
        .from(applications)
        .innerJoin(companies, eq(companies.id, applications.companyId))
        .where(
          and(
            eq(applications.userId, userId),
            inArray(applications.status, [...followUpStatuses]),
            // An archived application's follow-up is off; its interviews, which happened, stay.
            isNull(applications.archivedAt),
            gte(applications.followUpDate, sql`current_date - ${pastDays.followUps}::int`),
          ),
        )
        .orderBy(asc(applications.followUpDate)),
    ]);
    const lines = (...parts: (string | false | null)[]) => parts.filter(Boolean).join("\n");
    return [
      ...rounds.map((round): EventAttributes => {
        const title = `${round.round}: ${round.jobTitle} at ${round.company}`;
        return {
          uid: `interview-${round.id}@${host}`,
          title,
          start: round.start.getTime(),
          startInputType: "utc",
          startOutputType: "utc",
          end: round.end.getTime(),
          endInputType: "utc",
          endOutputType: "utc",
          ...(round.location ? { location: round.location } : {}),
          description: lines(
            `${round.jobTitle} at ${round.company}`,
            round.people && `People: ${round.people}`,
            round.notes && `Notes: ${round.notes}`,
            `JobTrail: ${dashboardLink}`,
          ),
          status: "CONFIRMED",
          busyStatus: "BUSY",
          // A day before, written as 24 hours: the library writes a day as "-P1DT", which
          // RFC 5545 does not allow.
          alarms: [
            { action: "display", description: `Tomorrow: ${title}`, trigger: { hours: 24, before: true } },
          ],
        };
      }),
      ...followUps.map((followUp): EventAttributes => {
        const title = `Follow up: ${followUp.jobTitle} at ${followUp.company}`;
        const date = followUp.date!;
        return {
          uid: `follow-up-${followUp.id}@${host}`,
          title,
          start: dayArray(date),
          end: dayArray(dayOf(dayStart(date) + dayMs)),
          description: lines(
            followUp.contactName && `Contact: ${followUp.contactName}`,
            followUp.contactEmail && `Email: ${followUp.contactEmail}`,
            `JobTrail: ${dashboardLink}`,
          ),
          // A reminder, not an appointment: it does not make the day busy.
          busyStatus: "FREE",
          transp: "TRANSPARENT",
          // At 9:00 the day before: 15 hours before the day starts.
          alarms: [
            { action: "display", description: `Tomorrow: ${title}`, trigger: { hours: 15, before: true } },
          ],
        };
      }),
    ];
  }

  return {
    async get(userId: string): Promise<CalendarFeed> {
      const [row] = await db.select(feedColumns).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return {
        active: row !== undefined,
        createdAt: row?.createdAt.toISOString() ?? null,
        lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
      };
    },

    /** A new address; any earlier one stops working at once. */
    async create(userId: string): Promise<NewCalendarFeed> {
      const token = randomBytes(32).toString("base64url");
      const values = { tokenHash: hashOf(token), createdAt: new Date(), lastUsedAt: null };
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: values })
        .returning(feedColumns);
      const url = new URL(`${calendarFeedApiPath}/${token}.ics`, appUrl);
      return {
        active: true,
        createdAt: row!.createdAt.toISOString(),
        lastUsedAt: null,
        url: url.toString(),
        webcalUrl: url.toString().replace(/^https?:/, "webcal:"),
      };
    },

    async revoke(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /** The feed of the address `token` is from (.ics or not); a token not live is refused. */
    async read(token: string): Promise<string> {
      const [feed] = await db
        .select({ userId: calendarFeeds.userId, lastUsedAt: calendarFeeds.lastUsedAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, hashOf(token.replace(/\.ics$/, ""))));
      if (!feed) throw new AppError("UNAUTHENTICATED", calendarFeedMessages.invalid);
      // Recorded to the hour: a calendar app polling every few minutes writes once an hour.
      if (!feed.lastUsedAt || Date.now() - feed.lastUsedAt.getTime() > 3_600_000)
        await db
          .update(calendarFeeds)
          .set({ lastUsedAt: sql`now()` })
          .where(
            and(
              eq(calendarFeeds.userId, feed.userId),
              or(
                isNull(calendarFeeds.lastUsedAt),
                lt(calendarFeeds.lastUsedAt, sql`now() - interval '1 hour'`),
              ),
            ),
          );
      // The calendar writer is loaded at the first feed read, not at the server's start.
      const { createEvents } = await import("ics");
      const { error, value } = createEvents(await events(feed.userId), {
        productId: "-//JobTrail//Calendar feed//EN",
        calName: "JobTrail",
        method: "PUBLISH",
      });
      if (error || value === null) throw error ?? new Error("The calendar feed could not be written");
      return value;
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
