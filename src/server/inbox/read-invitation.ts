// A calendar invitation in a mail (a text/calendar part, METHOD:REQUEST) as an interview: its
// start and end as wall-clock times in its time zone, the zone by its IANA name, and the
// start as an instant. Outlook and Exchange name zones the Windows way ("W. Europe Standard
// Time"): windows-iana maps them. A zone the mail defines itself (a VTIMEZONE under a name of
// its own) is used through ical.js to find the instant, the wall-clock time then given in UTC.
// A time with no zone at all ("floating") has no instant: the user's own zone decides later.

import ICAL from "ical.js";
import { findIana } from "windows-iana";
import { wallClockIn } from "@/domain/inbox/inbox-item";
import { isTimeZone } from "@/domain/reminder-settings";

export type Invitation = {
  /** Wall-clock start in `timeZone`, YYYY-MM-DDTHH:mm. */
  startsAt: string;
  endsAt: string | null;
  /** IANA name; null for a floating time. */
  timeZone: string | null;
  /** The start as an instant (ISO, UTC); null for a floating time. */
  startsAtUtc: string | null;
  summary: string | null;
  location: string | null;
};

const pad = (value: number) => String(value).padStart(2, "0");
const wallClockOf = (time: ICAL.Time) =>
  `${time.year}-${pad(time.month)}-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}`;

/** The minutes `zone` is ahead of UTC at the instant `utc` (a whole minute). */
const offsetMinutes = (zone: string, utc: number) =>
  Math.round((Date.parse(`${wallClockIn(new Date(utc).toISOString(), zone)}:00Z`) - utc) / 60_000);

/** The instant a wall-clock time in an IANA zone is (the later reading in a repeated hour). */
export function instantOf(wallClock: string, zone: string): string {
  const asUtc = Date.parse(`${wallClock}:00Z`);
  let guess = asUtc - offsetMinutes(zone, asUtc) * 60_000;
  guess = asUtc - offsetMinutes(zone, guess) * 60_000;
  return new Date(guess).toISOString();
}

/** The interview a calendar part proposes, or null when it proposes none (or cannot be read). */
export function readInvitation(ics: string): Invitation | null {
  // ical.js keeps zones in one registry for the process: a mail's own zones are there only
  // while it is read, so no mail's definition (a stranger's) ever applies to another's.
  const registered: string[] = [];
  try {
    return invitationOf(ics, registered);
  } finally {
    for (const id of registered) ICAL.TimezoneService.remove(id);
  }
}

function invitationOf(ics: string, registered: string[]): Invitation | null {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  } catch {
    return null;
  }
  const method = String(calendar.getFirstPropertyValue("method") ?? "REQUEST").toUpperCase();
  if (method !== "REQUEST" && method !== "PUBLISH") return null;
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) return null;
  // The zones the mail defines itself, so their times can be read.
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const id = zone.getFirstPropertyValue("tzid");
    if (typeof id === "string" && !ICAL.TimezoneService.has(id)) {
      ICAL.TimezoneService.register(new ICAL.Timezone({ component: zone, tzid: id }));
      registered.push(id);
    }
  }
  const event = new ICAL.Event(vevent);
  const start = event.startDate;
  if (!start || start.isDate) return null;
  const end = event.endDate && !event.endDate.isDate ? event.endDate : null;
  const tzid = vevent.getFirstProperty("dtstart")?.getParameter("tzid");
  const zoneName = typeof tzid === "string" ? tzid.replace(/^"|"$/g, "") : null;
  const described = { summary: event.summary || null, location: event.location || null };

  if (start.zone?.tzid === "UTC")
    return {
      startsAt: wallClockOf(start),
      endsAt: end ? wallClockOf(end) : null,
      timeZone: "UTC",
      startsAtUtc: start.toJSDate().toISOString(),
      ...described,
    };
  const iana = zoneName ? (isTimeZone(zoneName) ? zoneName : findIana(zoneName)[0]) : undefined;
  if (iana)
    return {
      startsAt: wallClockOf(start),
      endsAt: end ? wallClockOf(end) : null,
      timeZone: iana,
      startsAtUtc: instantOf(wallClockOf(start), iana),
      ...described,
    };
  if (zoneName && ICAL.TimezoneService.has(zoneName)) {
    const utcStart = start.convertToZone(ICAL.Timezone.utcTimezone);
    const utcEnd = end?.convertToZone(ICAL.Timezone.utcTimezone);
    return {
      startsAt: wallClockOf(utcStart),
      endsAt: utcEnd ? wallClockOf(utcEnd) : null,
      timeZone: "UTC",
      startsAtUtc: utcStart.toJSDate().toISOString(),
      ...described,
    };
  }
  return {
    startsAt: wallClockOf(start),
    endsAt: end ? wallClockOf(end) : null,
    timeZone: null,
    startsAtUtc: null,
    ...described,
  };
}
