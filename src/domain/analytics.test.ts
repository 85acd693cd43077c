import { describe, expect, it } from "vitest";
import { analyticsQuery, completePeriods, describeTrend, labelStep, periodEnd } from "./analytics";

const points = (...counts: number[]) =>
  counts.map((count, index) => ({ period: `2026-01-${String(index + 1).padStart(2, "0")}`, count }));

describe("describeTrend", () => {
  it("is increasing when the last point is above the first, with the change in percent", () => {
    // 4 -> 10: (10 - 4) / 4 = +150 %; average (4 + 7 + 10) / 3 = 7.
    expect(describeTrend(points(4, 7, 10))).toEqual({
      direction: "increasing",
      percentChange: 150,
      peak: { period: "2026-01-03", count: 10 },
      average: 7,
    });
  });

  it("is decreasing when the last point is below the first", () => {
    // 8 -> 2: (2 - 8) / 8 = -75 %; average 15 / 3 = 5.
    expect(describeTrend(points(8, 5, 2))).toEqual({
      direction: "decreasing",
      percentChange: -75,
      peak: { period: "2026-01-01", count: 8 },
      average: 5,
    });
  });

  it("is stable when the first and last points are equal, whatever lies between", () => {
    // 3 -> 3: 0 %; the peak is the 9 in the middle; average 15 / 3 = 5.
    expect(describeTrend(points(3, 9, 3))).toEqual({
      direction: "stable",
      percentChange: 0,
      peak: { period: "2026-01-02", count: 9 },
      average: 5,
    });
  });

  it("has no percent change when the first point is zero", () => {
    const trend = describeTrend(points(0, 2, 4));
    expect(trend.direction).toBe("increasing");
    expect(trend.percentChange).toBeNull();
    expect(trend.average).toBe(2);
  });

  it("names the first of several equal highest points as the peak", () => {
    expect(describeTrend(points(1, 6, 2, 6, 1)).peak).toEqual({ period: "2026-01-02", count: 6 });
  });

  it("averages over every point, zeros included", () => {
    // (0 + 0 + 3 + 0) / 4 = 0.75.
    expect(describeTrend(points(0, 0, 3, 0)).average).toBe(0.75);
  });

  it("describes a single point as stable at that point", () => {
    expect(describeTrend(points(5))).toEqual({
      direction: "stable",
      percentChange: 0,
      peak: { period: "2026-01-01", count: 5 },
      average: 5,
    });
  });

  it("describes no points as stable with nothing to show", () => {
    expect(describeTrend([])).toEqual({ direction: "stable", percentChange: null, peak: null, average: 0 });
  });
});

describe("labelStep", () => {
  it.each([
    [1, 1],
    [6, 1],
    [7, 2],
    [12, 2],
    [52, 9],
  ])("labels every nth of %i points: %i", (pointCount, step) => {
    expect(labelStep(pointCount)).toBe(step);
  });

  it("keeps about `target` labels", () => {
    // 52 weekly points every 9th: 0, 9, ..., 45 = 6 labels.
    expect(Math.ceil(52 / labelStep(52))).toBe(6);
    expect(labelStep(52, 12)).toBe(5);
    expect(labelStep(0)).toBe(1);
  });
});

describe("the analytics query", () => {
  it("takes no dates, either date, or both in order", () => {
    expect(analyticsQuery.parse({})).toEqual({});
    expect(analyticsQuery.parse({ from: "2026-01-01" })).toEqual({ from: "2026-01-01" });
    expect(analyticsQuery.parse({ from: "2026-01-01", to: "2026-01-01" })).toEqual({
      from: "2026-01-01",
      to: "2026-01-01",
    });
  });

  it("refuses an end before the start, on the end date", () => {
    const result = analyticsQuery.safeParse({ from: "2026-02-01", to: "2026-01-31" });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["to"], "The start date must be on or before the end date"],
    ]);
  });

  it("refuses impossible dates and unknown parameters", () => {
    expect(analyticsQuery.safeParse({ from: "2026-02-30" }).success).toBe(false);
    expect(analyticsQuery.safeParse({ to: "03/01/2026" }).success).toBe(false);
    expect(analyticsQuery.safeParse({ preset: "30" }).success).toBe(false);
  });

  it("keeps both dates between 1970 and 2099, so a range never asks for thousands of years of weeks", () => {
    const messages = (query: object) =>
      analyticsQuery.safeParse(query).error?.issues.map((issue) => [issue.path, issue.message]);
    expect(messages({ from: "0001-01-01" })).toEqual([[["from"], "Dates must fall between 1970 and 2099"]]);
    expect(messages({ to: "9999-12-31" })).toEqual([[["to"], "Dates must fall between 1970 and 2099"]]);
    expect(analyticsQuery.parse({ from: "1970-01-01", to: "2099-12-31" })).toEqual({
      from: "1970-01-01",
      to: "2099-12-31",
    });
  });
});

describe("periodEnd and completePeriods", () => {
  it("ends a week on its Sunday and a month on its last day", () => {
    expect(periodEnd("2026-11-16", "week")).toBe("2026-11-22");
    expect(periodEnd("2026-02-01", "month")).toBe("2026-02-28");
    expect(periodEnd("2024-02-01", "month")).toBe("2024-02-29");
    expect(periodEnd("2026-12-28", "week")).toBe("2027-01-03");
  });

  const weeks = [
    { period: "2026-11-02", count: 4 },
    { period: "2026-11-09", count: 6 },
    { period: "2026-11-16", count: 8 },
  ];

  it("leaves out a last period the range ends inside, and a first one it starts inside", () => {
    expect(completePeriods(weeks, "week", { from: null, to: "2026-11-22" })).toEqual(weeks);
    expect(completePeriods(weeks, "week", { from: null, to: "2026-11-21" })).toEqual(weeks.slice(0, 2));
    expect(completePeriods(weeks, "week", { from: "2026-11-02", to: "2026-11-22" })).toEqual(weeks);
    expect(completePeriods(weeks, "week", { from: "2026-11-04", to: "2026-11-22" })).toEqual(weeks.slice(1));
  });

  it("keeps every point when fewer than two whole ones would remain", () => {
    expect(completePeriods(weeks, "week", { from: "2026-11-04", to: "2026-11-20" })).toEqual(weeks);
    expect(completePeriods(weeks.slice(0, 1), "week", { from: null, to: "2026-11-03" })).toEqual(
      weeks.slice(0, 1),
    );
  });
});
