// How the Analytics tab writes its numbers, dates and the trend sentence. Dates from the
// API are calendar days (YYYY-MM-DD) with no time zone: they are read as such, never through
// the browser's zone, so a week never shifts by a day.
import { completePeriods, describeTrend, type PeriodUnit } from "@/domain/analytics";

export type { PeriodUnit };

const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function dateParts(date: string) {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return { year, month: monthNames[month - 1] ?? "", day };
}

/** "3 Nov 2026". */
export function formatDate(date: string): string {
  const { year, month, day } = dateParts(date);
  return `${day} ${month} ${year}`;
}

/** A week by its Monday ("3 Nov", with the year when asked) or a month ("Nov 2026"). */
export function formatPeriod(period: string, unit: PeriodUnit, withYear = false): string {
  const { year, month, day } = dateParts(period);
  if (unit === "month") return `${month} ${year}`;
  return withYear ? `${day} ${month} ${year}` : `${day} ${month}`;
}

/** A period as the time axis writes it: the year on a line of its own, when it is needed. */
export function periodTickLines(period: string, unit: PeriodUnit, withYear: boolean): string[] {
  const { year, month, day } = dateParts(period);
  if (unit === "month") return [month, String(year)];
  return withYear ? [`${day} ${month}`, String(year)] : [`${day} ${month}`];
}

/** Whether a series runs over more than one calendar year (then week labels need the year). */
export function spansYears(periods: readonly { period: string }[]): boolean {
  const first = periods[0]?.period.slice(0, 4);
  const last = periods.at(-1)?.period.slice(0, 4);
  return first !== undefined && first !== last;
}

const count = new Intl.NumberFormat("en-US");
const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export function formatCount(value: number): string {
  return count.format(value);
}

/** A rate as a whole percent ("42%"); "N/A" when there is nothing to divide by. */
export function formatPercent(rate: number | null): string {
  return rate === null ? "N/A" : `${Math.round(rate * 100)}%`;
}

/**
 * What a figure counted from dates leaves out: "" when every one of `total` had its day
 * recorded, else "2 of 7 with a date". Stages logged without a day (back-filled ones) count
 * as answers but cannot count in times.
 */
export function datedShare(dated: number, total: number): string {
  return dated >= total ? "" : `${count.format(dated)} of ${count.format(total)} with a date`;
}

/** "1 day", "12.5 days"; "N/A" when no company has answered yet. */
export function formatDays(days: number | null): string {
  if (days === null) return "N/A";
  const text = oneDecimal.format(days);
  return `${text} ${text === "1" ? "day" : "days"}`;
}

export function plural(value: number, one: string, many = `${one}s`): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/** The applications-over-time summary, by the trend rules of src/domain/analytics.ts. */
export function trendSentence(
  points: readonly { period: string; count: number }[],
  unit: PeriodUnit,
  range: { from: string | null; to: string },
): string {
  const first = points[0];
  if (!first) return "";
  if (points.length === 1) {
    return `One ${unit} in this range: ${plural(first.count, "application")}`;
  }
  // The trend reads whole periods only: the week that is not over yet is not a drop.
  const complete = completePeriods(points, unit, range);
  const start = complete[0]!;
  const end = complete.at(-1)!;
  const trend = describeTrend(complete);
  const withYear = spansYears(points);
  const average = `average ${oneDecimal.format(trend.average)} a ${unit}`;

  let change: string;
  if (trend.direction === "stable") {
    change = `Stable: ${start.count === 0 ? "none" : formatCount(start.count)} in the first ${unit} and in the last`;
  } else if (trend.percentChange === null) {
    change = `Increasing: up from none in the first ${unit} to ${formatCount(end.count)} in the last`;
  } else {
    const percent = Math.round(Math.abs(trend.percentChange));
    const label = trend.direction === "increasing" ? "Increasing" : "Decreasing";
    change = `${label}: ${trend.direction === "increasing" ? "+" : "−"}${formatCount(percent)}% from the first ${unit} to the last`;
  }

  const parts = [change];
  if (trend.peak && trend.peak.count > 0) {
    const where =
      unit === "week"
        ? `in the week of ${formatPeriod(trend.peak.period, "week", withYear)}`
        : `in ${formatPeriod(trend.peak.period, "month")}`;
    parts.push(`peak ${formatCount(trend.peak.count)} ${where}`);
  }
  parts.push(average);
  if (complete.length < points.length) parts.push(`partial ${unit}s left out`);
  return parts.join(" · ");
}

/** A source as the job seeker reads it: none recorded is said so. */
export function sourceLabel(source: string | null): string {
  return source === null || source.trim() === "" ? "Not recorded" : source;
}
