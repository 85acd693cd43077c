import ICAL from "ical.js";
import { expect, it } from "vitest";
import { addDays, todayUtc } from "@/domain/dates";
import { calendarFeedMessages, interviewMessages } from "@/domain/interviews";
import {
  addApplication,
  answered,
  type CookieJar,
  describeOnEachDatabase,
  newAccount,
  strongPassword,
} from "../../testing/server-kit";

/** A wall-clock time `days` from today (UTC) at `time`. */
const dayAt = (days: number, time: string) => `${addDays(todayUtc(), days)}T${time}`;

/** The VEVENTs of a feed, read back by an iCalendar parser (RFC 5545). */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const alarm = component.getFirstSubcomponent("valarm");
    const trigger = alarm?.getFirstPropertyValue("trigger") as ICAL.Duration | undefined;
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      allDay: event.startDate.isDate,
      startDay: event.startDate.toString().slice(0, 10),
      alarmSecondsBefore: trigger ? -trigger.toSeconds() : null,
      alarmAction: alarm?.getFirstPropertyValue("action"),
    };
  });
}

describeOnEachDatabase("interviews and the calendar feed", (server) => {
  let count = 0;

  const newUser = () => newAccount(server, `interviews${++count}@example.com`);
  const add = (jar: CookieJar, applicationId: string, body: unknown) =>
    server.call(jar, "POST", `/api/applications/${applicationId}/interviews`, body);
  const listOf = (jar: CookieJar, applicationId: string) =>
    server.call(jar, "GET", `/api/applications/${applicationId}/interviews`);
  const upcomingOf = async (jar: CookieJar) =>
    (await answered(server.api(jar).interviews.upcoming.$get(), 200)).items;
  const calendarOf = (jar: CookieJar) => answered(server.api(jar).settings.calendar.$get(), 200);
  const newCalendarAddress = (jar: CookieJar) => answered(server.api(jar).settings.calendar.$post(), 201);
  const feedPath = (url: string) => new URL(url).pathname;
  async function readFeed(url: string) {
    const response = await server.request(feedPath(url), { headers: { origin: "" } });
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      text: await response.text(),
    };
  }

  it("keeps an application's rounds in their own zone, as wall-clock times and as instants", async () => {
    const { jar } = await newUser();
    const application = await addApplication(server, jar, { company: "Globex", jobTitle: "Designer" });
    const phone = await add(jar, application.id, {
      round: "  Phone screen ",
      startsAt: "2026-07-01T14:30",
      timeZone: "Europe/Berlin",
      location: "https://meet.example.com/abc",
      people: "Ana Ruiz",
    });
    expect(phone.status).toBe(201);
    expect(phone.body).toMatchObject({
      applicationId: application.id,
      round: "Phone screen",
      startsAt: "2026-07-01T14:30",
      // 45 minutes unless told.
      endsAt: "2026-07-01T15:15",
      timeZone: "Europe/Berlin",
      // Berlin is two hours ahead of UTC in summer.
      start: "2026-07-01T12:30:00.000Z",
      end: "2026-07-01T13:15:00.000Z",
      location: "https://meet.example.com/abc",
      people: "Ana Ruiz",
      notes: null,
      outcome: "Pending",
    });
    // In winter, one hour; an end given as a time.
    const onsite = await add(jar, application.id, {
      round: "On-site",
      startsAt: "2026-01-10T09:00",
      endsAt: "2026-01-10T12:00",
      timeZone: "Europe/Berlin",
    });
    expect(onsite.body).toMatchObject({ start: "2026-01-10T08:00:00.000Z", end: "2026-01-10T11:00:00.000Z" });
    const final = await add(jar, application.id, {
      round: "Final",
      startsAt: "2026-08-01T10:00",
      durationMinutes: 90,
      timeZone: "America/New_York",
    });
    expect(final.body).toMatchObject({ endsAt: "2026-08-01T11:30", start: "2026-08-01T14:00:00.000Z" });

    // The earliest first.
    const list = await listOf(jar, application.id);
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { round: string }) => item.round)).toEqual([
      "On-site",
      "Phone screen",
      "Final",
    ]);
  });

  it("changes only what is sent: a new start keeps the length, a new zone keeps the wall-clock times", async () => {
    const { jar } = await newUser();
    const application = await addApplication(server, jar);
    const { body: created } = await add(jar, application.id, {
      round: "Technical",
      startsAt: "2026-07-01T10:00",
      durationMinutes: 60,
      timeZone: "UTC",
      notes: "Prepare the system design",
    });
    const patch = (body: unknown) => server.call(jar, "PATCH", `/api/interviews/${created.id}`, body);

    expect((await patch({ startsAt: "2026-07-02T15:00" })).body).toMatchObject({
      startsAt: "2026-07-02T15:00",
      endsAt: "2026-07-02T16:00",
      notes: "Prepare the system design",
    });
    expect((await patch({ timeZone: "Asia/Tokyo" })).body).toMatchObject({
      startsAt: "2026-07-02T15:00",
      endsAt: "2026-07-02T16:00",
      start: "2026-07-02T06:00:00.000Z",
    });
    expect((await patch({ endsAt: "2026-07-02T15:30", outcome: "Passed", notes: "" })).body).toMatchObject({
      endsAt: "2026-07-02T15:30",
      outcome: "Passed",
      notes: null,
    });
  });

  it("refuses what is not an interview, field by field, and writes nothing", async () => {
    const { jar } = await newUser();
    const application = await addApplication(server, jar);
    const cases: [unknown, Record<string, string>][] = [
      [{ startsAt: "2026-07-01T10:00", timeZone: "UTC" }, { round: interviewMessages.round }],
      [{ round: " ", startsAt: "2026-07-01T10:00", timeZone: "UTC" }, { round: interviewMessages.round }],
      [
        { round: "x".repeat(101), startsAt: "2026-07-01T10:00", timeZone: "UTC" },
        { round: interviewMessages.roundTooLong },
      ],
      [
        { round: "A", startsAt: "2026-02-30T10:00", timeZone: "UTC" },
        { startsAt: interviewMessages.startsAt },
      ],
      [
        { round: "A", startsAt: "2026-07-01 10:00", timeZone: "UTC" },
        { startsAt: interviewMessages.startsAt },
      ],
      [
        { round: "A", startsAt: "1999-07-01T10:00", timeZone: "UTC" },
        { startsAt: interviewMessages.startsAtYear },
      ],
      [
        { round: "A", startsAt: "2026-07-01T10:00", timeZone: "Mars/Olympus" },
        { timeZone: interviewMessages.timeZone },
      ],
      [
        { round: "A", startsAt: "2026-07-01T10:00", endsAt: "2026-07-01T09:00", timeZone: "UTC" },
        { endsAt: interviewMessages.endsAt },
      ],
      [
        { round: "A", startsAt: "2026-07-01T10:00", endsAt: "2026-07-02T10:00", timeZone: "UTC" },
        { endsAt: interviewMessages.duration },
      ],
      [
        {
          round: "A",
          startsAt: "2026-07-01T10:00",
          endsAt: "2026-07-01T11:00",
          durationMinutes: 60,
          timeZone: "UTC",
        },
        { endsAt: interviewMessages.endOrDuration },
      ],
      [
        { round: "A", startsAt: "2026-07-01T10:00", durationMinutes: 2, timeZone: "UTC" },
        { durationMinutes: interviewMessages.duration },
      ],
      [
        { round: "A", startsAt: "2026-07-01T10:00", timeZone: "UTC", outcome: "Hired" },
        { outcome: interviewMessages.outcome },
      ],
      [
        { round: "A", startsAt: "2026-07-01T10:00", timeZone: "UTC", notes: "x".repeat(5001) },
        { notes: interviewMessages.notes },
      ],
      [
        { round: "A", startsAt: "2026-07-01T10:00", timeZone: "UTC", userId: "someone" },
        { userId: "Unknown field" },
      ],
      // Text that is not valid Unicode (a lone surrogate) or holds a control character.
      [
        { round: "Phone \ud800", startsAt: "2026-07-01T10:00", timeZone: "UTC" },
        { round: "Round contains a character that is not allowed" },
      ],
      [
        { round: "A", startsAt: "2026-07-01T10:00", timeZone: "UTC", location: "\udfffRoom 4" },
        { location: "Place contains a character that is not allowed" },
      ],
      [
        { round: "A", startsAt: "2026-07-01T10:00", timeZone: "UTC", people: "Ana \ude80\ud83d" },
        { people: "People contains a character that is not allowed" },
      ],
      [
        { round: "A", startsAt: "2026-07-01T10:00", timeZone: "UTC", notes: "Bring\u0000 a pen" },
        { notes: "Notes contains a character that is not allowed" },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await add(jar, application.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_ERROR");
      expect(response.body.error.fields).toMatchObject(fields);
    }
    expect((await listOf(jar, application.id)).body.items).toEqual([]);

    // A change is checked against what it keeps: an end before the kept start.
    const { body: created } = await add(jar, application.id, {
      round: "A",
      startsAt: "2026-07-01T10:00",
      timeZone: "UTC",
    });
    const early = await server.call(jar, "PATCH", `/api/interviews/${created.id}`, {
      endsAt: "2026-07-01T09:00",
    });
    expect(early.status).toBe(400);
    expect(early.body.error.fields).toEqual({ endsAt: interviewMessages.endsAt });
    const broken = await server.call(jar, "PATCH", `/api/interviews/${created.id}`, { notes: "\ud83d" });
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields).toEqual({ notes: "Notes contains a character that is not allowed" });
    expect((await listOf(jar, application.id)).body.items).toMatchObject([{ round: "A", notes: null }]);
  });

  it("treats another user's application and interviews as not found", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const application = await addApplication(server, owner.jar);
    const { body: created } = await add(owner.jar, application.id, {
      round: "Phone screen",
      startsAt: dayAt(3, "10:00"),
      timeZone: "UTC",
    });
    const valid = { round: "Mine now", startsAt: dayAt(3, "10:00"), timeZone: "UTC" };
    expect((await listOf(stranger.jar, application.id)).status).toBe(404);
    expect((await add(stranger.jar, application.id, valid)).status).toBe(404);
    expect(
      (await server.call(stranger.jar, "PATCH", `/api/interviews/${created.id}`, { round: "x" })).status,
    ).toBe(404);
    expect((await server.call(stranger.jar, "DELETE", `/api/interviews/${created.id}`)).status).toBe(404);
    expect(await upcomingOf(stranger.jar)).toEqual([]);
    expect((await server.call(owner.jar, "DELETE", "/api/interviews/not-a-uuid")).status).toBe(404);
    // Still the owner's, unchanged.
    expect((await listOf(owner.jar, application.id)).body.items).toEqual([created]);
  });

  it("lists the upcoming interviews, soonest first, without cancelled or past ones; they go with their application", async () => {
    const { jar } = await newUser();
    const acme = await addApplication(server, jar, { company: "Acme", jobTitle: "Engineer" });
    const globex = await addApplication(server, jar, { company: "Globex", jobTitle: "Designer" });
    await add(jar, acme.id, { round: "Past", startsAt: dayAt(-2, "10:00"), timeZone: "UTC" });
    await add(jar, acme.id, { round: "Later", startsAt: dayAt(9, "10:00"), timeZone: "UTC" });
    await add(jar, globex.id, { round: "Soon", startsAt: dayAt(2, "10:00"), timeZone: "UTC" });
    await add(jar, globex.id, {
      round: "Called off",
      startsAt: dayAt(4, "10:00"),
      timeZone: "UTC",
      outcome: "Cancelled",
    });
    expect((await upcomingOf(jar)).map((item) => [item.round, item.company, item.jobTitle])).toEqual([
      ["Soon", "Globex", "Designer"],
      ["Later", "Acme", "Engineer"],
    ]);
    expect((await server.api(jar).applications[":id"].$delete({ param: { id: globex.id } })).status).toBe(
      204,
    );
    expect((await upcomingOf(jar)).map((item) => item.round)).toEqual(["Later"]);
  });

  it("serves a private feed of interviews and follow-ups that parses back, each with a reminder the day before", async () => {
    const { jar } = await newUser();
    const application = await addApplication(server, jar, {
      company: "Initech, Inc.",
      jobTitle: "Engineer; backend",
      followUpDate: addDays(todayUtc(), 5),
      contactName: "Bob Slydell",
    });
    await addApplication(server, jar, {
      company: "Closed Co",
      status: "Rejected",
      followUpDate: addDays(todayUtc(), 5),
    });
    const { body: interview } = await add(jar, application.id, {
      round: "Phone screen",
      startsAt: dayAt(3, "14:30"),
      durationMinutes: 30,
      timeZone: "Europe/Paris",
      location: "https://meet.example.com/abc",
      people: "Ana Ruiz, Tom",
      notes: "Ask about the team.\nBring questions; and a pen, please.",
    });
    await add(jar, application.id, {
      round: "Called off",
      startsAt: dayAt(4, "10:00"),
      timeZone: "UTC",
      outcome: "Cancelled",
    });

    expect(await calendarOf(jar)).toEqual({
      active: false,
      createdAt: null,
      lastUsedAt: null,
    });
    const created = await newCalendarAddress(jar);
    expect(created.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(created.webcalUrl).toBe(created.url.replace(/^https?:/, "webcal:"));

    const feed = await readFeed(created.url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe("text/calendar; charset=utf-8");
    // Lines end in CRLF and none is longer than 75 octets (RFC 5545, 3.1).
    expect(feed.text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const events = parseFeed(feed.text);
    expect(events).toHaveLength(2);
    const [call, followUp] = events;
    expect(call).toMatchObject({
      uid: expect.stringContaining(interview.id),
      summary: "Phone screen: Engineer; backend at Initech, Inc.",
      location: "https://meet.example.com/abc",
      start: interview.start,
      end: interview.end,
      allDay: false,
      alarmAction: "DISPLAY",
      alarmSecondsBefore: 24 * 3600,
    });
    expect(call!.description).toContain("People: Ana Ruiz, Tom");
    expect(call!.description).toContain("Notes: Ask about the team.\nBring questions; and a pen, please.");
    expect(followUp).toMatchObject({
      summary: "Follow up: Engineer; backend at Initech, Inc.",
      allDay: true,
      startDay: addDays(todayUtc(), 5),
      alarmSecondsBefore: 15 * 3600,
    });
    expect(followUp!.description).toContain("Contact: Bob Slydell");

    // Read once: the settings say so.
    const state = await calendarOf(jar);
    expect(state).toMatchObject({ active: true, createdAt: created.createdAt });
    expect(state.lastUsedAt).not.toBeNull();
    // The token alone is the address: without .ics too, and no session needed.
    expect((await readFeed(created.url.replace(/\.ics$/, ""))).status).toBe(200);
  });

  it("stops an address at once when it is replaced or turned off, and never serves another's feed", async () => {
    const { jar } = await newUser();
    const first = await newCalendarAddress(jar);
    const second = await newCalendarAddress(jar);
    expect(second.url).not.toBe(first.url);
    const replaced = await readFeed(first.url);
    expect(replaced.status).toBe(401);
    expect(JSON.parse(replaced.text)).toEqual({
      error: { code: "UNAUTHENTICATED", message: calendarFeedMessages.invalid },
    });
    expect((await readFeed(second.url)).status).toBe(200);

    expect((await server.api(jar).settings.calendar.$delete()).status).toBe(204);
    expect((await readFeed(second.url)).status).toBe(401);
    expect((await calendarOf(jar)).active).toBe(false);

    for (const token of ["", "x", "a".repeat(43), "../settings/calendar", "%00"])
      expect(
        (await server.request(`/api/calendar/${token}`, { headers: { origin: "" } })).status,
      ).toBeGreaterThanOrEqual(400);
  });

  it("empties a feed whose owner deletes the account", async () => {
    const account = await newUser();
    const { url } = await newCalendarAddress(account.jar);
    expect((await readFeed(url)).status).toBe(200);
    const deleted = await server.api(account.jar).privacy["delete-account"].$post({
      json: { password: strongPassword, email: account.email },
    });
    expect(deleted.status).toBeLessThan(300);
    expect((await readFeed(url)).status).toBe(401);
  });
});
