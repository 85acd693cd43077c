// Text a job seeker types: what it may hold. Control characters (other than tab and line
// breaks) are never typed on purpose, arrive only from a broken paste or a hostile client,
// and NUL cannot be stored by PostgreSQL at all, so saved text refuses them by name. A lone
// surrogate (half of a pair, or a pair the wrong way round) is no character at all: the
// database would keep it as U+FFFD, so it is refused the same way. A whole pair (an emoji, 𝒜)
// is one character and stays.
import { z } from "zod";

/**
 * A control character (Unicode's Cc: C0, DEL and C1) that is not a tab or a line break, or a
 * lone surrogate (Cs: with the u flag a proper pair reads as one code point, never as Cs).
 */
const controlCharacter = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
const controlCharacters = /(?![\t\n\r])[\p{Cc}\p{Cs}]/gu;

export const controlCharacterMessage = (label: string) => `${label} contains a character that is not allowed`;

/** A string that refuses control characters and lone surrogates, with a message naming its field. */
export const plainString = (label: string, typeMessage: string = `${label} must be text`) =>
  z
    .string({ error: typeMessage })
    .refine((value) => !controlCharacter.test(value), { error: controlCharacterMessage(label), abort: true });

/** Text searched for, not saved: stray control characters and lone surrogates are dropped rather than refused. */
export const withoutControlCharacters = (value: string) => value.replace(controlCharacters, "");

/** Whether text holds a control character other than a tab or a line break, or a lone surrogate. */
export const hasControlCharacters = (value: string) => controlCharacter.test(value);

/** Text cut to at most `max` UTF-16 units, never ending in half of a pair (an emoji cut in two). */
export const clipText = (value: string, max: number) => value.slice(0, max).replace(/[\uD800-\uDBFF]$/, "");

// Web addresses the app keeps (a posting's page, the job's address, the company's website)
// are opened as links, so every one is http or https: a javascript:, data:, file: or
// vbscript: address would run or open something other than a web page.

export const webAddressMessage = "Please enter a valid web address starting with http:// or https://";

/** Whether text is an http or https address with a host (and, when given, one `host` accepts). */
export function isWebAddress(text: string, host: (hostname: string) => boolean = () => true): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && host(url.hostname);
}

type WebAddressRules = {
  label: string;
  /** What the user reads when it is no web address. */
  message: string;
  max?: number;
  tooLong?: string;
  host?: (hostname: string) => boolean;
};

const checkedWebAddress = (rules: WebAddressRules, emptyAllowed: boolean) =>
  plainString(rules.label, rules.message)
    .trim()
    .max(rules.max ?? 2048, { error: rules.tooLong ?? rules.message })
    .refine((value) => (emptyAllowed && value === "") || isWebAddress(value, rules.host), {
      error: rules.message,
    });

/** A web address that must be given: http or https, as text. */
export const webAddress = (rules: WebAddressRules) => checkedWebAddress(rules, false);

/** A web address that may be left out: empty or null is none (stored as null). */
export const optionalWebAddress = (rules: WebAddressRules) =>
  checkedWebAddress(rules, true)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();
