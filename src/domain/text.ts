// Text a job seeker types: what it may hold. Control characters (other than tab and line
// breaks) are never typed on purpose, arrive only from a broken paste or a hostile client,
// and NUL cannot be stored by PostgreSQL at all, so saved text refuses them by name.
import { z } from "zod";

/** A control character (Unicode's Cc: C0, DEL and C1) that is not a tab or a line break. */
const controlCharacter = /(?![\t\n\r])\p{Cc}/u;
const controlCharacters = /(?![\t\n\r])\p{Cc}/gu;

export const controlCharacterMessage = (label: string) => `${label} contains a character that is not allowed`;

/** A string that refuses control characters, with a message naming its field. */
export const plainString = (label: string, typeMessage: string = `${label} must be text`) =>
  z
    .string({ error: typeMessage })
    .refine((value) => !controlCharacter.test(value), { error: controlCharacterMessage(label), abort: true });

/** Text searched for, not saved: stray control characters are dropped rather than refused. */
export const withoutControlCharacters = (value: string) => value.replace(controlCharacters, "");

/** Whether text holds a control character other than a tab or a line break. */
export const hasControlCharacters = (value: string) => controlCharacter.test(value);
