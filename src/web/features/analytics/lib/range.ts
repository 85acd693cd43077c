// The Analytics tab's date range (issue 4): a preset or two dates, kept in the URL as one
// search param (`range=90`, `range=2026-01-01..2026-03-31`) beside the table's own params.
import { type AnalyticsPreset, analyticsQuery } from "@/domain/analytics";
import { isoDate } from "@/domain/applications";

export const rangeParam = "range";

export type DayPreset = Extract<AnalyticsPreset, "30" | "90" | "365">;
export type AnalyticsRange =
  | { preset: DayPreset }
  | { preset: "all" }
  | { preset: "custom"; from: string; to: string };

/** The dates the API is asked for: `from` is left out for all time. */
export type RangeDates = { from?: string; to: string };

export const presetLabels = {
  "30": "Last 30 days",
  "90": "Last 90 days",
  "365": "Last 365 days",
  all: "All time",
  custom: "Custom",
} as const satisfies Record<AnalyticsPreset, string>;

/** Everything, until the job seeker picks something narrower. */
export const defaultRange: AnalyticsRange = { preset: "all" };

const dayPresets: readonly string[] = ["30", "90", "365"] satisfies DayPreset[];

function isDayPreset(value: string): value is DayPreset {
  return dayPresets.includes(value);
}

/** The range in the URL; anything unreadable (a hand-edited link) falls back to all time. */
export function readRange(params: URLSearchParams): AnalyticsRange {
  const value = params.get(rangeParam);
  if (!value) return defaultRange;
  if (isDayPreset(value)) return { preset: value };
  const [from, to, ...rest] = value.split("..");
  if (from && to && rest.length === 0 && analyticsQuery.safeParse({ from, to }).success) {
    return { preset: "custom", from, to };
  }
  return defaultRange;
}

/** `params` with the range written in; every other param (the table's view) is kept. */
export function writeRange(params: URLSearchParams, range: AnalyticsRange): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(rangeParam);
  if (range.preset === "custom") next.set(rangeParam, `${range.from}..${range.to}`);
  else if (range.preset !== "all") next.set(rangeParam, range.preset);
  return next;
}

/** A calendar day `days` after (or before, when negative) `date`; both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** A preset of n days ends today and starts n - 1 days before, so it holds n days. */
export function rangeDates(range: AnalyticsRange, today: string): RangeDates {
  switch (range.preset) {
    case "all":
      return { to: today };
    case "custom":
      return { from: range.from, to: range.to };
    default:
      return { from: addDays(today, -(Number(range.preset) - 1)), to: today };
  }
}

export type CustomRangeErrors = { from?: string; to?: string };

/**
 * The two custom dates checked with the API's own rules (analyticsQuery), so the form and
 * the server give the same messages; an empty field gets a message of its own.
 */
export function validateCustomRange(from: string, to: string): CustomRangeErrors {
  const errors: CustomRangeErrors = {
    from: from === "" ? "Enter a start date" : dateError(from),
    to: to === "" ? "Enter an end date" : dateError(to),
  };
  if (errors.from || errors.to) return errors;
  const checked = analyticsQuery.safeParse({ from, to });
  const found: CustomRangeErrors = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0] === "from" ? "from" : "to";
    found[field] ??= issue.message;
  }
  return found;
}

function dateError(value: string): string | undefined {
  const result = isoDate.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
