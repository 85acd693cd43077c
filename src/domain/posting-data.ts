// A schema.org JobPosting as pages embed it (JSON-LD, or microdata read into the same shape),
// made into the fields the add form takes. The server reads it from a page's markup, the
// browser extension from the page the user sees; both give the markup-to-text step, so that
// nothing from a stranger's page is ever kept as markup.
import { postingTextLimit } from "./posting-limits";
import type { CapturedPosting } from "./postings";
import { clipText } from "./text";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Markup made plain text: the side reading the page knows how. */
export type ToText = (html: string) => string;

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One line of text, or null: entities decoded, tags dropped, spaces squeezed. */
export function line(toText: ToText, value: Json | undefined, max = 300): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = toText(String(value)).replace(/\s+/g, " ").trim();
  return text ? clipText(text, max) : null;
}

function typesOf(node: JsonObject): string[] {
  const type = node["@type"];
  return (Array.isArray(type) ? type : [type]).filter((item): item is string => typeof item === "string");
}

/** The first JobPosting in the JSON-LD blocks, however nested (@graph, arrays, mainEntity). */
export function findJobPosting(blocks: Json[]): JsonObject | undefined {
  // Breadth first, over at most 500 nodes: a stranger's page may hold a million of them.
  const budget = 500;
  const queue: Json[] = blocks.slice(0, budget);
  for (let next = 0; next < queue.length; next++) {
    const node = queue[next];
    const children = Array.isArray(node)
      ? node
      : isObject(node)
        ? ["@graph", "mainEntity", "itemListElement", "item"].flatMap((key) => (node[key] ? [node[key]] : []))
        : [];
    if (isObject(node) && typesOf(node).includes("JobPosting")) return node;
    for (const child of children) {
      if (queue.length >= budget) break;
      queue.push(child);
    }
  }
  return undefined;
}

const employmentTypes: Record<string, string> = {
  FULL_TIME: "Full-time",
  FULLTIME: "Full-time",
  PART_TIME: "Part-time",
  PARTTIME: "Part-time",
  CONTRACTOR: "Contract",
  CONTRACT: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
  INTERNSHIP: "Internship",
  VOLUNTEER: "Volunteer",
  PER_DIEM: "Per diem",
  OTHER: "Other",
};

/** "FULL_TIME", "Full time" and "full-time" all say Full-time; other words stay as written. */
export function employmentTypeName(text: string): string {
  const key = text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  return employmentTypes[key] ?? text.trim();
}

function employmentType(toText: ToText, value: Json | undefined): string | null {
  const list = (Array.isArray(value) ? value : [value]).flatMap((item) => {
    const text = line(toText, item);
    return text ? [employmentTypeName(text)] : [];
  });
  return [...new Set(list)].join(", ") || null;
}

function place(toText: ToText, value: Json | undefined): string | null {
  const places = (Array.isArray(value) ? value : [value]).flatMap((item) => {
    if (typeof item === "string") return [line(toText, item)];
    if (!isObject(item)) return [];
    const address = isObject(item.address) ? item.address : undefined;
    if (!address) return [line(toText, item.name)];
    const country = isObject(address.addressCountry) ? address.addressCountry.name : address.addressCountry;
    const parts = [address.addressLocality, address.addressRegion, country].map((part) => line(toText, part));
    return [parts.filter(Boolean).join(", ") || line(toText, item.name)];
  });
  return [...new Set(places.filter((item): item is string => Boolean(item)))].join("; ") || null;
}

const units: Record<string, string> = {
  HOUR: "an hour",
  DAY: "a day",
  WEEK: "a week",
  MONTH: "a month",
  YEAR: "a year",
};

function salary(toText: ToText, value: Json | undefined): string | null {
  if (!isObject(value)) return line(toText, value);
  const currency = typeof value.currency === "string" ? value.currency.toUpperCase() : "";
  const amount = isObject(value.value) ? value.value : { value: value.value ?? null };
  const number = (item: Json | undefined) =>
    typeof item === "number" ||
    (typeof item === "string" && item.trim() !== "" && Number.isFinite(Number(item)))
      ? Number(item)
      : null;
  const format = (item: number) => item.toLocaleString("en-US", { maximumFractionDigits: 2 });
  const min = number(amount.minValue);
  const max = number(amount.maxValue);
  const one = min ?? max ?? number(amount.value);
  const figure =
    min !== null && max !== null && min !== max
      ? `${format(min)}–${format(max)}`
      : one === null
        ? null
        : format(one);
  if (!figure) return null;
  const unit = typeof amount.unitText === "string" ? units[amount.unitText.toUpperCase()] : undefined;
  return [currency, figure, unit].filter(Boolean).join(" ");
}

function website(value: Json | undefined): string | null {
  const candidate = isObject(value) ? (value.sameAs ?? value.url) : null;
  const url = Array.isArray(candidate) ? candidate[0] : candidate;
  return typeof url === "string" && /^https?:\/\//i.test(url) && URL.canParse(url) ? url : null;
}

/** The employer's own id for the job: `identifier` as a PropertyValue, or as text. */
function requisition(toText: ToText, value: Json | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return line(toText, isObject(first) ? first.value : first, 100);
}

/**
 * A description's text. Some sites escape the markup inside their JSON (`&lt;p&gt;`), so the
 * first reading still holds tags: it is read once more.
 */
function markupText(toText: ToText, html: string): string {
  const once = toText(html);
  return /<\/?(p|li|ul|ol|br|div|h[1-6]|strong|b|em|span)\b[^>]*>/i.test(once) ? toText(once) : once;
}

/** The posting's text: at most what an application keeps. */
export const postingDescription = (text: string | null) => (text ? clipText(text, postingTextLimit) : null);

/** The add form's fields from a JobPosting. */
export function postingFromJobPosting(job: JsonObject, url: string, toText: ToText): CapturedPosting {
  const organization = isObject(job.hiringOrganization) ? job.hiringOrganization : undefined;
  const remote = typeof job.jobLocationType === "string" && /telecommute/i.test(job.jobLocationType);
  const located = place(toText, job.jobLocation);
  return {
    url,
    company: line(toText, organization?.name ?? job.hiringOrganization),
    jobTitle: line(toText, job.title ?? job.name),
    location: remote ? (located ? `Remote (${located})` : "Remote") : located,
    employmentType: employmentType(toText, job.employmentType),
    salaryRange: salary(toText, job.baseSalary ?? job.estimatedSalary),
    companyWebsite: website(organization),
    requisitionId: requisition(toText, job.identifier),
    description: postingDescription(
      typeof job.description === "string" ? markupText(toText, job.description) : null,
    ),
    source: "JobPosting",
  };
}

/**
 * A posting read in the browser, as the address's fragment carries it to the add form
 * (`/applications/new#posting=…`): JSON in base64url, so it never reaches a server's logs.
 */
export function encodePostingFragment(posting: CapturedPosting): string {
  const bytes = new TextEncoder().encode(JSON.stringify(posting));
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
