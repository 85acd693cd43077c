// The Analytics tab's date range: a preset or two dates, kept in the URL as one search param
// (`range=90`, `range=2026-01-01..2026-03-31`) beside the table's own params.
import { createParser } from "nuqs";
import { type AnalyticsPreset, analyticsQuery } from "@/domain/analytics";
import { addDays, isoDate } from "@/domain/dates";

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

/** The range as one param; anything unreadable (a hand-edited link) reads as all time. */
export const rangeParser = createParser<AnalyticsRange>({
  parse(value) {
    if (isDayPreset(value)) return { preset: value };
    const [from, to, ...rest] = value.split("..");
    if (from && to && rest.length === 0 && analyticsQuery.safeParse({ from, to }).success) {
      return { preset: "custom", from, to };
    }
    return null;
  },
  serialize: (range) => (range.preset === "custom" ? `${range.from}..${range.to}` : range.preset),
  eq: (a, b) =>
    a.preset === b.preset &&
    (a.preset !== "custom" || (b.preset === "custom" && a.from === b.from && a.to === b.to)),
}).withDefault(defaultRange);

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
