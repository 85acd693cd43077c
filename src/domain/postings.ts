// Job postings: a posting's page read by the server (schema.org JobPosting, else Open Graph),
// its fields offered to the add form for the user to confirm, and its text kept with the
// application, since postings vanish once the job is filled. The same for both sides.
import { z } from "zod";
import { applicationStatuses } from "./applications";
import { postingFieldLimits, postingTextLimit } from "./posting-limits";
import {
  clipText,
  optionalWebAddress,
  plainString,
  webAddress,
  webAddressMessage,
  withoutControlCharacters,
} from "./text";

export const postingMessages = {
  url: webAddressMessage,
  unreachable: "That page could not be read. Check the address, or fill the form by hand.",
  notAPosting: "No job posting was found on that page. Fill the form by hand, or try the posting's own page.",
  captured: "Filled from the posting: check the details before saving",
  filledFromShare: "Filled from what was shared: check the details before saving",
  saved: "Posting saved with the application",
} as const;

export const captureInput = z.strictObject({
  url: webAddress({ label: "URL", message: postingMessages.url }),
});

const nullableText = z.string().nullable();

/** Where a posting's fields came from. */
const postingSources = ["JobPosting", "Open Graph", "page title", "page", "text"] as const;

/** What a posting's page said: any of it may be missing. */
export const capturedPostingSchema = z.object({
  url: z.string().meta({ description: "The page read, after any redirects" }),
  company: nullableText,
  jobTitle: nullableText,
  location: nullableText.meta({ example: "Berlin, Germany" }),
  employmentType: nullableText.meta({ example: "Full-time" }),
  salaryRange: nullableText.meta({ example: "EUR 60,000–75,000 a year" }),
  companyWebsite: nullableText,
  requisitionId: nullableText.meta({
    description: "The employer's own id for the job",
    example: "JR-104233",
  }),
  description: nullableText.meta({ description: "The posting's text, as plain text" }),
  source: z.enum(postingSources).meta({
    description:
      "Where the fields came from: schema.org JobPosting data, Open Graph tags, only the page's title, the page as the browser showed it (the extension), or a text shared or mailed",
  }),
});
export type CapturedPosting = z.infer<typeof capturedPostingSchema>;

/** What /applications/new was opened with (its query and fragment): the add form reads a posting from it. */
export type AddFormLink = { search: string; hash: string };

/**
 * A posting handed to the add form from outside it: an address to read (the bookmarklet, a
 * link shared from a phone), a posting read already (the browser extension read the page the
 * user saw), or a text shared, read as a posting when there is no page to read.
 */
export type PostingHandoff = {
  postingUrl?: string;
  posting?: CapturedPosting;
  shared?: { title: string; text: string };
};

/** The posting kept with an application. */
export const postingInput = z.strictObject({
  url: optionalWebAddress({ label: "URL", message: postingMessages.url }),
  employmentType: plainString("Employment type").trim().max(100).nullable().optional(),
  salaryRange: plainString("Salary range").trim().max(200).nullable().optional(),
  text: plainString("The posting's text", "The posting's text is needed")
    .trim()
    .min(1, { error: "The posting's text is needed" })
    .max(postingTextLimit, {
      error: `Keep the posting under ${postingTextLimit.toLocaleString("en-US")} characters`,
    }),
});
export type PostingInput = z.input<typeof postingInput>;

export const postingSchema = z.object({
  url: nullableText,
  employmentType: nullableText,
  salaryRange: nullableText,
  text: z.string(),
  capturedAt: z.string().meta({ format: "date-time" }),
});
export type Posting = z.infer<typeof postingSchema>;

/** A field of a posting being read, as a query string carries it: stray characters dropped. */
const queryText = (max: number) =>
  z.string().transform(withoutControlCharacters).pipe(z.string().trim().max(max)).optional();

/** The posting a page shows, to find the user's applications to it. */
export const postingMatchesQuery = z.object({
  url: queryText(postingFieldLimits.url),
  company: queryText(postingFieldLimits.company),
  jobTitle: queryText(postingFieldLimits.jobTitle),
  requisitionId: queryText(postingFieldLimits.requisitionId),
});
export type PostingMatchesQuery = z.infer<typeof postingMatchesQuery>;

export const postingMatchSchema = z.object({
  id: z.string().meta({ format: "uuid" }),
  company: z.string(),
  jobTitle: z.string(),
  jobUrl: z.string().nullable(),
  requisitionId: z.string().nullable(),
  status: z.enum(applicationStatuses),
  applicationDate: z.string().meta({ format: "date" }),
  reason: z.enum(["same requisition", "same posting", "similar title"]),
});
export type PostingMatch = z.infer<typeof postingMatchSchema>;

/** The posting a fragment carries, or undefined when it is not one (anyone can write a link). */
export function decodePostingFragment(fragment: string): CapturedPosting | undefined {
  try {
    const binary = atob(fragment.replace(/-/g, "+").replace(/_/g, "/"));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const parsed = capturedPostingSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return undefined;
    const { description } = parsed.data;
    return { ...parsed.data, description: description ? clipText(description, postingTextLimit) : null };
  } catch {
    return undefined;
  }
}
