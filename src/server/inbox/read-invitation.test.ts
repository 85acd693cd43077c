import { describe, expect, it } from "vitest";
import { instantOf, readInvitation } from "./read-invitation";

const calendar = (lines: string[], method = "REQUEST") =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Example//Scheduler//EN",
    `METHOD:${method}`,
    ...lines,
    "END:VCALENDAR",
  ].join("\r\n");
const event = (...lines: string[]) => [
  "BEGIN:VEVENT",
  "UID:interview-1@example.com",
  "DTSTAMP:20261120T100000Z",
  "SUMMARY:Interview with Northwind",
  "LOCATION:https://meet.example.com/abc",
  ...lines,
  "END:VEVENT",
];

describe("a calendar invitation", () => {
  it("reads an IANA zone's wall-clock times and finds the instant, either side of the clocks going back", () => {
    const before = readInvitation(
      calendar(
        event("DTSTART;TZID=Europe/Berlin:20261024T100000", "DTEND;TZID=Europe/Berlin:20261024T104500"),
      ),
    );
    expect(before).toEqual({
      startsAt: "2026-10-24T10:00",
      endsAt: "2026-10-24T10:45",
      timeZone: "Europe/Berlin",
      startsAtUtc: "2026-10-24T08:00:00.000Z",
      summary: "Interview with Northwind",
      location: "https://meet.example.com/abc",
    });
    const after = readInvitation(calendar(event("DTSTART;TZID=Europe/Berlin:20261026T100000")));
    expect(after?.startsAtUtc).toBe("2026-10-26T09:00:00.000Z");
  });

  it("maps Outlook's Windows zone names, and reads UTC times as they are", () => {
    const outlook = readInvitation(
      calendar(
        event(
          'DTSTART;TZID="Pacific Standard Time":20261102T090000',
          'DTEND;TZID="Pacific Standard Time":20261102T100000',
        ),
      ),
    );
    expect(outlook).toMatchObject({
      timeZone: "America/Los_Angeles",
      startsAt: "2026-11-02T09:00",
      startsAtUtc: "2026-11-02T17:00:00.000Z",
    });
    expect(readInvitation(calendar(event("DTSTART:20261201T140000Z")))).toMatchObject({
      timeZone: "UTC",
      startsAt: "2026-12-01T14:00",
      startsAtUtc: "2026-12-01T14:00:00.000Z",
    });
  });

  it("uses a zone the mail defines under a name of its own", () => {
    const custom = readInvitation(
      calendar([
        "BEGIN:VTIMEZONE",
        "TZID:(UTC+01:00) Amsterdam\\, Berlin\\, Bern\\, Rome\\, Stockholm\\, Vienna",
        "BEGIN:STANDARD",
        "DTSTART:16010101T030000",
        "TZOFFSETFROM:+0200",
        "TZOFFSETTO:+0100",
        "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
        "END:STANDARD",
        "BEGIN:DAYLIGHT",
        "DTSTART:16010101T020000",
        "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0200",
        "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
        "END:DAYLIGHT",
        "END:VTIMEZONE",
        ...event(
          'DTSTART;TZID="(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna":20261201T150000',
        ),
      ]),
    );
    expect(custom).toMatchObject({
      timeZone: "UTC",
      startsAt: "2026-12-01T14:00",
      startsAtUtc: "2026-12-01T14:00:00.000Z",
    });
    // The mail's own zone was its alone: another mail naming it without defining it floats.
    expect(
      readInvitation(
        calendar(
          event(
            'DTSTART;TZID="(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna":20261201T150000',
          ),
        ),
      ),
    ).toMatchObject({ timeZone: null, startsAtUtc: null });
  });

  it("proposes nothing for a cancellation, an all-day event or what is no calendar", () => {
    expect(readInvitation(calendar(event("DTSTART:20261201T140000Z"), "CANCEL"))).toBeNull();
    expect(readInvitation(calendar(event("DTSTART;VALUE=DATE:20261201")))).toBeNull();
    expect(readInvitation("BEGIN:VCALENDAR\r\nthis is not")).toBeNull();
    expect(readInvitation(calendar(event("DTSTART:20261201T140000")))).toMatchObject({
      timeZone: null,
      startsAtUtc: null,
    });
  });

  it("finds the instant of a wall-clock time in any zone", () => {
    expect(instantOf("2026-03-29T03:30", "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z");
    expect(instantOf("2026-07-01T09:00", "America/New_York")).toBe("2026-07-01T13:00:00.000Z");
    expect(instantOf("2026-07-01T09:00", "Asia/Kolkata")).toBe("2026-07-01T03:30:00.000Z");
  });
});
