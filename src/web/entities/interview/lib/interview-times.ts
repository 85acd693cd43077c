// How an interview's time reads: in its own zone (as the invitation said it), and in the
// browser's zone too when that is another wall-clock time.
import { daysBetween, localToday } from "@/domain/dates";
import type { Interview } from "@/domain/interviews";
import { zoneLabel } from "@/web/lib/time-zones";

const whenFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  });

/** "Thu, Dec 3, 2026, 2:30 – 3:15 PM", in the interview's zone. */
export function formatInterviewWhen(interview: Pick<Interview, "start" | "end" | "timeZone">): string {
  return whenFormat(interview.timeZone).formatRange(new Date(interview.start), new Date(interview.end));
}

/** The start as a wall-clock time in `timeZone`: "2:30 PM", or "Wed 11:30 PM" on `withDay`. */
const startIn = (start: string, timeZone: string, withDay = false) =>
  new Intl.DateTimeFormat("en-US", {
    ...(withDay ? { weekday: "short" as const } : {}),
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(new Date(start));

/**
 * The interview's zone, and its start in the browser's zone when that reads otherwise:
 * "Europe/Berlin; 8:30 AM your time" (with the weekday when it falls on another day).
 */
export function zoneNote(interview: Pick<Interview, "start" | "timeZone">, browserZone: string): string {
  const zone = zoneLabel(interview.timeZone);
  const instant = new Date(interview.start);
  const sameDay = localToday(instant, interview.timeZone) === localToday(instant, browserZone);
  const here = startIn(interview.start, browserZone, !sameDay);
  return sameDay && here === startIn(interview.start, interview.timeZone)
    ? zone
    : `${zone}; ${here} your time`;
}

/** "Today", "Tomorrow", "In 3 days", by the browser's calendar. */
export function daysUntilLabel(start: string, now: Date = new Date()): string {
  const days = daysBetween(localToday(now), localToday(new Date(start)));
  if (days <= 0) return "Today";
  if (days === 1) return "Tomorrow";
  return `In ${days} days`;
}
