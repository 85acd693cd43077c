import { describe, expect, it } from "vitest";
import { daysUntilLabel, formatInterviewWhen, zoneNote } from "./interview-times";

const berlinAfternoon = {
  start: "2026-07-01T12:30:00.000Z",
  end: "2026-07-01T13:15:00.000Z",
  timeZone: "Europe/Berlin",
};

describe("interview times", () => {
  it("reads the time in the interview's own zone", () => {
    // The formatter puts thin and narrow spaces around the dash and before PM.
    expect(formatInterviewWhen(berlinAfternoon).replace(/\s/gu, " ")).toBe(
      "Wed, Jul 1, 2026, 2:30 – 3:15 PM",
    );
  });

  it("adds the browser's time only when it reads otherwise, with the weekday on another day", () => {
    expect(zoneNote(berlinAfternoon, "Europe/Berlin")).toBe("Europe/Berlin");
    // Paris keeps Berlin's clock.
    expect(zoneNote(berlinAfternoon, "Europe/Paris")).toBe("Europe/Berlin");
    expect(zoneNote(berlinAfternoon, "America/New_York").replace(/\s/gu, " ")).toBe(
      "Europe/Berlin; 8:30 AM your time",
    );
    expect(zoneNote(berlinAfternoon, "Pacific/Auckland").replace(/\s/gu, " ")).toBe(
      "Europe/Berlin; Thu 12:30 AM your time",
    );
    expect(zoneNote({ ...berlinAfternoon, timeZone: "America/New_York" }, "UTC").replace(/\s/gu, " ")).toBe(
      "America/New York; 12:30 PM your time",
    );
  });

  it("counts the days to go by the browser's calendar", () => {
    const now = new Date(2026, 6, 1, 23, 0);
    expect(daysUntilLabel(new Date(2026, 6, 1, 23, 30).toISOString(), now)).toBe("Today");
    expect(daysUntilLabel(new Date(2026, 6, 2, 0, 30).toISOString(), now)).toBe("Tomorrow");
    expect(daysUntilLabel(new Date(2026, 6, 5, 9, 0).toISOString(), now)).toBe("In 4 days");
  });
});
