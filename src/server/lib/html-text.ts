// Markup made text, for what strangers' pages and mails hold: nothing of it is ever kept or
// shown as markup. html-to-text does the reading (entities, blocks, lists, tables).
import { convert } from "html-to-text";
import { withoutControlCharacters } from "@/domain/text";

/**
 * Text from markup: paragraphs and lists kept as lines, links as their words, no images, and
 * without the characters saved text refuses (a stray control character would otherwise stop
 * the user saving what it filled in).
 */
export const htmlToText = (html: string) =>
  withoutControlCharacters(
    convert(html, {
      wordwrap: false,
      selectors: [
        { selector: "a", options: { ignoreHref: true } },
        { selector: "img", format: "skip" },
        { selector: "h1", options: { uppercase: false } },
        { selector: "h2", options: { uppercase: false } },
        { selector: "h3", options: { uppercase: false } },
        { selector: "h4", options: { uppercase: false } },
      ],
    }),
  )
    .replace(/\n{3,}/g, "\n\n")
    .trim();
