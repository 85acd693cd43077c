// What mail apps put before a subject they forward or answer, in the languages job seekers
// write in ("Fwd:", "WG:", "TR:"; "Re:", "AW:", "SV:"). Zod-free: the browser extension's text
// reading uses it too.

export const forwardPrefix = /^\s*(fwd?|fw|wg|tr|rv|enc|doorgestuurd|vs|i)\s*:/i;
export const replyPrefix = /^\s*(re|aw|sv|ref|rif|antw|odp|res|r)\s*:/i;

/** A subject without the forward and reply prefixes before it ("Fwd: Re: Job" is "Job"). */
export function withoutMailPrefixes(subject: string): string {
  let text = subject;
  for (let before = ""; before !== text; ) {
    before = text;
    text = text.replace(forwardPrefix, "").replace(replyPrefix, "");
  }
  return text.trim();
}
