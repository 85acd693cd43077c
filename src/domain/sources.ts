// Where an application came from, in the user's own words. One place is often written several
// ways ("Company site", "company website", "LinkedIn.com"), and the filters and analytics
// count each spelling apart. So an import writes a source the way the user already spells it
// (else by its common name), the add form offers the user's own sources first, and two
// sources can be merged into one. Nothing merges by itself: "Recruiter" and "Agency" may be
// two things to one user and one to another.
import { z } from "zod";
import { commonSources, limits } from "./applications";
import { plainString } from "./text";

/**
 * A source's spelling stripped to what tells two apart: not case, spaces, punctuation or a
 * web address's ending ("LinkedIn.com", "linked in" and "Linkedin" are one key).
 */
export function sourceKey(source: string): string {
  return source
    .toLocaleLowerCase("en")
    .replace(/^(https?:\/\/)?(www\.)?/, "")
    .replace(/\.(com|co|io|org|net|de|fr|co\.uk)(\/.*)?$/, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

type CommonSource = (typeof commonSources)[number];

/** Other ways people write the common sources, by key. */
const otherSpellings: Record<CommonSource, string[]> = {
  LinkedIn: ["linkedin", "linkedinjobs", "linkedineasyapply", "easyapply", "linkedinrecruiter"],
  Indeed: ["indeed", "indeedjobs", "indeedapply"],
  "Company website": [
    "companysite",
    "companywebsite",
    "companycareers",
    "companycareerspage",
    "companycareerssite",
    "companycareersite",
    "companycareerpage",
    "careerspage",
    "careerssite",
    "careersite",
    "careerpage",
    "careers",
    "employerwebsite",
    "employersite",
    "companypage",
    "website",
    "direct",
    "directapplication",
    "applieddirectly",
  ],
  Referral: ["referral", "referred", "employeereferral", "internalreferral", "friendreferral"],
  Recruiter: [
    "recruiter",
    "recruiteroutreach",
    "recruiterreachedout",
    "recruiterinmail",
    "inboundrecruiter",
    "headhunter",
    "agency",
    "recruitingagency",
    "recruitmentagency",
  ],
  Glassdoor: ["glassdoor"],
  AngelList: ["angellist", "wellfound", "angellisttalent"],
  "Job fair": ["jobfair", "careerfair", "careersfair", "careerexpo", "jobexpo"],
  Other: ["other", "misc", "miscellaneous"],
};

const commonByKey = new Map<string, CommonSource>(
  Object.entries(otherSpellings).flatMap(([common, keys]) =>
    keys.map((key) => [key, common as CommonSource] as const),
  ),
);

const isCommon = (source: string) => (commonSources as readonly string[]).includes(source);

/** What a source stands for: its common name where it is a way of writing one, else its key. */
const identityOf = (source: string) => {
  const key = sourceKey(source);
  return commonByKey.get(key) ?? key;
};

/**
 * A source as an import writes it: trimmed, and spelled the way the user already spells that
 * source (`known`, most used first), else by its common name, else as it came. Empty is none.
 */
export function normaliseSource(source: string, known: readonly string[] = []): string | null {
  const trimmed = source.replace(/\s+/g, " ").trim();
  if (!trimmed) return null;
  const identity = identityOf(trimmed);
  if (!identity) return trimmed;
  return (
    known.find((each) => identityOf(each) === identity) ?? commonByKey.get(sourceKey(trimmed)) ?? trimmed
  );
}

/** A source of the user's and how many of their applications give it. */
export const sourceUseSchema = z.object({
  source: z.string(),
  applications: z.number().int(),
});
export type SourceUse = z.infer<typeof sourceUseSchema>;

/**
 * The user's sources that look like one place written two ways ("Company site" beside
 * "Company website"), in groups of two or more, the most used first in each (of two used as
 * much, the common name): the ones worth offering to merge.
 */
export function lookalikeSources(sources: readonly SourceUse[]): SourceUse[][] {
  const groups = new Map<string, SourceUse[]>();
  for (const use of sources) {
    const identity = identityOf(use.source) || use.source;
    groups.set(identity, [...(groups.get(identity) ?? []), use]);
  }
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .map((group) =>
      [...group].sort(
        (a, b) => b.applications - a.applications || Number(isCommon(b.source)) - Number(isCommon(a.source)),
      ),
    );
}

// ---- Merging sources ------------------------------------------------------------------

export const sourceMessages = {
  chooseFrom: "Choose the sources to merge",
  same: "Choose another source to merge into",
  into: "Enter the source to keep",
  merged: "Sources merged",
} as const;

const sourceName = (message: string) =>
  plainString("Source", message)
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, { error: message })
        .max(limits.source, { error: `Source must be at most ${limits.source} characters` }),
    );

/**
 * Merge sources: every application giving one of `from` gives `into` instead. `into` may be
 * one of the user's sources or a new name (a merge of one is a rename).
 */
export const mergeSourcesInput = z.strictObject({
  from: z
    .array(sourceName(sourceMessages.chooseFrom), { error: sourceMessages.chooseFrom })
    .min(1, { error: sourceMessages.chooseFrom })
    .max(50, { error: "Merge at most 50 sources at once" })
    .meta({ description: "The sources to merge away, as the applications give them (exact text)" }),
  into: sourceName(sourceMessages.into).meta({ description: "The source they become" }),
});
export type MergeSourcesInput = z.infer<typeof mergeSourcesInput>;

export const mergeSourcesResultSchema = z.object({
  source: z.string().meta({ description: "The source that stays" }),
  moved: z.number().int().meta({ description: "How many applications now give it instead" }),
});
export type MergeSourcesResult = z.infer<typeof mergeSourcesResultSchema>;
