// Which of the user's applications a mail is about, or none. In order of how much each says:
// the thread (a reply to a mail already matched), a requisition id the application carries,
// the sender's domain against the company's website and its contact's address (never a
// domain that sends for many employers: an applicant tracking system, a job board, a free
// mail provider), and the company's name as a whole word ("Bolt" is not in "bolts", "Ember"
// not in "November"), legal forms aside. Two openings at one company are told apart by the
// job title. Letters that only look alike ("Cоntoso" with a Cyrillic о) are other letters.

import { bareName, requisitionKey, similarTitles } from "../already-applied";
import type { Application } from "../application-schemas";
import { sharedByEmployers } from "../companies";

export type MatchCandidate = Pick<
  Application,
  | "id"
  | "company"
  | "companyWebsite"
  | "contactEmail"
  | "jobTitle"
  | "requisitionId"
  | "archivedAt"
  | "applicationDate"
>;

export type MailFacts = {
  /** The original sender's address (a forwarded mail unwrapped). */
  fromAddress: string | null;
  fromName: string;
  subject: string;
  text: string;
  /** The application an earlier mail of the same thread was matched to. */
  threadApplicationId?: string | null;
};

export type MailMatch = {
  applicationId: string | null;
  /** What found it, for the item's "why?". */
  how: "thread" | "requisition id" | "sender's domain" | "company name" | null;
  /** Whether the job title told one application from others at the company. */
  byTitle: boolean;
  /** How sure, from 0 to 1. */
  confidence: number;
};

const none: MailMatch = { applicationId: null, how: null, byTitle: false, confidence: 0 };

const hostOf = (address: string | null | undefined) =>
  address?.split("@")[1]?.trim().toLowerCase().replace(/\.$/, "") ?? null;

function websiteHost(website: string | null): string | null {
  if (!website || !URL.canParse(website)) return null;
  return new URL(website).hostname.toLowerCase().replace(/^(www|jobs|careers|career)\./, "");
}

/** Whether two hosts are one organisation's: the same, or one a subdomain of the other. */
const sameOrganisation = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `name` appears in `text` as whole words, in any case, spaces between them free. */
function containsWords(text: string, name: string): boolean {
  const words = name.split(" ").filter(Boolean).map(literal);
  if (words.length === 0) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join("[\\s\\-_.,&]+")}(?![\\p{L}\\p{N}])`, "iu").test(text);
}

/** Whether the mail names the job: its title as words, or a subject line the title nearly is. */
function namesTitle(mail: MailFacts, title: string): boolean {
  const words = title.replace(/[^\p{L}\p{N}+#]+/gu, " ").trim();
  return (
    containsWords(unabbreviated(`${mail.subject}\n${mail.text}`), unabbreviated(words)) ||
    mail.subject.split(/\s[-–—|:]\s|[(),]/).some((part) => part.trim() !== "" && similarTitles(part, title))
  );
}

/** Title words as mails shorten them: "Sr." is senior, "Jr." junior, "Mgr" manager. */
const abbreviations: [RegExp, string][] = [
  [/\b(sr|snr)\b\.?/giu, "senior"],
  [/\b(jr|jnr)\b\.?/giu, "junior"],
  [/\bmgr\b\.?/giu, "manager"],
  [/\bengr\b\.?/giu, "engineer"],
];
const unabbreviated = (text: string) =>
  abbreviations.reduce((result, [pattern, word]) => result.replace(pattern, word), text);

/** The words of a title that say what the job is (not "the", "m/w/d", "remote"...). */
const meaningfulWords = (title: string) =>
  [
    ...new Set(
      unabbreviated(title)
        .toLocaleLowerCase("en")
        .split(/[^\p{L}\p{N}+#]+/u),
    ),
  ].filter(
    (word) => word.length > 1 && !/^(the|and|of|for|at|in|m|w|d|f|x|remote|hybrid|onsite)$/.test(word),
  );

/** The share of a title's words the mail writes as words. */
function titleCoverage(mail: MailFacts, title: string): number {
  const words = meaningfulWords(title);
  if (words.length === 0) return 0;
  const text = unabbreviated(`${mail.subject}\n${mail.text}`);
  return words.filter((word) => containsWords(text, word)).length / words.length;
}

/**
 * The candidates the job title picks out, when it picks out some: else all of them. The title
 * as written picks first; else the one whose title's words the mail writes most of ("Sr. Data
 * Engineer" is the Senior Data Engineer, not the Product Analyst), when it clearly leads.
 */
function byTitle(mail: MailFacts, candidates: MatchCandidate[]) {
  const titled = candidates.filter((candidate) => namesTitle(mail, candidate.jobTitle));
  if (titled.length > 0) return { candidates: titled, byTitle: true };
  const covered = candidates.map((candidate) => ({
    candidate,
    share: titleCoverage(mail, candidate.jobTitle),
  }));
  const best = Math.max(...covered.map((entry) => entry.share));
  const leaders = covered.filter((entry) => entry.share === best);
  if (best >= 0.6 && leaders.length < candidates.length)
    return { candidates: leaders.map((entry) => entry.candidate), byTitle: true };
  return { candidates, byTitle: false };
}

/** Of several, the one still in play: not archived, then the latest applied. */
const likeliest = (candidates: MatchCandidate[]) =>
  [...candidates].sort(
    (a, b) =>
      Number(a.archivedAt !== null) - Number(b.archivedAt !== null) ||
      b.applicationDate.localeCompare(a.applicationDate),
  )[0]!;

function decide(
  mail: MailFacts,
  found: MatchCandidate[],
  how: "sender's domain" | "company name",
  base: number,
): MailMatch {
  const narrowed = byTitle(mail, found);
  const one = narrowed.candidates.length === 1;
  const confidence = Math.min(0.97, base + (narrowed.byTitle ? 0.1 : 0) - (one ? 0 : 0.3));
  return { applicationId: likeliest(narrowed.candidates).id, how, byTitle: narrowed.byTitle, confidence };
}

/** The application a mail is about, with how it was found and how sure; or none. */
export function matchMail(mail: MailFacts, applications: readonly MatchCandidate[]): MailMatch {
  if (mail.threadApplicationId && applications.some((each) => each.id === mail.threadApplicationId))
    return { applicationId: mail.threadApplicationId, how: "thread", byTitle: false, confidence: 0.98 };

  const words = `${mail.subject}\n${mail.text}`;
  const requisition = applications.filter((application) => {
    const key = requisitionKey(application.requisitionId ?? "");
    return (
      key.length >= 4 &&
      requisitionKey(words).includes(key) &&
      containsWords(words, application.requisitionId!)
    );
  });
  if (requisition.length === 1)
    return { applicationId: requisition[0]!.id, how: "requisition id", byTitle: false, confidence: 0.95 };

  const host = hostOf(mail.fromAddress);
  if (host && !sharedByEmployers(host)) {
    const atDomain = applications.filter((application) => {
      const hosts = [websiteHost(application.companyWebsite), hostOf(application.contactEmail)];
      return hosts.some((each) => each !== null && !sharedByEmployers(each) && sameOrganisation(each, host));
    });
    if (atDomain.length > 0) return decide(mail, atDomain, "sender's domain", 0.85);
  }

  // The name as the sender gives it ("Lumen Analytics <no-reply@...>") or as the mail writes it.
  const named = applications.filter((application) => {
    const bare = bareName(application.company);
    return bare.length >= 2 && containsWords(`${mail.fromName}\n${words}`, bare);
  });
  if (named.length === 0) return none;
  // Two companies whose names are both in the mail ("Contoso" and "Contoso Labs"): the longer.
  const longest = Math.max(...named.map((application) => bareName(application.company).length));
  return decide(
    mail,
    named.filter((application) => bareName(application.company).length === longest),
    "company name",
    0.75,
  );
}
