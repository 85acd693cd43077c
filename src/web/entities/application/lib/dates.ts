// Dates in the table: applicationDate and statusDate are calendar days (YYYY-MM-DD) with no
// time zone, so they are read and shown in UTC to never shift by a day. The arithmetic is
// the domain's (src/domain/dates.ts); this file only words it.
//
// Worded here rather than by the browser's Intl formatters: the first RelativeTimeFormat a
// page makes loads the locale's data for it, about 60 ms on a laptop and four times that on a
// slow phone, and the first DateTimeFormat about 17 ms more, all before the table's first
// rows show (each row words its dates). JobTrail speaks American English; the tests hold
// these words to Intl's own for every day of several years.
import { dayStart, daysBetween } from "@/domain/dates";

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 1234 as "1,234". */
const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** "Mar 14" in `today`'s year, "Mar 14, 2025" in another. */
export function formatShortDay(date: string, today: string): string {
  if (date.slice(0, 4) !== today.slice(0, 4)) return formatDay(date);
  const time = dayStart(date);
  if (Number.isNaN(time)) return date;
  const day = new Date(time);
  return `${months[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/** "Mar 14, 2025". */
export function formatDay(date: string): string {
  const time = dayStart(date);
  if (Number.isNaN(time)) return date;
  const day = new Date(time);
  return `${months[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

type Unit = "day" | "week" | "month" | "year";

/** "yesterday", "last week", "3 days ago", "in 2 months": as Intl says it with numeric "auto". */
function relative(value: number, unit: Unit): string {
  if (value === 0) return unit === "day" ? "today" : `this ${unit}`;
  if (value === -1) return unit === "day" ? "yesterday" : `last ${unit}`;
  if (value === 1) return unit === "day" ? "tomorrow" : `next ${unit}`;
  const words = `${grouped(Math.abs(value))} ${unit}s`;
  return value < 0 ? `${words} ago` : `in ${words}`;
}

/** How long ago a day was, from `today` (both YYYY-MM-DD): "today", "3 days ago", "2 months ago". */
export function formatDaysAgo(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (Number.isNaN(days)) return "";
  const past = Math.abs(days);
  if (past < 7) return relative(days, "day");
  if (past < 30) return relative(Math.trunc(days / 7), "week");
  if (past < 365) return relative(Math.trunc(days / 30), "month");
  return relative(Math.trunc(days / 365), "year");
}
