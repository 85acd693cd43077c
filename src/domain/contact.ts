// The contact form, checked in the browser and again on the server with the same messages.
import { z } from "zod";
import { emailMessage } from "./auth";
import { plainString } from "./text";

export const contactCategories = ["general", "support", "bug", "feature", "other"] as const;
export type ContactCategory = (typeof contactCategories)[number];

export const contactCategoryLabels: Record<ContactCategory, string> = {
  general: "General inquiry",
  support: "Support",
  bug: "Bug report",
  feature: "Feature request",
  other: "Other",
};

export const contactInput = z.strictObject({
  name: plainString("Name", "Name must be at least 2 characters")
    .trim()
    .min(2, { error: "Name must be at least 2 characters" })
    .max(100, { error: "Name must be at most 100 characters" }),
  email: z
    .string({ error: emailMessage })
    .trim()
    .max(254, { error: emailMessage })
    .pipe(z.email({ error: emailMessage })),
  company: plainString("Company")
    .trim()
    .max(100, { error: "Company must be at most 100 characters" })
    .optional()
    .transform((value) => (value ? value : undefined)),
  subject: plainString("Subject", "Subject must be at least 5 characters")
    .trim()
    .min(5, { error: "Subject must be at least 5 characters" })
    .max(200, { error: "Subject must be at most 200 characters" }),
  category: z.enum(contactCategories, { error: "Please select a category" }),
  message: plainString("Message", "Message must be at least 10 characters")
    .trim()
    .min(10, { error: "Message must be at least 10 characters" })
    .max(5000, { error: "Message must be at most 5000 characters" }),
});
export type ContactInput = z.input<typeof contactInput>;
export type ContactData = z.output<typeof contactInput>;

export const contactMessages = {
  sent: "Message Sent Successfully!",
  thanks: "Thank you for contacting us. We'll get back to you within 24 hours.",
  failed: "Something went wrong. Please try again later.",
} as const;

/** The subject support sees: the capitalised category in brackets, then the user's subject. */
export function supportSubject(category: ContactCategory, subject: string): string {
  return `[${category[0]!.toUpperCase()}${category.slice(1)}] ${subject}`;
}
