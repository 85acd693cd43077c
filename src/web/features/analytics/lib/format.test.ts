import { describe, expect, it } from "vitest";
import {
  formatDays,
  formatPercent,
  formatPeriod,
  periodTickLines,
  sourceLabel,
  trendSentence,
} from "./format";

const series = (...counts: number[]) =>
  counts.map((count, index) => ({ period: `2026-0${index + 1}-01`, count }));

/** A range that ends after every period in these series: no period is cut short. */
const whole = { from: null, to: "2027-01-01" };

describe("trendSentence", () => {
  it("says which way the search went, its peak and its average", () => {
    expect(trendSentence(series(10, 4, 14, 12), "month", whole)).toBe(
      "Increasing: +20% from the first month to the last · peak 14 in Mar 2026 · average 10 a month",
    );
    expect(trendSentence(series(8, 3, 2), "month", whole)).toBe(
      "Decreasing: −75% from the first month to the last · peak 8 in Jan 2026 · average 4.3 a month",
    );
    expect(trendSentence(series(0, 6, 3), "month", whole)).toBe(
      "Increasing: up from none in the first month to 3 in the last · peak 6 in Feb 2026 · average 3 a month",
    );
    expect(trendSentence(series(4, 9, 4), "month", whole)).toBe(
      "Stable: 4 in the first month and in the last · peak 9 in Feb 2026 · average 5.7 a month",
    );
    expect(trendSentence(series(0, 0), "month", whole)).toBe(
      "Stable: none in the first month and in the last · average 0 a month",
    );
    expect(trendSentence(series(1), "month", whole)).toBe("One month in this range: 1 application");
    expect(trendSentence([], "week", whole)).toBe("");
  });

  it("names a peak week by its Monday, with the year when the series crosses one", () => {
    const weeks = [
      { period: "2025-12-22", count: 2 },
      { period: "2025-12-29", count: 9 },
      { period: "2026-01-05", count: 3 },
    ];
    expect(trendSentence(weeks, "week", whole)).toBe(
      "Increasing: +50% from the first week to the last · peak 9 in the week of 29 Dec 2025 · average 4.7 a week",
    );
  });
});

describe("trendSentence with a period the range cuts short", () => {
  it("reads the trend from whole periods and says the partial one is left out", () => {
    const weeks = [
      { period: "2026-11-02", count: 4 },
      { period: "2026-11-09", count: 6 },
      { period: "2026-11-16", count: 8 },
      // The week of 23 Nov is one day old on the 23rd.
      { period: "2026-11-23", count: 1 },
    ];
    expect(trendSentence(weeks, "week", { from: null, to: "2026-11-23" })).toBe(
      "Increasing: +100% from the first week to the last · peak 8 in the week of 16 Nov · average 6 a week · partial weeks left out",
    );
    // On the Sunday the week is whole, and counts.
    expect(trendSentence(weeks, "week", { from: null, to: "2026-11-29" })).toBe(
      "Decreasing: −75% from the first week to the last · peak 8 in the week of 16 Nov · average 4.8 a week",
    );
  });
});

describe("numbers and labels", () => {
  it("formats rates, days, periods and sources", () => {
    expect(formatPercent(0.4249)).toBe("42%");
    expect(formatPercent(null)).toBe("N/A");
    expect(formatDays(1)).toBe("1 day");
    expect(formatDays(12.25)).toBe("12.3 days");
    expect(formatDays(null)).toBe("N/A");
    expect(formatPeriod("2026-11-03", "week")).toBe("3 Nov");
    expect(formatPeriod("2026-11-01", "month")).toBe("Nov 2026");
    expect(periodTickLines("2026-11-03", "week", false)).toEqual(["3 Nov"]);
    expect(periodTickLines("2026-11-03", "week", true)).toEqual(["3 Nov", "2026"]);
    expect(periodTickLines("2026-11-01", "month", false)).toEqual(["Nov", "2026"]);
    expect(sourceLabel(null)).toBe("Not recorded");
    expect(sourceLabel("Referral")).toBe("Referral");
  });
});
