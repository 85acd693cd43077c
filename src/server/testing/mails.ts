// Mails as job seekers receive them, for the inbox's tests: written as an applicant tracking
// system or a recruiter writes them, with the headers real mail carries, CRLF line ends.

type MailParts = {
  from: string;
  to?: string;
  subject: string;
  date?: string;
  messageId: string;
  inReplyTo?: string;
  headers?: Record<string, string>;
  text?: string;
  html?: string;
  calendar?: string;
};

const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");

/** A whole mail: plain text, HTML, or both, with a calendar invitation when given. */
export function mailOf(parts: MailParts): Buffer {
  const head = [
    `From: ${parts.from}`,
    `To: ${parts.to ?? "ada.lovelace@example.com"}`,
    `Subject: ${parts.subject}`,
    `Date: ${parts.date ?? "Tue, 24 Nov 2026 16:02:11 +0000"}`,
    `Message-ID: <${parts.messageId}>`,
    ...(parts.inReplyTo ? [`In-Reply-To: <${parts.inReplyTo}>`] : []),
    ...Object.entries(parts.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    "MIME-Version: 1.0",
  ];
  const bodies: { type: string; content: string }[] = [];
  if (parts.text !== undefined) bodies.push({ type: 'text/plain; charset="utf-8"', content: parts.text });
  if (parts.html !== undefined) bodies.push({ type: 'text/html; charset="utf-8"', content: parts.html });
  if (parts.calendar !== undefined)
    bodies.push({ type: 'text/calendar; charset="utf-8"; method=REQUEST', content: parts.calendar });
  if (bodies.length === 1)
    return Buffer.from(
      crlf([...head, `Content-Type: ${bodies[0]!.type}`, "", bodies[0]!.content].join("\n")),
    );
  const boundary = `----=_Part_${parts.messageId.replace(/\W/g, "")}`;
  return Buffer.from(
    crlf(
      [
        ...head,
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
        "",
        ...bodies.flatMap((body) => [`--${boundary}`, `Content-Type: ${body.type}`, "", body.content]),
        `--${boundary}--`,
        "",
      ].join("\n"),
    ),
  );
}

/** The same mail forwarded from Gmail by the user: the original quoted under Gmail's block. */
export function forwardedFromGmail(original: {
  from: string;
  subject: string;
  date: string;
  text: string;
  messageId: string;
}): Buffer {
  return mailOf({
    from: "Ada Lovelace <ada.lovelace@example.com>",
    to: "ada.lovelace@example.com",
    subject: `Fwd: ${original.subject}`,
    date: "Wed, 25 Nov 2026 08:00:00 +0100",
    messageId: original.messageId,
    text: `FYI\n\n---------- Forwarded message ---------\nFrom: ${original.from}\nDate: ${original.date}\nSubject: ${original.subject}\nTo: <ada.lovelace@example.com>\n\n\n${original.text}`,
  });
}

/** A calendar invitation (METHOD:REQUEST) as Google Calendar or Outlook sends it. */
export function invitationOf(event: {
  start: string;
  end: string;
  zone: string;
  summary: string;
  location?: string;
}) {
  return [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "METHOD:REQUEST",
    "BEGIN:VEVENT",
    `DTSTART;TZID=${event.zone}:${event.start}`,
    `DTEND;TZID=${event.zone}:${event.end}`,
    "DTSTAMP:20261124T100000Z",
    `UID:${event.start}-${event.summary.replace(/\W/g, "")}@calendar.example.com`,
    `SUMMARY:${event.summary}`,
    ...(event.location ? [`LOCATION:${event.location}`] : []),
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\n");
}
