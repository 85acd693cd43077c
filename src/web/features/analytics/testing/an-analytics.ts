// An analytics answer as the API gives it, for this feature's tests: checked against the
// contract's schema, so a fixture can never drift from what the server sends.
import { type Analytics, analyticsSchema, responseTimeBuckets } from "@/domain/analytics";

type Overrides = { [K in keyof Analytics]?: Partial<Analytics[K]> };

export function anAnalytics(overrides: Overrides = {}): Analytics {
  const base: Analytics = {
    range: { from: null, to: "2026-03-15" },
    totals: {
      applications: 50,
      active: 30,
      responded: 21,
      ghosted: 4,
      interviewed: 12,
      offers: 3,
      rejected: 15,
    },
    rates: { response: 0.42, interview: 0.24, offer: 0.06, rejection: 0.3 },
    daysToFirstResponse: { median: 12, average: 14.25, dated: 21 },
    weeks: { thisWeekStart: "2026-03-09", thisWeek: 7, lastWeek: 4 },
    overTime: {
      week: [
        { period: "2026-01-26", count: 4 },
        { period: "2026-02-02", count: 10 },
        { period: "2026-02-09", count: 14 },
        { period: "2026-02-16", count: 6 },
        { period: "2026-02-23", count: 5 },
        { period: "2026-03-02", count: 5 },
        { period: "2026-03-09", count: 6 },
      ],
      month: [
        { period: "2026-01-01", count: 4 },
        { period: "2026-02-01", count: 35 },
        { period: "2026-03-01", count: 11 },
      ],
    },
    statuses: [
      { status: "Applied", count: 18 },
      { status: "Interviewing", count: 9 },
      { status: "Offer", count: 3 },
      { status: "Rejected", count: 10 },
      { status: "Not Selected", count: 5 },
      { status: "Withdrawn", count: 5 },
    ],
    sources: [
      { source: "LinkedIn", applications: 20, responded: 9, interviewed: 5, offers: 1 },
      { source: null, applications: 10, responded: 4, interviewed: 2, offers: 0 },
      { source: "Referral", applications: 8, responded: 5, interviewed: 4, offers: 2 },
    ],
    otherSources: { sources: 3, applications: 12, responded: 3, interviewed: 1, offers: 0 },
    responseTimes: responseTimeBuckets.map((bucket, index) => ({
      ...bucket,
      count: [5, 6, 4, 3, 2, 1][index]!,
    })),
    flows: [
      { from: "Applied", to: "Interviewing", count: 12 },
      { from: "Applied", to: "Rejected", count: 6 },
      { from: "Applied", to: "Not Selected", count: 3 },
      { from: "Applied", to: "Withdrawn", count: 5 },
      { from: "Applied", to: "No response yet", count: 18 },
      { from: "Interviewing", to: "Offer", count: 3 },
      { from: "Interviewing", to: "Rejected", count: 4 },
      { from: "Interviewing", to: "Not Selected", count: 2 },
    ],
    conversion: [
      { from: "Applied", to: "Answered", reached: 21, rate: 0.42, medianDays: 12, dated: 21 },
      { from: "Answered", to: "Interview", reached: 12, rate: 12 / 21, medianDays: 16, dated: 12 },
      { from: "Interview", to: "Offer", reached: 3, rate: 0.25, medianDays: 34.5, dated: 3 },
    ],
  };
  const merged = Object.fromEntries(
    Object.entries(base).map(([key, value]) => {
      const override = overrides[key as keyof Analytics];
      if (override === undefined) return [key, value];
      const replaces = override === null || value === null || Array.isArray(override);
      return [key, replaces ? override : { ...value, ...override }];
    }),
  );
  return analyticsSchema.parse(merged);
}

/** Too few for charts: `count` applications, with the numbers that go with them. */
export function aSmallAnalytics(count: number): Analytics {
  return anAnalytics({
    totals: { applications: count, active: count, responded: 0, interviewed: 0, offers: 0, rejected: 0 },
    rates:
      count === 0
        ? { response: null, interview: null, offer: null, rejection: null }
        : { response: 0, interview: 0, offer: 0, rejection: 0 },
    daysToFirstResponse: { median: null, average: null, dated: 0 },
    weeks: { thisWeek: 0, lastWeek: 0 },
    statuses: count === 0 ? [] : [{ status: "Applied", count }],
    sources: [],
    otherSources: null,
    flows: [],
  });
}
