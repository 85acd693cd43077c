// What a PDF's text layer says, page by page, as poppler's pdftotext reads it (through each
// font's map from glyphs back to characters, so embedded subset fonts read as their text).
import { execFileSync } from "node:child_process";

export function pdfPages(pdf: Buffer): string[] {
  const text = execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", "-", "-"], {
    input: pdf,
    encoding: "utf8",
  });
  // Pages end in a form feed; the last one is followed by nothing.
  return text.split("\f").slice(0, -1);
}
