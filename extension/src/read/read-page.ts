// A job posting read from the page the user sees: rendered, and signed in where the site
// needs it. Each field comes from the most reliable place that has it: the structured data the
// page gives search engines (schema.org JobPosting as JSON-LD or microdata), then the site's
// own layout (the common job boards and applicant tracking systems), then what any page shows
// (its heading, title, Open Graph tags, a "Location" label, its main text).
import { employmentTypeName, postingDescription, postingFromJobPosting } from "@/domain/posting-data";
import { postingFieldLimits } from "@/domain/posting-limits";
import { isJobSiteName, readHeadline } from "@/domain/posting-text";
import type { CapturedPosting } from "@/domain/postings";
import { clipText } from "@/domain/text";
import { type Field, type Layout, layoutOf } from "./layouts";
import { isHidden, lineOf, markupToText, textOf } from "./page-text";
import { structuredJobPosting } from "./structured";

const currency = String.raw`(?:[$€£¥₹]|\b(?:USD|EUR|GBP|PLN|CHF|CAD|AUD|SEK|NOK|DKK|INR)\b)`;
/** The figures of one amount: "140K/yr", "70,000", "18 000". */
const digits = String.raw`\d[\d,.\u00a0 ]*(?:[kK]\b)?(?:\s?\/\s?(?:yr|year|mo|month|hr|hour)\b)?`;
const unit = String.raw`(?:\s*(?:USD|EUR|GBP|PLN|CHF|CAD|AUD|zł)\b)?(?:\s*(?:\/\s*(?:year|yr|month|mo|hour|hr)\b|per\s+(?:year|annum|month|hour|day)\b|an?\s+(?:year|month|day|hour)\b))?`;
/**
 * Pay as pages write it, with a currency: "$140K/yr - $175K/yr", "PLN 18 000–24 000 / month",
 * "£55,000 - £65,000 per annum", "$110,000—$135,000 CAD".
 */
const salaryPhrase = new RegExp(
  String.raw`${currency}\s?${digits}(?:\s*(?:[-–—]|to)\s*${currency}?\s?${digits})?${unit}`,
  "i",
);
const employment =
  /\b(full[- ]?time|part[- ]?time|contract(?:or)?|temporary|internship|permanent|freelance|apprenticeship|volunteer)\b/i;

/** What each field may hold: a salary has a figure, an employment type names one. */
const accepts: Partial<Record<Field, (text: string) => string | null>> = {
  salaryRange: (text) =>
    text
      .match(salaryPhrase)?.[0]
      ?.replace(/[\s\-–—·•,]+$/, "")
      .trim() || null,
  employmentType: (text) => {
    const found = text.match(employment)?.[1];
    if (!found) return null;
    const name = employmentTypeName(found.replace(/-/g, " "));
    return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
  },
};

/** Tidies what a field's element says: "at Acme", "Acme logo", "Title - job post". */
const tidy: Partial<Record<Field, (text: string) => string>> = {
  company: (text) =>
    text
      .replace(/^at\s+/i, "")
      .replace(/\s+(logo|careers|jobs|career site|job board)$/i, "")
      .trim(),
  jobTitle: (text) => text.replace(/\s*[-–]\s*job post$/i, "").trim(),
  location: (text) => text.replace(/^location:?\s*/i, "").trim(),
};

/** The first non-empty reading of a field's places on the page. */
function fieldValue(document: Document, field: Field, selectors: string[]): string | null {
  for (const entry of selectors) {
    const [selector, attribute] = entry.split("@") as [string, string | undefined];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      if (isHidden(element)) continue;
      const raw = attribute ? (element.getAttribute(attribute) ?? "") : textOf(element);
      const accepted = accepts[field] ? accepts[field](raw) : raw.replace(/\s+/g, " ").trim();
      const value = accepted ? (tidy[field]?.(accepted) ?? accepted) : null;
      if (value) return clipText(value, field === "requisitionId" ? 100 : 300);
    }
  }
  return null;
}

/** The text of the description's element(s), without what is not the posting. */
function descriptionOf(document: Document, selectors: string[], without: string[] = []): string | null {
  for (const selector of selectors) {
    const found = Array.from(document.querySelectorAll(selector)).filter((element) => !isHidden(element));
    // An element inside another match is read with it.
    const outermost = found.filter(
      (element) => !found.some((other) => other !== element && other.contains(element)),
    );
    const texts = outermost.map((element) => {
      const copy = element.cloneNode(true) as Element;
      for (const part of Array.from(
        copy.querySelectorAll(["nav", "header", "footer", "aside", ...without].join(",")),
      ))
        part.remove();
      if (without.some((skip) => copy.matches(skip))) return "";
      return textOf(copy);
    });
    const text = texts.filter(Boolean).join("\n\n").trim();
    if (text.length >= 40) return text;
  }
  return null;
}

/** The value beside a label the page shows ("Location", then "Berlin"), or after it on its line. */
function labelled(document: Document, label: RegExp): string | null {
  const candidates = document.querySelectorAll("dt, th, h2, h3, h4, h5, strong, b, label, span, p, div, li");
  for (const element of Array.from(candidates)) {
    if (element.children.length > 2 || isHidden(element)) continue;
    const text = lineOf(element);
    if (text.length > 120) continue;
    const inline = text.match(new RegExp(`^(?:${label.source})\\s*:\\s*(.+)$`, "i"))?.[1];
    if (inline) return inline.trim();
    if (new RegExp(`^(?:${label.source}):?$`, "i").test(text)) {
      const next = element.nextElementSibling ?? element.parentElement?.nextElementSibling;
      const value = next ? lineOf(next) : "";
      if (value && value.length <= 200) return value;
    }
  }
  return null;
}

/** Pay the posting's text states on a line of its own: "Salary: PLN 18 000–24 000 / month on…". */
function salaryLine(document: Document): string | null {
  for (const line of textOf(document.body).split("\n"))
    if (
      /^(?:•\s*)?(?:salary|compensation|pay(?: range)?|base salary|remuneration)\b[^:\n]{0,40}:/i.test(line)
    ) {
      const pay = accepts.salaryRange!(line);
      if (pay) return pay;
    }
  return null;
}

const meta = (document: Document, name: string) =>
  document
    .querySelector(`meta[property="${name}" i], meta[name="${name}" i]`)
    ?.getAttribute("content")
    ?.trim() || null;

/** The page's own heading: inside its main content when it marks one. */
function mainHeading(document: Document): string | null {
  for (const selector of ["main h1", "article h1", '[role="main"] h1', "h1"]) {
    const heading = Array.from(document.querySelectorAll(selector)).find(
      (element) => !isHidden(element) && lineOf(element),
    );
    if (heading) return lineOf(heading);
  }
  return null;
}

/** A company named in the page's address: a board's path starts with it (/acme/jobs/42). */
function companyInPath(url: URL): string | null {
  let slug: string;
  try {
    slug = decodeURIComponent(url.pathname.split("/").find(Boolean) ?? "");
  } catch {
    return null; // An address with a broken escape names no one.
  }
  if (!slug || /^(jobs?|careers?|en|en-us|o|embed)$/i.test(slug)) return null;
  const words = slug.replace(/[-_]+/g, " ").trim();
  return words === words.toLowerCase() ? words.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()) : words;
}

/** What any page shows of a posting. */
/** What any page shows of a posting: each field read only when asked for (the labels are a walk of the page). */
function readAnyPage(
  document: Document,
  url: URL,
  layout: Layout | undefined,
): Record<Field, () => string | null> {
  const headlines = () => {
    const ogTitle = meta(document, "og:title");
    return { title: readHeadline(document.title), og: ogTitle ? readHeadline(ogTitle) : null };
  };
  return {
    jobTitle: () => {
      const { title, og } = headlines();
      return mainHeading(document) ?? og?.jobTitle ?? title.jobTitle;
    },
    company: () => {
      const { title, og } = headlines();
      const siteName = meta(document, "og:site_name");
      const company =
        og?.company ??
        title.company ??
        (siteName && !isJobSiteName(siteName) ? (tidy.company?.(siteName) ?? siteName) : null);
      return company && !isJobSiteName(company) ? company : layout?.companyInPath ? companyInPath(url) : null;
    },
    location: () => labelled(document, /location|job location|locations|place of work/),
    salaryRange: () =>
      accepts.salaryRange!(labelled(document, /salary|compensation|pay|salary range/) ?? "") ??
      salaryLine(document),
    employmentType: () =>
      accepts.employmentType!(
        labelled(document, /employment type|job type|type of employment|commitment|time type/) ?? "",
      ),
    requisitionId: () => labelled(document, /requisition id|job requisition id|req id|job id|reference/),
  };
}

/**
 * Whether the page shows one job's posting, for the in-page button to offer it: its structured
 * data, or its site's own place for a job's title. A board's list or search page shows none
 * (its heading is no job's title), though the toolbar button still reads what it can there.
 */
export function showsAPosting(document: Document, address: string): boolean {
  const layout = layoutOf(new URL(address));
  return (
    structuredJobPosting(document) !== undefined ||
    (layout !== undefined && fieldValue(document, "jobTitle", layout.fields.jobTitle ?? []) !== null)
  );
}

/** The longest each field is kept: what the add form and the "Applied" question take. */
const limits: Record<Field, number> = {
  jobTitle: postingFieldLimits.jobTitle,
  company: postingFieldLimits.company,
  requisitionId: postingFieldLimits.requisitionId,
  location: 300,
  salaryRange: 200,
  employmentType: 100,
};

const fields: Field[] = ["jobTitle", "company", "location", "salaryRange", "employmentType", "requisitionId"];

/** The address a posting is known by: a board's list view names the job it shows. */
function postingAddress(url: URL): string {
  const shown = url.searchParams.get("currentJobId");
  if (shown && /(^|\.)linkedin\.com$/.test(url.hostname) && /^\d+$/.test(shown))
    return `${url.origin}/jobs/view/${shown}/`;
  return url.href;
}

/** The posting on the page, or undefined when it shows none (no job's title anywhere). */
export function readPage(document: Document, address: string): CapturedPosting | undefined {
  const url = new URL(address);
  const layout = layoutOf(url);
  const job = structuredJobPosting(document);
  const structured = job ? postingFromJobPosting(job, postingAddress(url), markupToText) : undefined;
  const shown = layout
    ? Object.fromEntries(
        fields.map((field) => [field, fieldValue(document, field, layout.fields[field] ?? [])]),
      )
    : {};
  const any = readAnyPage(document, url, layout);
  const pick = (field: Field) => {
    const value = structured?.[field] ?? shown[field] ?? any[field]() ?? null;
    return value ? clipText(value, limits[field]) : null;
  };
  const jobTitle = pick("jobTitle");
  if (!jobTitle) return undefined;
  const description =
    structured?.description ??
    (layout ? descriptionOf(document, layout.description, layout.notDescription) : null) ??
    descriptionOf(document, ['[itemprop="description"]', "article", "main", '[role="main"]']);
  return {
    url: postingAddress(url),
    jobTitle,
    company: pick("company"),
    location: pick("location"),
    salaryRange: pick("salaryRange"),
    employmentType: pick("employmentType"),
    requisitionId: pick("requisitionId"),
    companyWebsite: structured?.companyWebsite ?? null,
    description: postingDescription(description),
    source: structured ? "JobPosting" : "page",
  };
}
