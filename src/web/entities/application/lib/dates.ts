// Dates in the table: applicationDate and statusDate are calendar days (YYYY-MM-DD) with no
// time zone, so they are read and shown in UTC to never shift by a day. The arithmetic is
// the domain's (src/domain/dates.ts); this file only words it.
import { dayStart, daysBetween } from "@/domain/dates";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const relativeFormat = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

const shortFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Mar 14" in `today`'s year, "Mar 14, 2025" in another. */
export function formatShortDay(date: string, today: string): string {
  return date.slice(0, 4) === today.slice(0, 4) ? shortFormat.format(dayStart(date)) : formatDay(date);
}

/** "Mar 14, 2025". */
export function formatDay(date: string): string {
  const time = dayStart(date);
  return Number.isNaN(time) ? date : dateFormat.format(time);
}

/** How long ago a day was, from `today` (both YYYY-MM-DD): "today", "3 days ago", "2 months ago". */
export function formatDaysAgo(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (Number.isNaN(days)) return "";
  const past = Math.abs(days);
  if (past < 7) return relativeFormat.format(days, "day");
  if (past < 30) return relativeFormat.format(Math.trunc(days / 7), "week");
  if (past < 365) return relativeFormat.format(Math.trunc(days / 30), "month");
  return relativeFormat.format(Math.trunc(days / 365), "year");
}
