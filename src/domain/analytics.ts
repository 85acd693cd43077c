// Analytics: what the API computes, the words that define each number (the page shows them,
// so the numbers can be trusted), and the trend rules the applications-over-time chart follows.
import { z } from "zod";
import { applicationStatuses } from "./applications";
import { addDays, dayOf, dayStart, isoDate } from "./dates";

/** The statuses that mean a company answered. Withdrawn is the job seeker's own move. */
export const responseStatuses = ["Interviewing", "Offer", "Rejected", "Not Selected"] as const;
/** Still in play: not rejected, not selected, not withdrawn. */
export const activeStatuses = ["Applied", "Interviewing", "Offer"] as const;
export const rejectionStatuses = ["Rejected", "Not Selected"] as const;

/** One line each, shown on the page so the numbers can be trusted. */
export const analyticsDefinitions = {
  applications: "Applications: every application whose application date falls in the range.",
  active: "Active: the application is Applied, Interviewing or Offer today (not closed).",
  response:
    "A response: the company moved the application to Interviewing, Offer, Rejected or Not Selected at any point.",
  interview: "An interview: the application reached Interviewing or Offer at any point.",
  offer: "An offer: the application reached Offer at any point.",
  rejection: "A rejection: the application is Rejected or Not Selected today.",
  responseTime:
    "Days to first response: from the application date to the date of the first response. An answer whose date you left unknown counts as a response, but not in the days to it.",
  conversion:
    "Conversion: of the applications at one step, the share that reached the next (applied, answered, interviewed, offered), and the median days from applying to reaching it. A step whose date you left unknown counts, but not in the days.",
} as const;

/** The steps of the conversion funnel, in order. */
export const conversionSteps = ["Applied", "Answered", "Interview", "Offer"] as const;

/** Below this many applications in the range, the charts would only show noise. */
export const minimumForAnalytics = 5;

/** The range control's choices: a number of days ending today, everything, or two dates. */
export const analyticsPresets = ["30", "90", "365", "all", "custom"] as const;
export type AnalyticsPreset = (typeof analyticsPresets)[number];

export const analyticsQuery = z
  .strictObject({
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "The start date must be on or before the end date",
    path: ["to"],
  });
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

/** Response-time buckets in days, inclusive; the last is open-ended. */
export const responseTimeBuckets = [
  { label: "0–3 days", min: 0, max: 3 },
  { label: "4–7 days", min: 4, max: 7 },
  { label: "1–2 weeks", min: 8, max: 14 },
  { label: "2–4 weeks", min: 15, max: 30 },
  { label: "1–2 months", min: 31, max: 60 },
  { label: "Over 2 months", min: 61, max: null },
] as const;

/** The Sankey's nodes: the stages, and applications no company has answered yet. */
export const flowNodes = [...applicationStatuses, "No response yet"] as const;
export type FlowNode = (typeof flowNodes)[number];

const rate = z
  .number()
  .min(0)
  .max(1)
  .nullable()
  .meta({ description: "A fraction of all applications; null when there are none" });
const count = z.number().int().min(0);
const period = z.object({
  period: z.iso.date().meta({ description: "The first day of the week (a Monday) or of the month" }),
  count,
});
const sourceResults = z.object({
  applications: count,
  responded: count,
  interviewed: count,
  offers: count,
});

export const analyticsSchema = z.object({
  range: z.object({
    from: z.iso.date().nullable().meta({ description: "null: from the first application (not before 1970)" }),
    to: z.iso.date(),
  }),
  totals: z.object({
    applications: count,
    active: count,
    responded: count,
    ghosted: count.meta({
      description:
        "Open applications the company has been silent on past the user's limit for their stage (derived, not a status)",
    }),
    interviewed: count,
    offers: count,
    rejected: count,
  }),
  rates: z.object({ response: rate, interview: rate, offer: rate, rejection: rate }),
  daysToFirstResponse: z.object({
    median: z.number().nullable(),
    average: z.number().nullable(),
    dated: count.meta({
      description: "The responses these figures cover: those whose day is known (of totals.responded)",
    }),
  }),
  weeks: z.object({
    thisWeekStart: z.iso.date().meta({ description: "The Monday of the week that holds the range's end" }),
    thisWeek: count,
    lastWeek: count,
  }),
  overTime: z.object({ week: z.array(period), month: z.array(period) }),
  statuses: z.array(z.object({ status: z.enum(applicationStatuses), count })),
  sources: z.array(
    sourceResults.extend({
      source: z.string().nullable().meta({ description: "null: no source recorded" }),
    }),
  ),
  otherSources: sourceResults.extend({ sources: count }).nullable().meta({
    description: "Every source beyond the eight largest, together; null when there are none",
  }),
  responseTimes: z.array(z.object({ label: z.string(), min: count, max: count.nullable(), count })),
  flows: z.array(z.object({ from: z.enum(flowNodes), to: z.enum(flowNodes), count })),
  conversion: z
    .array(
      z.object({
        from: z.enum(conversionSteps),
        to: z.enum(conversionSteps),
        reached: count.meta({ description: "How many of those at `from` reached `to`" }),
        rate: z
          .number()
          .min(0)
          .max(1)
          .nullable()
          .meta({ description: "reached as a fraction of those at `from`; null when none were" }),
        medianDays: z.number().nullable().meta({
          description: "The median days from applying to reaching `to`, over those whose dates are known",
        }),
        dated: count.meta({
          description: "How many of those reaching `to` have that day known: the median's base",
        }),
      }),
    )
    .meta({ description: "Applied to answered, answered to interview, interview to offer" }),
});
export type Analytics = z.infer<typeof analyticsSchema>;

// ---- Trend rules ------------------------------------------------------------------------

type TrendDirection = "increasing" | "decreasing" | "stable";
export type Trend = {
  direction: TrendDirection;
  /** From the first point to the last, in percent; null when the first point is zero. */
  percentChange: number | null;
  peak: { period: string; count: number } | null;
  average: number;
};

/** Increasing, decreasing or stable, comparing the first and last points; with peak and average. */
export function describeTrend(points: readonly { period: string; count: number }[]): Trend {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return { direction: "stable", percentChange: null, peak: null, average: 0 };
  const direction: TrendDirection =
    last.count > first.count ? "increasing" : last.count < first.count ? "decreasing" : "stable";
  const percentChange = first.count === 0 ? null : ((last.count - first.count) / first.count) * 100;
  let peak = first;
  for (const point of points) if (point.count > peak.count) peak = point;
  const average = points.reduce((sum, point) => sum + point.count, 0) / points.length;
  return { direction, percentChange, peak: { period: peak.period, count: peak.count }, average };
}

export type PeriodUnit = "week" | "month";

/** The last day of the week (Sunday) or month that starts on `period` (YYYY-MM-DD). */
export function periodEnd(period: string, unit: PeriodUnit): string {
  if (unit === "week") return addDays(period, 6);
  const start = new Date(dayStart(period));
  return dayOf(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
}

/**
 * The points a trend is read from: a first or last period the range cuts short (the week
 * that is not over yet, above all) would read as a drop that is not there. They stay on the
 * chart; the trend leaves them out, unless fewer than two points would remain.
 */
export function completePeriods<Point extends { period: string }>(
  points: readonly Point[],
  unit: PeriodUnit,
  range: { from: string | null; to: string },
): Point[] {
  let complete = [...points];
  const last = complete.at(-1);
  if (last && periodEnd(last.period, unit) > range.to) complete = complete.slice(0, -1);
  const first = complete[0];
  if (first && range.from && range.from > first.period) complete = complete.slice(1);
  return complete.length >= 2 ? complete : [...points];
}

/** Show every nth label so about `target` remain (six by default): dates that never crowd. */
export function labelStep(pointCount: number, target = 6): number {
  return Math.max(1, Math.ceil(pointCount / target));
}
