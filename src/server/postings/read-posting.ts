// Reading a job posting's page: the schema.org JobPosting the page embeds as JSON-LD (most
// job boards and applicant tracking systems publish it for search engines), else its Open
// Graph tags, else its title. Nothing from the page is trusted as markup: every field is
// plain text, the description turned to text by html-to-text.

import { Parser } from "htmlparser2";
import {
  postingDescription as description,
  findJobPosting,
  type Json,
  line as lineOf,
  postingFromJobPosting,
} from "@/domain/posting-data";
import { postingTextLimit } from "@/domain/posting-limits";
import type { CapturedPosting } from "@/domain/postings";
import { htmlToText } from "../lib/html-text";

const line = (value: string | undefined, max?: number) => lineOf(htmlToText, value, max);

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
  const job = findJobPosting(blocks);
  if (job) return postingFromJobPosting(job, url, htmlToText);
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
      requisitionId: null,
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
    requisitionId: null,
    description: description(line(meta.description, postingTextLimit)),
    source: "page title",
  };
}
