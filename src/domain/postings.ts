// Job postings: a posting's page read by the server (schema.org JobPosting, else Open Graph),
// its fields offered to the add form for the user to confirm, and its text kept with the
// application, since postings vanish once the job is filled. The same for both sides.
import { z } from "zod";
import { optionalWebAddress, plainString, webAddress, webAddressMessage } from "./text";

/** The longest posting text kept: a long posting is some 30,000 characters. */
export const postingTextLimit = 100_000;

export const postingMessages = {
  url: webAddressMessage,
  unreachable: "That page could not be read. Check the address, or fill the form by hand.",
  notAPosting: "No job posting was found on that page. Fill the form by hand, or try the posting's own page.",
  captured: "Filled from the posting: check the details before saving",
  saved: "Posting saved with the application",
} as const;

export const captureInput = z.strictObject({
  url: webAddress({ label: "URL", message: postingMessages.url }),
});

const nullableText = z.string().nullable();

/** What a posting's page said: any of it may be missing. */
export const capturedPostingSchema = z.object({
  url: z.string().meta({ description: "The page read, after any redirects" }),
  company: nullableText,
  jobTitle: nullableText,
  location: nullableText.meta({ example: "Berlin, Germany" }),
  employmentType: nullableText.meta({ example: "Full-time" }),
  salaryRange: nullableText.meta({ example: "EUR 60,000–75,000 a year" }),
  companyWebsite: nullableText,
  description: nullableText.meta({ description: "The posting's text, as plain text" }),
  source: z.enum(["JobPosting", "Open Graph", "page title"]).meta({
    description:
      "Where the fields came from: schema.org JobPosting data, Open Graph tags, or only the page's title",
  }),
});
export type CapturedPosting = z.infer<typeof capturedPostingSchema>;

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
