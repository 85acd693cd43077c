import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isoDate, localToday, relativeTime, todayUtc } from "./dates";

describe("calendar days", () => {
  it("takes today where the job seeker is, or in a named zone", () => {
    // 23:30 UTC on 1 March is already 2 March in Tokyo and still 1 March in New York.
    const late = new Date("2026-03-01T23:30:00Z");
    expect(localToday(late, "Asia/Tokyo")).toBe("2026-03-02");
    expect(localToday(late, "America/New_York")).toBe("2026-03-01");
    expect(todayUtc(late)).toBe("2026-03-01");
    const local = new Date(2026, 0, 5, 12);
    expect(localToday(local)).toBe("2026-01-05");
  });

  it("adds and counts days across month, leap-day and year ends", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2025-12-25", "2026-01-08")).toBe(14);
    expect(daysBetween("2026-01-08", "2025-12-25")).toBe(-14);
  });

  it("accepts real dates between 1970 and 2099 only", () => {
    expect(isoDate.safeParse("2026-02-28").success).toBe(true);
    expect(isoDate.safeParse("1970-01-01").success).toBe(true);
    expect(isoDate.safeParse("2099-12-31").success).toBe(true);
    for (const date of ["2026-02-29", "1969-12-31", "2100-01-01", "0202-03-01", "03/01/2026"]) {
      expect(isoDate.safeParse(date).success, date).toBe(false);
    }
    expect(isoDate.safeParse("1969-12-31").error?.issues[0]?.message).toBe(
      "Dates must fall between 1970 and 2099",
    );
  });
});

describe("relativeTime", () => {
  const now = new Date("2026-05-10T12:00:00Z");
  it.each([
    ["2026-05-10T11:59:30Z", "just now"],
    ["2026-05-10T11:55:00Z", "5 minutes ago"],
    ["2026-05-10T09:00:00Z", "3 hours ago"],
    ["2026-05-09T12:00:00Z", "yesterday"],
    ["2026-05-17T12:00:00Z", "next week"],
    ["2025-05-10T12:00:00Z", "last year"],
  ])("%s is %s", (time, text) => {
    expect(relativeTime(time, now)).toBe(text);
  });
});
