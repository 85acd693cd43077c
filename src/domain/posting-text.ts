// A job posting given as text rather than as a page: shared from a phone's app ("Senior
// Engineer at Acme https://…"), or mailed to oneself. What the text says in the ways people
// and job apps write it: a headline ("Title at Company", "Company is hiring: Title",
// "Title - Company"), labelled lines ("Location: Berlin"), and the first address in it.
// Only what it finds is filled; the rest is left for the user.
import { withoutMailPrefixes } from "./mail-subjects";
import { employmentTypeName, postingDescription } from "./posting-data";
import type { CapturedPosting } from "./postings";
import { clipText } from "./text";

/** A web address as texts write one; no address a posting has is longer than 2,000 characters. */
const addressPattern = /https?:\/\/[^\s<>"']{1,2000}/i;

/** The first web address in a text, without the punctuation a sentence puts after it. */
export function firstWebAddress(text: string): string | null {
  let found = text.match(addressPattern)?.[0] ?? "";
  while (found && ").,;:!?]".includes(found.at(-1)!)) found = found.slice(0, -1);
  return found && URL.canParse(found) ? found : null;
}

/** Names job sites add to what their share buttons and page titles say: they name no employer. */
const siteNames =
  /^(linkedin|indeed|glassdoor|xing|stepstone|monster|ziprecruiter|welcome to the jungle|wellfound|otta|dice|seek|reed|totaljobs|greenhouse|lever|workday|ashby|smartrecruiters|jobs?|careers?|hiring)$/i;

/** Whether a name is a job site's or a word like "Careers", not an employer's. */
export const isJobSiteName = (name: string) =>
  siteNames.test(name.trim().replace(/\.(com|de|co\.uk|fr|pl|io|co)$/i, ""));

/** What a share from a job app says before the job: "Check out this job at Acme: …". */
const sharePhrase =
  /(?:check out this job|check out this job opening|i found this job|have a look at this job|look at this job)/;

/** What precedes a job's title in pages' and apps' headlines: "Job Application for …". */
const headlinePrefix =
  /^(?:job application for|application for|apply for|apply to|job opening:?|vacancy:?|job:)\s+/i;

const labels: { field: keyof Fields; pattern: RegExp }[] = [
  { field: "jobTitle", pattern: /^(?:job title|position|role|title|job)\s*[:\-–]\s*(.+)$/i },
  { field: "company", pattern: /^(?:company|employer|organi[sz]ation|hiring company)\s*[:\-–]\s*(.+)$/i },
  {
    field: "location",
    pattern: /^(?:location|job location|place of work|based in|office)\s*[:\-–]\s*(.+)$/i,
  },
  {
    field: "salaryRange",
    pattern: /^(?:salary(?: range)?|compensation|pay(?: range)?|base salary)\s*[:\-–]\s*(.+)$/i,
  },
  {
    field: "employmentType",
    pattern: /^(?:employment type|job type|contract type|type of employment)\s*[:\-–]\s*(.+)$/i,
  },
  {
    field: "requisitionId",
    pattern:
      /^(?:req(?:uisition)?(?:\s*(?:id|number|no\.?))?|job id|job ref(?:erence)?|reference)\s*[:#\-–]\s*(\S+)/i,
  },
];

type Fields = Pick<
  CapturedPosting,
  "company" | "jobTitle" | "location" | "salaryRange" | "employmentType" | "requisitionId"
>;

/** A line short enough to be a job's title, with the words a title has. */
const titleLike = (text: string) =>
  text.length <= 120 && text.split(/\s+/).length <= 14 && /\p{L}/u.test(text);

/** Drops a job site's name from the end of a headline: "… | LinkedIn", "… - Indeed.com". */
function withoutSiteName(headline: string): string {
  let text = headline.trim();
  for (let before = ""; before !== text; ) {
    before = text;
    const match = text.match(/^(.*\S)\s+[|\-–—·]\s+([^|\-–—·]+)$/);
    if (match?.[2] && isJobSiteName(match[2])) text = match[1]!;
  }
  return text;
}

/** The title and company a headline names, in the ways job apps and people write one. */
export function readHeadline(headline: string): { jobTitle: string | null; company: string | null } {
  // A headline is a line: a stranger's endless one is read as far as a headline goes.
  const text = withoutSiteName(headline.slice(0, 400).replace(addressPattern, "").replace(/\s+/g, " ").trim())
    .replace(/[:.!]+$/, "")
    .replace(headlinePrefix, "");
  if (!text) return { jobTitle: null, company: null };
  const sharedAt = text.match(new RegExp(`^${sharePhrase.source}\\s+at\\s+(.+?)\\s*:\\s*(.+)$`, "i"));
  if (sharedAt) return { company: sharedAt[1]!.trim(), jobTitle: sharedAt[2]!.trim() };
  const shared = text.replace(new RegExp(`^${sharePhrase.source}\\s*:?\\s*`, "i"), "");
  if (shared !== text) return readHeadline(shared);
  const hiring = text.match(/^(.+?)\s+is hiring(?:\s*(?:an?|for(?: an?)?))?\s*[:\-–]?\s*(.+)$/i);
  if (hiring) return { company: hiring[1]!.trim(), jobTitle: hiring[2]!.trim() };
  const at = text.match(/^(.+)\s+(?:at|@|bei|chez)\s+(.+)$/i);
  if (at && titleLike(at[1]!)) return { jobTitle: at[1]!.trim(), company: at[2]!.trim() };
  // "Title - Company", and "Title - Company - Place" as job apps write it.
  const split = text.match(/^(.+?)\s+[|\-–—]\s+(.+?)(?:\s+[|\-–—]\s+.+)?$/);
  if (split && titleLike(split[1]!)) return { jobTitle: split[1]!.trim(), company: split[2]!.trim() };
  return { jobTitle: titleLike(text) ? text : null, company: null };
}

/**
 * The posting a text gives, or undefined when it holds nothing at all. `title` is what came
 * beside the text (a share's title, a mail's subject), read as its headline first.
 */
export function readPostingText(
  text: string,
  given: { title?: string | null; url?: string | null } = {},
): CapturedPosting | undefined {
  const body = text.replace(/\r\n?/g, "\n").trim();
  const url = given.url ?? firstWebAddress(`${given.title ?? ""}\n${body}`);
  const lines = body
    .split("\n")
    .map((item) => item.trim())
    .filter(Boolean);
  const fields: Fields = {
    company: null,
    jobTitle: null,
    location: null,
    salaryRange: null,
    employmentType: null,
    requisitionId: null,
  };
  for (const item of lines.slice(0, 60))
    for (const { field, pattern } of labels) {
      const value = item.match(pattern)?.[1]?.trim();
      if (value && !fields[field]) fields[field] = clipText(value, field === "requisitionId" ? 100 : 300);
    }
  if (fields.employmentType) fields.employmentType = employmentTypeName(fields.employmentType);
  // The headline: one that names the company too, the title given beside the text (a share's
  // title, a mail's subject) before the text's first line; else the text's first line, which
  // a pasted posting starts with; else the title given.
  const givenTitle = withoutMailPrefixes(given.title ?? "");
  const firstLine = lines.find((item) => item.replace(addressPattern, "").trim()) ?? "";
  const [fromGiven, fromText] = [readHeadline(givenTitle), readHeadline(firstLine)];
  const headline =
    [fromGiven, fromText].find((read) => read.jobTitle && read.company) ??
    [fromText, fromGiven].find((read) => read.jobTitle);
  fields.jobTitle ??= headline?.jobTitle ?? null;
  fields.company ??= headline?.company ?? null;
  const description = lines.length > 1 || body.length > 200 ? postingDescription(body) : null;
  if (!url && !fields.jobTitle && !description) return undefined;
  return { url: url ?? "", companyWebsite: null, description, source: "text", ...fields };
}

/**
 * Whether a text read as a posting says it is about a job, not any note: an address, a company
 * named with the title, or a labelled field ("Location:", "Salary:").
 */
export const isAboutAJob = (posting: CapturedPosting) =>
  Boolean(
    posting.url ||
      posting.company ||
      posting.location ||
      posting.salaryRange ||
      posting.employmentType ||
      posting.requisitionId,
  );
