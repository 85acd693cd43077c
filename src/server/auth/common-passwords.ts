// The passwords people choose most often are the first ones an attacker tries, whatever rules
// they pass: the 10,000 most common (the top of the frequency-ranked list zxcvbn-ts ships,
// drawn from leaked password sets) are refused at sign-up, reset and change. The list is in
// lower case and plain letters and digits; capitals and symbols added to a common password
// ("Password1!") leave it just as guessable, so both are set aside before looking it up.
import { dictionary } from "@zxcvbn-ts/language-common";

export const commonPasswordCount = 10_000;

const commonPasswords = new Set(dictionary["passwords-common"].slice(0, commonPasswordCount));

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return commonPasswords.has(lower) || commonPasswords.has(lower.replace(/[^\p{L}\p{N}]/gu, ""));
}
