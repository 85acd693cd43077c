import { describe, expect, it } from "vitest";
import { formatDay, formatDaysAgo, formatShortDay } from "./dates";

describe("formatDay", () => {
  it("shows the calendar day as written, whatever the time zone", () => {
    expect(formatDay("2025-03-14")).toBe("Mar 14, 2025");
    expect(formatDay("2024-12-31")).toBe("Dec 31, 2024");
  });
});

describe("formatDaysAgo", () => {
  it.each([
    ["2025-03-14", "today"],
    ["2025-03-13", "yesterday"],
    ["2025-03-11", "3 days ago"],
    ["2025-03-01", "last week"],
    ["2025-02-20", "3 weeks ago"],
    ["2025-01-01", "2 months ago"],
    ["2023-03-01", "2 years ago"],
    ["2025-03-15", "tomorrow"],
  ])("%s is %s on 2025-03-14", (date, expected) => {
    expect(formatDaysAgo(date, "2025-03-14")).toBe(expected);
  });
});

describe("the words, as the browser's Intl formatters say them", () => {
  const today = "2026-11-27";
  const dayMs = 86_400_000;
  const dayAt = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offset * dayMs).toISOString().slice(0, 10);
  const long = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  const short = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
  const intlDaysAgo = (days: number) => {
    const past = Math.abs(days);
    if (past < 7) return relative.format(days, "day");
    if (past < 30) return relative.format(Math.trunc(days / 7), "week");
    if (past < 365) return relative.format(Math.trunc(days / 30), "month");
    return relative.format(Math.trunc(days / 365), "year");
  };

  it("words every day of four years before and after today alike", () => {
    for (let offset = -1500; offset <= 1500; offset++) {
      const date = dayAt(offset);
      const time = Date.parse(`${date}T00:00:00Z`);
      expect(formatDay(date)).toBe(long.format(time));
      expect(formatShortDay(date, today)).toBe(
        date.startsWith("2026") ? short.format(time) : long.format(time),
      );
      expect(formatDaysAgo(date, today)).toBe(intlDaysAgo(offset));
    }
  });

  it("groups the thousands of a day far away, and leaves text that is no date as it is", () => {
    expect(formatDaysAgo("0001-01-01", today)).toBe(
      intlDaysAgo(
        Math.round((Date.parse(`0001-01-01T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / dayMs),
      ),
    );
    expect(formatDay("soon")).toBe("soon");
    expect(formatShortDay("2026-13-45", today)).toBe("2026-13-45");
    expect(formatDaysAgo("soon", today)).toBe("");
  });
});
