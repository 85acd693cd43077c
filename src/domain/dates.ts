// Calendar days, the one way both sides handle them. An application's dates are days
// (YYYY-MM-DD) with no time zone: they are read and counted in UTC so they never shift by
// a day, while "today" is the job seeker's own day, where they are.
import { z } from "zod";

export const dayMs = 86_400_000;

const dateMessage = "Please enter a valid date (YYYY-MM-DD)";

/**
 * The days an application's dates may fall on. Every week of a range is a point of the
 * analytics chart, so a mistyped year like 0202 would stretch "all time" over 95,000 weeks.
 */
export const dateBounds = { earliest: "1970-01-01", latest: "2099-12-31" } as const;
const dateBoundsMessage = "Dates must fall between 1970 and 2099";

/** A real calendar date as YYYY-MM-DD (2023-02-29 is refused), any year. */
const anyIsoDate = z.iso.date({ error: dateMessage });

/** A real calendar date between 1970 and 2099: what the job seeker may enter. */
export const isoDate = anyIsoDate.refine((date) => date >= dateBounds.earliest && date <= dateBounds.latest, {
  error: dateBoundsMessage,
});

/** Today where the job seeker is (the browser's zone), or in `timeZone`, as YYYY-MM-DD. */
export function localToday(now: Date = new Date(), timeZone?: string): string {
  if (!timeZone) {
    const y = now.getFullYear();
    const m = String(now.getMonth() + 1).padStart(2, "0");
    const d = String(now.getDate()).padStart(2, "0");
    return `${y}-${m}-${d}`;
  }
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Today in UTC: the server's day when the job seeker's own is not known. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Midnight UTC of a day, in milliseconds; NaN for text that is not a date. */
export const dayStart = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The day (YYYY-MM-DD, UTC) a time in milliseconds falls on. */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** A calendar day `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  return dayOf(dayStart(date) + days * dayMs);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStart(to) - dayStart(from)) / dayMs);
}

/** "5 minutes ago", "yesterday", "in 3 days": the nearest whole unit, in English. */
export function relativeTime(time: string | number | Date, now: Date = new Date()): string {
  const seconds = (new Date(time).getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["year", 365 * 24 * 3600],
    ["month", 30 * 24 * 3600],
    ["week", 7 * 24 * 3600],
    ["day", 24 * 3600],
    ["hour", 3600],
    ["minute", 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return "just now";
}
