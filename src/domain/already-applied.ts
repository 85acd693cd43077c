// "Already applied": before a new application is saved, the earlier ones at the same company,
// and a warning when the posting looks like one applied to before (the same address, or a
// close title at the same company). Companies are matched as the database keys them, by name
// in any case: "Google" and "Google LLC" stay two companies unless the user merges them.
import type { Application } from "./application-schemas";

const companyKey = (name: string) => name.trim().toLocaleLowerCase("en");

/** The user's earlier applications at `company`, newest first. */
export function earlierAtCompany(applications: readonly Application[], company: string): Application[] {
  const key = companyKey(company);
  if (!key) return [];
  return applications
    .filter((application) => companyKey(application.company) === key)
    .sort((a, b) => b.applicationDate.localeCompare(a.applicationDate));
}

/** Legal forms a company's name may carry or not: "Google" and "Google LLC" look alike. */
const legalForms =
  /[\s,.]+(inc|llc|ltd|limited|gmbh|corp|corporation|co|company|plc|sa|ag|bv|nv|oy|ab|srl|pty|lp|llp)\.?$/i;
export const bareName = (name: string) => {
  let bare = name.trim().toLocaleLowerCase("en");
  for (let before = ""; before !== bare; ) {
    before = bare;
    bare = bare.replace(legalForms, "");
  }
  return bare.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
};

/**
 * The user's other companies whose names differ from `company` only by a legal form, case or
 * punctuation ("Google LLC" for "Google"): the form offers to use that record instead of
 * making a second one. Nothing is merged by itself.
 */
export function lookalikeCompanies(applications: readonly Application[], company: string): string[] {
  const key = companyKey(company);
  const bare = bareName(company);
  if (!bare) return [];
  const names = new Map<string, string>();
  for (const application of applications) {
    const other = companyKey(application.company);
    if (other !== key && bareName(application.company) === bare) names.set(other, application.company);
  }
  return [...names.values()];
}

/** A posting's address without what varies between two visits: tracking, fragment, a trailing slash. */
export function postingKey(url: string): string | null {
  if (!URL.canParse(url.trim())) return null;
  const parsed = new URL(url.trim());
  for (const name of [...parsed.searchParams.keys()])
    if (/^(utm_|ref$|refid$|trk|source$|src$|gh_src$|lever-source)/i.test(name))
      parsed.searchParams.delete(name);
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return `${parsed.hostname.replace(/^www\./, "")}${parsed.pathname.replace(/\/+$/, "")}${query ? `?${query}` : ""}`.toLowerCase();
}

/** Words that say nothing of which job it is. */
const fillerWords = new Set([
  "a",
  "an",
  "and",
  "the",
  "of",
  "for",
  "in",
  "at",
  "to",
  "with",
  "m",
  "f",
  "d",
  "x",
]);

function titleWords(title: string): Set<string> {
  return new Set(
    title
      .toLocaleLowerCase("en")
      .split(/[^\p{L}\p{N}+#]+/u)
      .filter((word) => word && !fillerWords.has(word)),
  );
}

/**
 * Whether two titles name the same job: the same words, or nearly (at least four in five of
 * them shared), whatever the case, order and punctuation. "Senior Data Engineer" and "Data
 * Engineer (Senior)" are; "Data Engineer" and "Data Analyst" are not.
 */
export function similarTitles(a: string, b: string): boolean {
  const left = titleWords(a);
  const right = titleWords(b);
  if (left.size === 0 || right.size === 0) return false;
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / new Set([...left, ...right]).size >= 0.8;
}

/** What matching a posting reads of an application. */
type PostingFields = Pick<Application, "company" | "jobTitle" | "jobUrl" | "requisitionId">;

export type PostingMatch<T extends PostingFields = Application> = {
  application: T;
  reason: "same requisition" | "same posting" | "similar title";
};

/** A requisition id as employers write it in several ways: "R-10234", "r 10234", "R10234". */
export const requisitionKey = (id: string) => id.toLocaleLowerCase("en").replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Earlier applications that look like this same posting: the same requisition id at the
 * company, its address, or a close title there.
 */
export function samePostingAs<T extends PostingFields>(
  applications: readonly T[],
  posting: { company: string; jobTitle: string; jobUrl: string; requisitionId?: string },
): PostingMatch<T>[] {
  const requisition = requisitionKey(posting.requisitionId ?? "");
  const company = companyKey(posting.company);
  const url = posting.jobUrl ? postingKey(posting.jobUrl) : null;
  // Cheap before the parse: an address on another host cannot be the same posting.
  const host = url?.split("/")[0] ?? "";
  const matches: PostingMatch<T>[] = [];
  for (const application of applications) {
    const jobUrl = application.jobUrl?.toLowerCase();
    const atCompany = companyKey(application.company) === company;
    if (requisition && atCompany && requisitionKey(application.requisitionId ?? "") === requisition)
      matches.push({ application, reason: "same requisition" });
    else if (url && jobUrl?.includes(host) && postingKey(jobUrl) === url)
      matches.push({ application, reason: "same posting" });
    else if (atCompany && similarTitles(application.jobTitle, posting.jobTitle))
      matches.push({ application, reason: "similar title" });
  }
  return matches;
}
