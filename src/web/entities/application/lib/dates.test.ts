import { describe, expect, it } from "vitest";
import { formatDay, formatDaysAgo } from "./dates";

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
