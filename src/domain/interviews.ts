// Interviews: the dated rounds of an application (a phone screen, an on-site, a final), and
// the calendar feed that carries them to the job seeker's calendar app. The same for the
// server and the web app.
//
// An interview's times are wall-clock times in its own time zone ("14:30 in Berlin"), as the
// invitation says them; the server turns them into instants, so the feed and the "Upcoming"
// list place them right wherever the job seeker is.
import { z } from "zod";
import { isTimeZone, reminderMessages } from "./reminder-settings";
import { isWebAddress, plainString } from "./text";

export const interviewOutcomes = ["Pending", "Passed", "Not passed", "Cancelled"] as const;
export type InterviewOutcome = (typeof interviewOutcomes)[number];

/** What a new interview is, until the user records how it went. */
export const defaultOutcome: InterviewOutcome = "Pending";

/** The lengths the form offers, in minutes; the API takes any within `durationRange`. */
export const durationChoices = [15, 30, 45, 60, 90, 120, 180, 240, 480] as const;
export const defaultDuration = 45;
export const durationRange = { min: 5, max: 12 * 60 } as const;

export const interviewLimits = { round: 100, location: 500, people: 500, notes: 5000 } as const;

/** The years an interview may fall in: a mistyped year is caught, not stored. */
const yearBounds = { earliest: 2000, latest: 2099 } as const;

export const interviewMessages = {
  round: "Name the round, such as Phone screen",
  roundTooLong: `Keep the round's name under ${interviewLimits.round} characters`,
  startsAt: "Enter the date and start time",
  startsAtYear: `Interviews must fall between ${yearBounds.earliest} and ${yearBounds.latest}`,
  endsAt: "The end must be after the start",
  duration: `Choose a length from ${durationRange.min} minutes to ${durationRange.max / 60} hours`,
  endOrDuration: "Give an end time or a length, not both",
  timeZone: reminderMessages.timeZone,
  location: `Keep the place or link under ${interviewLimits.location} characters`,
  people: `Keep the names under ${interviewLimits.people} characters`,
  notes: `Keep the notes under ${interviewLimits.notes.toLocaleString("en-US")} characters`,
  outcome: `Choose one of: ${interviewOutcomes.join(", ")}`,
  added: "Interview added",
  saved: "Interview saved",
  deleted: "Interview deleted",
} as const;

/** A wall-clock time as a datetime-local field writes it: YYYY-MM-DDTHH:mm. */
const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `value` is a real wall-clock time (2026-02-30T10:00 is not) in the years allowed. */
function isLocalDateTime(value: string): boolean {
  const match = localDateTimePattern.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}

const localDateTime = (message: string) =>
  z
    .string({ error: message })
    .refine(isLocalDateTime, { error: message })
    .refine(
      (value) => {
        const year = Number(value.slice(0, 4));
        return year >= yearBounds.earliest && year <= yearBounds.latest;
      },
      { error: interviewMessages.startsAtYear },
    )
    .meta({ example: "2026-12-03T14:30", description: "A wall-clock time in timeZone (YYYY-MM-DDTHH:mm)" });

/** Optional text: trimmed, "" is none. */
const optionalText = (label: string, max: number, message: string) =>
  plainString(label, message)
    .trim()
    .max(max, { error: message })
    .transform((value) => (value === "" ? null : value))
    .nullable();

/** Minutes from one wall-clock time to another, counted as written (the same zone). */
export function minutesBetween(from: string, to: string): number {
  return (Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / 60_000;
}

const interviewFields = {
  round: plainString("Round", interviewMessages.round)
    .trim()
    .min(1, { error: interviewMessages.round })
    .max(interviewLimits.round, { error: interviewMessages.roundTooLong })
    .meta({ example: "Phone screen" }),
  startsAt: localDateTime(interviewMessages.startsAt),
  endsAt: localDateTime(interviewMessages.endsAt).optional(),
  durationMinutes: z
    .number({ error: interviewMessages.duration })
    .int({ error: interviewMessages.duration })
    .min(durationRange.min, { error: interviewMessages.duration })
    .max(durationRange.max, { error: interviewMessages.duration })
    .optional(),
  timeZone: z
    .string({ error: interviewMessages.timeZone })
    .refine(isTimeZone, { error: interviewMessages.timeZone })
    .meta({ example: "Europe/Berlin" }),
  location: optionalText("Place", interviewLimits.location, interviewMessages.location)
    .optional()
    .meta({ description: "The address, or the video call's link", example: "https://meet.example.com/abc" }),
  people: optionalText("People", interviewLimits.people, interviewMessages.people)
    .optional()
    .meta({ description: "Who the user meets", example: "Ana Ruiz (hiring manager)" }),
  notes: optionalText("Notes", interviewLimits.notes, interviewMessages.notes).optional(),
  outcome: z.enum(interviewOutcomes, { error: interviewMessages.outcome }).optional(),
};

/**
 * The end and the length, checked together: one of them (a length alone is enough), never
 * both, and the end after the start and within the longest length.
 */
function checkEnd(
  value: { startsAt?: string | undefined; endsAt?: string | undefined; durationMinutes?: number | undefined },
  context: z.core.$RefinementCtx,
) {
  if (value.endsAt !== undefined && value.durationMinutes !== undefined) {
    context.addIssue({ code: "custom", path: ["endsAt"], message: interviewMessages.endOrDuration });
    return;
  }
  if (value.endsAt === undefined || value.startsAt === undefined) return;
  const minutes = minutesBetween(value.startsAt, value.endsAt);
  if (minutes <= 0) context.addIssue({ code: "custom", path: ["endsAt"], message: interviewMessages.endsAt });
  else if (minutes > durationRange.max)
    context.addIssue({ code: "custom", path: ["endsAt"], message: interviewMessages.duration });
}

/** A new interview: its round and start are needed; its length is 45 minutes unless given. */
export const createInterviewInput = z.strictObject(interviewFields).superRefine(checkEnd);
export type CreateInterviewInput = z.input<typeof createInterviewInput>;

/**
 * A change: any of the fields. A new start keeps the length; a new time zone keeps the
 * wall-clock times (the same 14:30, now in the new zone).
 */
export const updateInterviewInput = z
  .strictObject({
    ...interviewFields,
    round: interviewFields.round.optional(),
    startsAt: interviewFields.startsAt.optional(),
    timeZone: interviewFields.timeZone.optional(),
  })
  .superRefine(checkEnd);
export type UpdateInterviewInput = z.input<typeof updateInterviewInput>;

export const interviewSchema = z.object({
  id: z.string().meta({ format: "uuid" }),
  applicationId: z.string().meta({ format: "uuid" }),
  round: z.string(),
  startsAt: z
    .string()
    .meta({ description: "The start, in timeZone's wall-clock time", example: "2026-12-03T14:30" }),
  endsAt: z
    .string()
    .meta({ description: "The end, in timeZone's wall-clock time", example: "2026-12-03T15:15" }),
  timeZone: z.string().meta({ example: "Europe/Berlin" }),
  start: z.string().meta({ description: "The start as an instant (ISO 8601, UTC)", format: "date-time" }),
  end: z.string().meta({ description: "The end as an instant (ISO 8601, UTC)", format: "date-time" }),
  location: z.string().nullable(),
  people: z.string().nullable(),
  notes: z.string().nullable(),
  outcome: z.enum(interviewOutcomes),
});
export type Interview = z.infer<typeof interviewSchema>;

/** An interview in the "Upcoming" list, with what it is for. */
export const upcomingInterviewSchema = interviewSchema.extend({ company: z.string(), jobTitle: z.string() });
export type UpcomingInterview = z.infer<typeof upcomingInterviewSchema>;

/** The most the "Upcoming" list holds: the next few weeks, not a second calendar. */
export const upcomingLimit = 20;

/**
 * Whether a place is a link (a video call) rather than an address: only a web address by the
 * rule every kept address follows is ever made a link; anything else is shown as text.
 */
export function isLink(location: string): boolean {
  const place = location.trim();
  return /^https?:\/\/\S+$/i.test(place) && isWebAddress(place);
}

// The calendar feed: a private address per user that calendar apps subscribe to.
export const calendarFeedMessages = {
  created: "Calendar address created",
  revoked: "Calendar feed turned off",
  invalid: "This calendar address is no longer valid. Create a new one in your JobTrail settings.",
} as const;

export const calendarFeedSchema = z.object({
  active: z.boolean().meta({ description: "Whether a calendar address is live" }),
  createdAt: z.string().nullable().meta({ format: "date-time" }),
  lastUsedAt: z
    .string()
    .nullable()
    .meta({ format: "date-time", description: "When a calendar app last read it (to the hour)" }),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A new address: shown this once (only a hash of its token is kept). */
export const newCalendarFeedSchema = calendarFeedSchema.extend({
  url: z.string().meta({ description: "The https address, to paste into a calendar app" }),
  webcalUrl: z.string().meta({ description: "The same as webcal:, which calendar apps open to subscribe" }),
});
export type NewCalendarFeed = z.infer<typeof newCalendarFeedSchema>;
