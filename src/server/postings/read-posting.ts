// Reading a job posting's page: the schema.org JobPosting the page embeds as JSON-LD (most
// job boards and applicant tracking systems publish it for search engines), else its Open
// Graph tags, else its title. Nothing from the page is trusted as markup: every field is
// plain text, the description turned to text by html-to-text.

import { Parser } from "htmlparser2";
import type { CapturedPosting } from "@/domain/postings";
import { postingTextLimit } from "@/domain/postings";
import { clipText } from "@/domain/text";
import { htmlToText } from "../lib/html-text";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One line of text, or null: entities decoded, tags dropped, spaces squeezed. */
function line(value: Json | undefined, max = 300): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = htmlToText(String(value)).replace(/\s+/g, " ").trim();
  return text ? clipText(text, max) : null;
}

function typesOf(node: JsonObject): string[] {
  const type = node["@type"];
  return (Array.isArray(type) ? type : [type]).filter((item): item is string => typeof item === "string");
}

/** Every JobPosting in the JSON-LD blocks, however nested (@graph, arrays, mainEntity). */
function findJobPosting(blocks: Json[]): JsonObject | undefined {
  const queue: Json[] = [...blocks];
  for (let seen = 0; queue.length > 0 && seen < 500; seen++) {
    const node = queue.shift();
    if (Array.isArray(node)) queue.push(...node);
    else if (isObject(node)) {
      if (typesOf(node).includes("JobPosting")) return node;
      for (const key of ["@graph", "mainEntity", "itemListElement", "item"])
        if (node[key]) queue.push(node[key]);
    }
  }
  return undefined;
}

const employmentTypes: Record<string, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
  VOLUNTEER: "Volunteer",
  PER_DIEM: "Per diem",
  OTHER: "Other",
};

function employmentType(value: Json | undefined): string | null {
  const list = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === "string"
      ? [employmentTypes[item.toUpperCase().replace(/[\s-]/g, "_")] ?? line(item)]
      : [],
  );
  return list.filter(Boolean).join(", ") || null;
}

function place(value: Json | undefined): string | null {
  const places = (Array.isArray(value) ? value : [value]).flatMap((item) => {
    if (typeof item === "string") return [line(item)];
    if (!isObject(item)) return [];
    const address = isObject(item.address) ? item.address : undefined;
    if (!address) return [line(item.name)];
    const country = isObject(address.addressCountry) ? address.addressCountry.name : address.addressCountry;
    const parts = [address.addressLocality, address.addressRegion, country].map((part) => line(part));
    return [parts.filter(Boolean).join(", ") || line(item.name)];
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

function salary(value: Json | undefined): string | null {
  if (!isObject(value)) return line(value);
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

/** What the page gives: its JSON-LD blocks, its meta tags, its title. */
function scan(html: string) {
  const blocks: Json[] = [];
  const meta: Record<string, string> = {};
  let title = "";
  let inScript = false;
  let inTitle = false;
  let script = "";
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "script" && (attributes.type ?? "").toLowerCase().includes("ld+json")) {
          inScript = true;
          script = "";
        }
        if (name === "title") inTitle = true;
        if (name === "meta") {
          const key = (attributes.property ?? attributes.name ?? "").toLowerCase();
          if (key && attributes.content && !(key in meta)) meta[key] = attributes.content;
        }
      },
      ontext(text) {
        if (inScript) script += text;
        else if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === "script" && inScript) {
          inScript = false;
          try {
            blocks.push(JSON.parse(script) as Json);
          } catch {
            // A broken block is skipped; the page may have others.
          }
        }
        if (name === "title") inTitle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { blocks, meta, title: title.trim() };
}

/** The posting a page holds, or undefined when it says nothing of a job at all. */
export function readPosting(html: string, url: string): CapturedPosting | undefined {
  const { blocks, meta, title } = scan(html);
  const description = (text: string | null) => (text ? clipText(text, postingTextLimit) : null);
  const job = findJobPosting(blocks);
  if (job) {
    const organization = isObject(job.hiringOrganization) ? job.hiringOrganization : undefined;
    const remote = typeof job.jobLocationType === "string" && /telecommute/i.test(job.jobLocationType);
    const located = place(job.jobLocation);
    return {
      url,
      company: line(organization?.name ?? job.hiringOrganization),
      jobTitle: line(job.title ?? job.name),
      location: remote ? (located ? `Remote (${located})` : "Remote") : located,
      employmentType: employmentType(job.employmentType),
      salaryRange: salary(job.baseSalary ?? job.estimatedSalary),
      companyWebsite: website(organization),
      description: description(typeof job.description === "string" ? htmlToText(job.description) : null),
      source: "JobPosting",
    };
  }
  const ogTitle = line(meta["og:title"]);
  if (ogTitle) {
    return {
      url,
      company: line(meta["og:site_name"]),
      jobTitle: ogTitle,
      location: null,
      employmentType: null,
      salaryRange: null,
      companyWebsite: null,
      description: description(line(meta["og:description"] ?? meta.description, postingTextLimit)),
      source: "Open Graph",
    };
  }
  const pageTitle = line(title);
  if (!pageTitle) return undefined;
  return {
    url,
    company: null,
    jobTitle: pageTitle,
    location: null,
    employmentType: null,
    salaryRange: null,
    companyWebsite: null,
    description: description(line(meta.description, postingTextLimit)),
    source: "page title",
  };
}
