// Reading one mail for what it says, whichever way it arrived. Mail is written by strangers:
// the whole mail is capped before parsing, the parser's nesting and header limits are set
// for job mail (which nests a few levels), and the parts are counted. A forwarded mail is
// unwrapped to the original's sender, day and subject (an attached message, or the quoted
// header block Gmail, Outlook in English and German, Apple Mail and the French and Spanish
// clients write): the original is what is judged. Who the mail belongs to is never read from
// it: a "forwarded" block can claim anything, so only the account it reached owns it.
import PostalMime, { type Email } from "postal-mime";
import { parseDateCell } from "@/domain/import";
import { forwardPrefix, replyPrefix } from "@/domain/mail-subjects";
import { htmlToText } from "../lib/html-text";

/** The largest mail read: job mail is text and a calendar invitation, rarely a megabyte. */
export const maxMailBytes = 10 * 1024 * 1024;
const maxParts = 200;
const parserLimits = { maxNestingDepth: 20, maxHeadersSize: 256 * 1024, maxRfc822NestingDepth: 3 };

export class MailRefused extends Error {}

type MailSender = { name: string; address: string | null };

export type ReadMail = {
  /** The mail's own Message-ID, without its angle brackets; null when it has none. */
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  /** Who sent the mail that arrived (the user, for one they forwarded). */
  deliveredBy: MailSender | null;
  /** Who wrote the original: the same as `deliveredBy` unless the mail was forwarded. */
  from: MailSender | null;
  subject: string;
  /** The original's day, as far as its headers or the forwarded block say (YYYY-MM-DD). */
  sentOn: string | null;
  /** The original's text: its plain part, else its HTML made text. */
  text: string;
  /** The original's HTML, as sent (to be cleaned before it is ever shown). */
  html: string | null;
  forwarded: boolean;
  /** The text/calendar parts (an invitation), as sent. */
  calendars: string[];
  /**
   * The original's headers that tell machine mail from a person's (lower-cased names): an
   * automatic reply, a list. A quoted forward keeps none.
   */
  headers: Record<string, string>;
};

const machineHeaders = new Set([
  "auto-submitted",
  "x-autoreply",
  "list-unsubscribe",
  "list-id",
  "precedence",
]);

const machineHeadersOf = (email: Email) =>
  Object.fromEntries(
    email.headers
      .filter((header) => machineHeaders.has(header.key))
      .map((header) => [header.key, header.value.slice(0, 1000)]),
  );

const bare = (id: string | undefined) => id?.trim().replace(/^<|>$/g, "") || null;

function senderOf(address: Email["from"]): MailSender | null {
  if (!address) return null;
  if (address.address !== undefined) return { name: address.name, address: address.address.toLowerCase() };
  const first = address.group?.[0];
  return first ? { name: first.name || address.name, address: first.address.toLowerCase() } : null;
}

const textOf = (email: Email) => (email.text?.trim() ? email.text : email.html ? htmlToText(email.html) : "");

// ---- Forwarded mail ---------------------------------------------------------------------

/** The header names a forwarding client quotes, in the languages it is used in. */
const quotedHeader: Record<string, "from" | "date" | "subject" | "to" | "cc"> = {
  from: "from",
  von: "from",
  de: "from",
  date: "date",
  sent: "date",
  gesendet: "date",
  datum: "date",
  envoyé: "date",
  enviado: "date",
  fecha: "date",
  subject: "subject",
  betreff: "subject",
  objet: "subject",
  asunto: "subject",
  to: "to",
  an: "to",
  à: "to",
  para: "to",
  cc: "cc",
};

const forwardedMarkers =
  /^(-+\s*(forwarded message|original message|weitergeleitete nachricht|ursprüngliche nachricht|message transféré|mensaje reenviado|mensaje original)\s*-+|begin forwarded message:|anfang der weitergeleiteten nachricht:|début du message réexpédié\s*:|_{10,})\s*$/i;

type QuotedBlock = {
  from: MailSender | null;
  date: string | null;
  subject: string;
  body: string;
  /** What the mail says before the quoted block (a forward's note, or a reply). */
  before: string;
};

/** A forward's header block is found in its first lines, and is a few lines long. */
const quotedSearchLines = 400;
const quotedBlockLines = 30;

/**
 * The first quoted header block of a forwarded mail's text: a run of "Name: value" lines
 * (in any of the clients' languages) holding at least a sender and a subject, with the text
 * after it. Undefined when the text quotes no mail.
 */
function quotedMail(text: string): QuotedBlock | undefined {
  // A client may quote the whole forward with "> " (Apple Mail replying inline, some webmails).
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/^(\s*>)+ ?/, ""));
  for (let start = 0; start < Math.min(lines.length, quotedSearchLines); start++) {
    const fields: Partial<Record<"from" | "date" | "subject" | "to" | "cc", string>> = {};
    let at = start;
    // The marker line itself, then blank lines, come before the block.
    if (forwardedMarkers.test(lines[at]!.trim())) at++;
    else if (!/^\*?(from|von|de)\*?:/i.test(lines[at]!.trim())) continue;
    while (at < lines.length && lines[at]!.trim() === "") at++;
    let last: keyof typeof fields | undefined;
    for (const end = Math.min(lines.length, at + quotedBlockLines); at < end; at++) {
      const line = lines[at]!.trim();
      const field = /^\*?([A-Za-zÀ-ÿ]+)\*?\s*:\s*(.*)$/.exec(line);
      const name = field ? quotedHeader[field[1]!.toLocaleLowerCase()] : undefined;
      if (field && name) {
        fields[name] = field[2]!.trim();
        last = name;
      } else if (line !== "" && last === "to") fields.to += ` ${line}`;
      else break;
    }
    if (fields.from === undefined || fields.subject === undefined) continue;
    return {
      from: quotedSender(fields.from),
      date: fields.date ?? null,
      subject: fields.subject,
      body: lines.slice(at).join("\n").trim(),
      before: lines.slice(0, start).join("\n").trim(),
    };
  }
  return undefined;
}

/** "Lisa Park <lisa@acme.com>", "Lisa Park [mailto:lisa@acme.com]", "lisa@acme.com", "Lisa Park". */
function quotedSender(text: string): MailSender | null {
  const address = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/.exec(text)?.[0]?.toLowerCase() ?? null;
  const name = text
    .replace(/<[^>]*>|\[mailto:[^\]]*\]|\([^)]*@[^)]*\)/g, "")
    .replace(address ?? "\u0000", "")
    .replace(/["']/g, "")
    .trim();
  if (!name && !address) return null;
  return { name: name || address || "", address };
}

const monthWords: [RegExp, string][] = [
  [/\b(januar|janvier|enero|jänner)\b/, "jan"],
  [/\b(februar|février|fevrier|febrero)\b/, "feb"],
  [/\b(märz|maerz|mars|marzo)\b/, "mar"],
  [/\b(avril|abril)\b/, "apr"],
  [/\b(mai|mayo)\b/, "may"],
  [/\b(juni|juin|junio)\b/, "jun"],
  [/\b(juli|juillet|julio)\b/, "jul"],
  [/\b(août|aout|agosto)\b/, "aug"],
  [/\b(septembre|septiembre)\b/, "sep"],
  [/\b(oktober|octobre|octubre)\b/, "oct"],
  [/\b(novembre|noviembre)\b/, "nov"],
  [/\b(dezember|décembre|decembre|diciembre)\b/, "dec"],
];

/** A weekday's name or abbreviation in English, German, French or Spanish, at the start. */
const weekday =
  /^(mon|tue|wed|thu|fri|sat|sun|mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lun|mar\.|mer|jeu|ven|sam|dim|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)[a-z]*\.?,?\s+(?=\S*\d|[a-zä]+\s+\d)/;

/**
 * The day a quoted Date or Sent line gives, in the clients' usual forms and languages
 * ("Tue, Nov 24, 2026 at 10:12 AM", "Dienstag, 24. November 2026 10:12", "24 de noviembre
 * de 2026, 10:12", "24.11.2026 10:12"). The time and its zone are left out: the day is what
 * a status date needs, and a quoted time rarely says its zone.
 */
export function quotedDay(text: string): string | null {
  // A weekday before the day ("Dienstag, 24. ...", "mardi 24 ...") says nothing the day does not.
  let day = text.toLocaleLowerCase().replace(weekday, "");
  for (const [word, month] of monthWords) day = day.replace(word, month);
  day = day
    .split(/\s(?:at|um|à|a las)\s|,?\s+\d{1,2}:\d{2}/)[0]!
    .replace(/\bde\b/g, " ")
    .replace(/(\d)\.(?=\s)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  const dotted = /^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(day);
  return parseDateCell(day, dotted ? "dmy" : "mdy") || null;
}

/** A day the mail's headers give, when it is one a mail can have been sent on. */
const headerDay = (date: string | undefined) => {
  if (!date) return null;
  const time = Date.parse(date);
  if (Number.isNaN(time)) return null;
  const day = new Date(time).toISOString().slice(0, 10);
  return /^(19[7-9]\d|20\d\d)-\d\d-\d\d$/.test(day) ? day : null;
};

// ---- The mail -----------------------------------------------------------------------------

const parse = (bytes: Uint8Array | ArrayBuffer) =>
  PostalMime.parse(bytes, {
    ...parserLimits,
    forceRfc822Attachments: true,
    attachmentEncoding: "arraybuffer",
  });

/** The number of MIME parts a mail declares, counted before it is parsed. */
function partCount(bytes: Uint8Array): number {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  return (raw.match(/^content-type:/gim) ?? []).length;
}

/**
 * One mail, read. Refused (MailRefused) when it is over the size limit, declares too many
 * parts, nests too deep or cannot be read as a mail at all.
 */
export async function readMail(bytes: Uint8Array): Promise<ReadMail> {
  if (bytes.byteLength > maxMailBytes) throw new MailRefused("The mail is larger than 10 MB");
  if (partCount(bytes) > maxParts) throw new MailRefused(`The mail has more than ${maxParts} parts`);
  let outer: Email;
  try {
    outer = await parse(bytes);
  } catch {
    throw new MailRefused("The mail could not be read");
  }
  // Every mail names its sender: bytes without one are no mail.
  if (!outer.from) throw new MailRefused("The mail has no sender");

  const calendarsOf = (email: Email) =>
    email.attachments
      .filter((part) => part.mimeType.toLowerCase() === "text/calendar")
      .map((part) =>
        typeof part.content === "string" ? part.content : new TextDecoder().decode(part.content),
      );
  const deliveredBy = senderOf(outer.from);
  const base = {
    messageId: bare(outer.messageId),
    inReplyTo: bare(outer.inReplyTo),
    references: (outer.references ?? "").match(/<[^>]+>/g)?.map((id) => bare(id)!) ?? [],
    deliveredBy,
  };

  // An attached original: the forwarding client kept the whole mail.
  const attached = outer.attachments.find((part) => part.mimeType.toLowerCase() === "message/rfc822");
  if (attached && typeof attached.content !== "string") {
    try {
      const original = await parse(attached.content);
      return {
        ...base,
        from: senderOf(original.from),
        subject: original.subject ?? "",
        sentOn: headerDay(original.date),
        text: textOf(original),
        html: original.html ?? null,
        forwarded: true,
        calendars: [...calendarsOf(original), ...calendarsOf(outer)],
        headers: machineHeadersOf(original),
      };
    } catch {
      // An attachment that is no mail: the outer mail is read as it is.
    }
  }

  const text = textOf(outer);
  const quoted = quotedMail(text);
  // A reply quotes the mail it answers the same way a forward does: it is a forward when its
  // subject says so, or when what comes before the block is a note, not a reply's message.
  const subject = outer.subject ?? "";
  const isForward =
    quoted !== undefined &&
    (forwardPrefix.test(subject) || (!replyPrefix.test(subject) && quoted.before.length < 300));
  if (quoted && isForward)
    return {
      ...base,
      from: quoted.from,
      subject: quoted.subject,
      sentOn: (quoted.date && quotedDay(quoted.date)) || headerDay(outer.date),
      text: quoted.body,
      html: null,
      forwarded: true,
      calendars: calendarsOf(outer),
      headers: {},
    };
  return {
    ...base,
    from: deliveredBy,
    subject: outer.subject ?? "",
    sentOn: headerDay(outer.date),
    text,
    html: outer.html ?? null,
    forwarded: false,
    calendars: calendarsOf(outer),
    headers: machineHeadersOf(outer),
  };
}
