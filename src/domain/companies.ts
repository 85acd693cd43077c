// A company's website: typed by the user (a bare domain will do) or guessed from the job
// posting's address or the contact's email, and shown for the user to confirm. The logo is
// found from it.
import { z } from "zod";
import { isWebAddress, plainString } from "./text";

export const websiteMessage = "Please enter a web address such as acme.com or https://acme.com";

/** Sites that post other companies' jobs: their domain says nothing about the employer. */
const jobBoardDomains = [
  "linkedin.com",
  "indeed.com",
  "glassdoor.com",
  "greenhouse.io",
  "lever.co",
  "workday.com",
  "myworkdayjobs.com",
  "smartrecruiters.com",
  "ashbyhq.com",
  "ziprecruiter.com",
  "monster.com",
  "stepstone.de",
  "welcometothejungle.com",
  "otta.com",
  "wellfound.com",
  "angel.co",
  "workable.com",
  "recruitee.com",
  "personio.de",
  "jobvite.com",
  "icims.com",
  "bamboohr.com",
  "breezy.hr",
  "teamtailor.com",
  "simplyhired.com",
  "dice.com",
  "xing.com",
  "google.com",
] as const;

/** Mail providers anyone can use: a recruiter's address there names no company. */
const freeMailDomains = [
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "fastmail.com",
  "hey.com",
  "tutanota.com",
] as const;

/** Where applicant tracking systems send their mail from, on behalf of every employer they serve. */
const trackingSystemMailDomains = [
  "greenhouse-mail.io",
  "myworkday.com",
  "workablemail.com",
  "personio.com",
  "successfactors.com",
  "successfactors.eu",
  "taleo.net",
  "applytojob.com",
  "hire.lever.co",
  "teamtailor-mail.com",
] as const;

const within = (hostname: string, domains: readonly string[]) =>
  domains.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));

/**
 * Whether mail or pages from this host speak for many employers (a job board, an applicant
 * tracking system, a free mail provider): its domain names no company.
 */
export const sharedByEmployers = (hostname: string) =>
  within(hostname, jobBoardDomains) ||
  within(hostname, trackingSystemMailDomains) ||
  within(hostname, freeMailDomains);

/** A host by its name or its IPv4 or IPv6 address (in brackets, as a URL writes it). */
function namedHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return z.regexes.domain.test(host) || z.regexes.ipv4.test(host) || z.regexes.ipv6.test(host);
}

/** A website as typed, made a full address: "acme.com" is https://acme.com. */
export function normaliseWebsite(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  // A name, or an address (what a name would lead to anyway: the server's fetch checks both).
  if (!isWebAddress(withScheme, namedHost)) return undefined;
  const url = new URL(withScheme);
  if (url.username || url.password) return undefined;
  return `${url.origin}${url.pathname === "/" ? "" : url.pathname.replace(/\/+$/, "")}`;
}

/** The website field: empty is none (null); anything else must read as a web address. */
export const websiteSchema = plainString("Website", websiteMessage)
  .max(2048, { error: websiteMessage })
  .transform((text, context) => {
    if (text.trim() === "") return null;
    const website = normaliseWebsite(text);
    if (!website) {
      context.addIssue({ code: "custom", message: websiteMessage });
      return z.NEVER;
    }
    return website;
  })
  .nullable()
  .optional();

/**
 * The company's website as far as the posting's address or the contact's email tell, or
 * undefined: a job board's or a free mail provider's domain names no employer. "jobs." and
 * "careers." subdomains lead to the company's own site.
 */
export function guessCompanyWebsite(input: {
  jobUrl?: string | null;
  contactEmail?: string | null;
}): { website: string; from: "jobUrl" | "contactEmail" } | undefined {
  const candidates: { hostname: string; from: "jobUrl" | "contactEmail" }[] = [];
  if (input.jobUrl) {
    try {
      candidates.push({ hostname: new URL(input.jobUrl).hostname.toLowerCase(), from: "jobUrl" });
    } catch {}
  }
  const emailDomain = input.contactEmail?.split("@")[1]?.trim().toLowerCase();
  if (emailDomain) candidates.push({ hostname: emailDomain, from: "contactEmail" });
  for (const { hostname, from } of candidates) {
    if (!z.regexes.domain.test(hostname) || sharedByEmployers(hostname)) continue;
    return {
      website: `https://${hostname.replace(/^(www|jobs|careers|career|boards|apply|recruiting|talent)\./, "")}`,
      from,
    };
  }
  return undefined;
}

// ---- Merging two records of one company ---------------------------------------------------

export const mergeMessages = {
  same: "Choose another company to merge into",
  clash:
    "Both companies have an application for the same position on the same day. Delete one of them, then merge.",
  merged: "Companies merged",
} as const;

/** Merge one of the user's companies into another: its applications move, it goes. */
export const mergeCompaniesInput = z.strictObject({
  into: z.string({ error: "Choose the company to merge into" }).meta({
    format: "uuid",
    description:
      "The company that stays; its name, website and logo are kept (the website taken over if it has none)",
  }),
});

export const mergeResultSchema = z.object({
  company: z.object({ id: z.string().meta({ format: "uuid" }), name: z.string() }),
  moved: z.number().int().meta({ description: "How many applications moved to it" }),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;
