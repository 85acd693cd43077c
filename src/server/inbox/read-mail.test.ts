import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { judgeMail } from "@/domain/inbox/judge";
import { MailRefused, maxMailBytes, quotedDay, readMail } from "./read-mail";

const mail = (text: string) => new TextEncoder().encode(text.replace(/\n/g, "\r\n"));

describe("reading a mail", () => {
  it("reads a mail as it came: sender, subject, day, ids and text", async () => {
    const read = await readMail(
      mail(`From: Lumen Analytics <no-reply@us.greenhouse-mail.io>
To: ada@example.com
Subject: Thank you for applying to Lumen Analytics
Date: Tue, 24 Nov 2026 16:02:11 +0000
Message-ID: <CAF7x=gh1@mail.greenhouse.io>
References: <a1@greenhouse.io> <a2@greenhouse.io>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi Ada,

Thanks for applying to the Senior Data Engineer role at Lumen Analytics.
`),
    );
    expect(read).toMatchObject({
      messageId: "CAF7x=gh1@mail.greenhouse.io",
      references: ["a1@greenhouse.io", "a2@greenhouse.io"],
      from: { name: "Lumen Analytics", address: "no-reply@us.greenhouse-mail.io" },
      deliveredBy: { address: "no-reply@us.greenhouse-mail.io" },
      subject: "Thank you for applying to Lumen Analytics",
      sentOn: "2026-11-24",
      forwarded: false,
      calendars: [],
    });
    expect(read.text).toContain("Senior Data Engineer role at Lumen Analytics");
  });

  it("unwraps a mail forwarded from Gmail to the original's sender, day, subject and text", async () => {
    const read = await readMail(
      mail(`From: Ada Lovelace <ada@example.com>
To: k7Qp2x@in.jobtrail.example
Subject: Fwd: Your application to Contoso
Date: Wed, 25 Nov 2026 08:00:00 +0100
Message-ID: <fwd-1@mail.gmail.com>
Content-Type: text/plain; charset=UTF-8

FYI

---------- Forwarded message ---------
From: Contoso Recruiting <careers@contoso.com>
Date: Tue, Nov 24, 2026 at 10:12 AM
Subject: Your application to Contoso
To: <ada@example.com>


Dear Ada,

Unfortunately we have decided to move forward with other candidates.
`),
    );
    expect(read).toMatchObject({
      messageId: "fwd-1@mail.gmail.com",
      deliveredBy: { name: "Ada Lovelace", address: "ada@example.com" },
      from: { name: "Contoso Recruiting", address: "careers@contoso.com" },
      subject: "Your application to Contoso",
      sentOn: "2026-11-24",
      forwarded: true,
    });
    expect(read.text.startsWith("Dear Ada,")).toBe(true);
  });

  it("unwraps an HTML-only mail forwarded from Outlook in German, quoted-printable", async () => {
    const read = await readMail(
      mail(`From: Ada Lovelace <ada@example.com>
Subject: WG: Ihre Bewerbung als Robotics Engineer
Date: Wed, 25 Nov 2026 09:00:00 +0100
Message-ID: <fwd-2@outlook.com>
Content-Type: text/html; charset=iso-8859-1
Content-Transfer-Encoding: quoted-printable

<html><body><p>Zur Info</p><div style=3D"border-top:solid #E1E1E1 1.0pt">
<p><b>Von:</b> Wrenfield Robotics GmbH &lt;jobs@wrenfield.de&gt;<br>
<b>Gesendet:</b> Dienstag, 24. November 2026 10:12<br>
<b>An:</b> Ada Lovelace &lt;ada@example.com&gt;<br>
<b>Betreff:</b> Ihre Bewerbung als Robotics Engineer</p></div>
<p>Sehr geehrte Frau Lovelace,</p><p>vielen Dank f=FCr Ihre Bewerbung.</p>
</body></html>
`),
    );
    expect(read).toMatchObject({
      from: { name: "Wrenfield Robotics GmbH", address: "jobs@wrenfield.de" },
      subject: "Ihre Bewerbung als Robotics Engineer",
      sentOn: "2026-11-24",
      forwarded: true,
    });
    expect(read.text).toContain("vielen Dank für Ihre Bewerbung.");
    expect(read.text).not.toContain("<");
  });

  it("unwraps Outlook's English block and a French client's, a sender with or without an address", async () => {
    const outlook = await readMail(
      mail(`From: Ada Lovelace <ada@example.com>
Subject: FW: Offer - Platform Engineer
Message-ID: <fwd-4@outlook.com>
Content-Type: text/plain; charset=utf-8

________________________________
From: Priya Natarajan
Sent: Monday, November 23, 2026 4:45 PM
To: Ada Lovelace <ada@example.com>
Cc: Hiring Team
Subject: Offer - Platform Engineer

Hi Ada, we are delighted to extend an offer.
`),
    );
    expect(outlook).toMatchObject({
      from: { name: "Priya Natarajan", address: null },
      subject: "Offer - Platform Engineer",
      sentOn: "2026-11-23",
      text: "Hi Ada, we are delighted to extend an offer.",
    });
    const french = await readMail(
      mail(`From: Ada Lovelace <ada@example.com>
Subject: TR: Votre candidature
Message-ID: <fwd-5@example.fr>
Content-Type: text/plain; charset=utf-8

-------- Message transféré --------
De : Recrutement Aubépine <recrutement@aubepine.fr>
Date : mardi 24 novembre 2026 10:12
À : ada@example.com
Objet : Votre candidature

Bonjour Ada, nous avons bien reçu votre candidature.
`),
    );
    expect(french).toMatchObject({
      from: { name: "Recrutement Aubépine", address: "recrutement@aubepine.fr" },
      subject: "Votre candidature",
      sentOn: "2026-11-24",
      forwarded: true,
    });
  });

  it("reads an original attached whole (Apple Mail), with its calendar invitation", async () => {
    const read = await readMail(
      mail(`From: Ada Lovelace <ada@example.com>
Subject: Fwd: Interview invitation
Date: Wed, 25 Nov 2026 09:00:00 +0100
Message-ID: <fwd-3@icloud.com>
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="outer"

--outer
Content-Type: text/plain; charset=us-ascii

Begin forwarded message:

--outer
Content-Type: message/rfc822

From: =?UTF-8?Q?Bj=C3=B6rn_at_Northwind?= <bjorn@northwind.example>
Subject: =?UTF-8?B?SW50ZXJ2aWV3IGludml0YXRpb24g4oCTIE5vcnRod2luZA==?=
Date: Mon, 23 Nov 2026 14:00:00 +0100
Message-ID: <orig-3@northwind.example>
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="inner"

--inner
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: base64

SGkgQWRhLCBjYW4geW91IGRvIFR1ZXNkYXkgYXQgMz8=
--inner
Content-Type: text/calendar; method=REQUEST; charset=utf-8

BEGIN:VCALENDAR
METHOD:REQUEST
BEGIN:VEVENT
DTSTART;TZID=Europe/Berlin:20261201T150000
DTEND;TZID=Europe/Berlin:20261201T154500
SUMMARY:Interview
END:VEVENT
END:VCALENDAR
--inner--
--outer--
`),
    );
    expect(read).toMatchObject({
      messageId: "fwd-3@icloud.com",
      from: { name: "Björn at Northwind", address: "bjorn@northwind.example" },
      subject: "Interview invitation – Northwind",
      sentOn: "2026-11-23",
      text: "Hi Ada, can you do Tuesday at 3?",
      forwarded: true,
    });
    expect(read.calendars).toHaveLength(1);
    expect(read.calendars[0]).toContain("DTSTART;TZID=Europe/Berlin:20261201T150000");
  });

  it("reads a reply that quotes the mail it answers as the reply, not as a forward", async () => {
    const read = await readMail(
      mail(`From: Mia Schneider <mia.schneider@contoso.example.com>
To: ada@example.com
Subject: RE: Platform Engineer
Date: Wed, 25 Nov 2026 09:00:00 +0100
Message-ID: <reply-1@contoso.example.com>
Content-Type: text/plain; charset=utf-8

Hi Ada, thanks for getting back to me. Would Tuesday at 15:00 work for the interview?

Best, Mia

________________________________
From: Ada Lovelace <ada@example.com>
Sent: Tuesday, November 24, 2026 6:12 PM
To: Mia Schneider <mia.schneider@contoso.example.com>
Subject: Platform Engineer

Hi Mia, I'm happy to talk about the role.
`),
    );
    expect(read).toMatchObject({
      forwarded: false,
      from: { address: "mia.schneider@contoso.example.com" },
      subject: "RE: Platform Engineer",
    });
    expect(read.text).toContain("Would Tuesday at 15:00 work");
  });

  it("reads a text of many lines that look like a quoted sender without reading it again and again", async () => {
    const read = await readMail(
      mail(`From: x@example.com\nSubject: lines\nContent-Type: text/plain\n\n${"From: a\n".repeat(40_000)}`),
    );
    expect(read.forwarded).toBe(false);
  });

  it("gives no day for a date no calendar holds", async () => {
    const read = await readMail(
      mail("From: x@example.com\nDate: Mon, 1 Jan 10000 00:00:00 +0000\nSubject: x\n\nhi"),
    );
    expect(read.sentOn).toBeNull();
  });

  it("refuses what is no mail, too large, too many parts or nested too deep", async () => {
    const refused = (bytes: Uint8Array) => expect(readMail(bytes)).rejects.toBeInstanceOf(MailRefused);
    await refused(new Uint8Array(maxMailBytes + 1));
    await refused(new TextEncoder().encode("\u0000\u0001 not a mail at all"));
    const parts = Array.from({ length: 300 }, () => "--b\r\nContent-Type: text/plain\r\n\r\nx\r\n").join("");
    await refused(mail(`From: a@b.example\nContent-Type: multipart/mixed; boundary="b"\n\n${parts}--b--\n`));
    let nested = "Content-Type: text/plain\r\n\r\nbottom\r\n";
    for (let depth = 0; depth < 40; depth++)
      nested = `Content-Type: multipart/mixed; boundary="d${depth}"\r\n\r\n--d${depth}\r\n${nested}--d${depth}--\r\n`;
    await refused(mail(`From: a@b.example\n${nested}`));
  });
});

describe("a stranger's bytes", () => {
  it("are read or refused, never anything else, and then judged", async () => {
    const headerLine = fc
      .tuple(
        fc.constantFrom("From", "Subject", "Content-Type", "Message-ID", "References", "Date", "X-Junk"),
        fc.string({ unit: "binary", maxLength: 300 }),
      )
      .map(([name, value]) => `${name}: ${value}`);
    const anyMail = fc.oneof(
      fc.uint8Array({ maxLength: 4000 }),
      fc
        .tuple(fc.array(headerLine, { maxLength: 12 }), fc.string({ unit: "binary", maxLength: 3000 }))
        .map(([headers, body]) =>
          new TextEncoder().encode(`From: a@b.example\r\n${headers.join("\r\n")}\r\n\r\n${body}`),
        ),
    );
    await fc.assert(
      fc.asyncProperty(anyMail, async (bytes) => {
        try {
          const read = await readMail(bytes);
          expect(judgeMail({ subject: read.subject, text: read.text }).kind).toBeTypeOf("string");
        } catch (error) {
          expect(error).toBeInstanceOf(MailRefused);
        }
      }),
      { numRuns: 300, seed: 20_261_127 },
    );
  });

  // A rule that backtracked on a long text would hold this test past its timeout.
  it("judges a megabyte of text and a long subject", () => {
    expect(
      judgeMail({
        subject: "unfortunately ".repeat(20_000),
        text: "we decided to move forward with other candidates. ".repeat(20_000),
      }).kind,
    ).toBe("rejection");
  });
});

describe("the day a forwarded block gives", () => {
  it("reads the clients' forms in English, German, French and Spanish", () => {
    expect(quotedDay("Tue, Nov 24, 2026 at 10:12 AM")).toBe("2026-11-24");
    expect(quotedDay("Tuesday, November 24, 2026 10:12 AM")).toBe("2026-11-24");
    expect(quotedDay("November 24, 2026 at 10:12:00 AM GMT+1")).toBe("2026-11-24");
    expect(quotedDay("Dienstag, 24. November 2026 10:12")).toBe("2026-11-24");
    expect(quotedDay("Di., 3. März 2026 um 09:15")).toBe("2026-03-03");
    expect(quotedDay("24.11.2026 10:12")).toBe("2026-11-24");
    expect(quotedDay("mardi 24 novembre 2026 10:12")).toBe("2026-11-24");
    expect(quotedDay("martes, 24 de noviembre de 2026, 10:12")).toBe("2026-11-24");
    expect(quotedDay("sometime last week")).toBeNull();
  });
});
