// Text in the PDFs (the applications report, the proof of applications) in whatever script
// the user wrote it: names like "Łukasz Wiśniewski", "İstanbul", "Αθηνά", "Москва", "王小明"
// or "김민준". PDF's built-in fonts only write Windows-1252, so the reports embed Noto fonts
// from npm (nothing to install on the machine): Noto Sans for Latin, Greek and Cyrillic,
// Noto Sans SC for Chinese and Japanese kana, Noto Sans KR for Hangul. Each string is cut
// into runs, each drawn in the first font that has its characters; pdfkit embeds only the
// glyphs a document uses, so a report weighs what its text needs, not megabytes of fonts.
// pdfkit and fontkit are loaded with the first report (`newPdfDocument`), not at the
// server's start: together they are a large part of what the server loads, and most of its
// runs make no PDF.
import { createRequire } from "node:module";
import type * as Fontkit from "fontkit";

export type Weight = "regular" | "bold";

const resolve = createRequire(import.meta.url).resolve;
const fontFile = (pkg: string, file: string) => resolve(`@expo-google-fonts/${pkg}/${file}`);

/** In order of preference: a character is drawn in the first family that has it. */
const families = [
  {
    name: "NotoSans",
    regular: fontFile("noto-sans", "400Regular/NotoSans_400Regular.ttf"),
    bold: fontFile("noto-sans", "700Bold/NotoSans_700Bold.ttf"),
  },
  {
    name: "NotoSansSC",
    regular: fontFile("noto-sans-sc", "400Regular/NotoSansSC_400Regular.ttf"),
    bold: fontFile("noto-sans-sc", "700Bold/NotoSansSC_700Bold.ttf"),
  },
  {
    name: "NotoSansKR",
    regular: fontFile("noto-sans-kr", "400Regular/NotoSansKR_400Regular.ttf"),
    bold: fontFile("noto-sans-kr", "700Bold/NotoSansKR_700Bold.ttf"),
  },
] as const;

const fontName = (family: number, weight: Weight) => `${families[family]!.name}-${weight}`;

/**
 * Each family's regular font, opened the first time a character needs it (the CJK files are
 * 10 MB each, and most reports never reach them), and kept: coverage is the same in bold.
 */
const opened: (Fontkit.Font | undefined)[] = [];
/** fontkit, loaded with the first document: text is laid out only for a document. */
let fontkit: typeof Fontkit | undefined;
function coverageOf(family: number): Fontkit.Font {
  if (!fontkit) throw new Error("Text is laid out for a document: make one with newPdfDocument first");
  let font = opened[family];
  if (!font) {
    font = fontkit.openSync(families[family]!.regular) as Fontkit.Font;
    opened[family] = font;
  }
  return font;
}

const hasGlyph = (family: number, codePoint: number) => coverageOf(family).hasGlyphForCodePoint(codePoint);

/** The family that draws a character: the first that has it, else the first (its empty box). */
function familyFor(codePoint: number): number {
  for (let family = 0; family < families.length; family++) if (hasGlyph(family, codePoint)) return family;
  return 0;
}

/**
 * Text options for a run. Noto Sans composes Vietnamese letters with two marks ("ễ", "ị")
 * from a base letter and its marks (the ccmp feature), and pdfkit then maps the base
 * letter's glyph back to the whole cluster, so a later plain "i" would copy out as "ị". Such
 * runs are laid out with their precomposed glyphs instead. Other runs keep the defaults,
 * and pdfkit's cache of laid-out words with them.
 */
const composedLetters = /[\u1E00-\u1EFF]/;
// pdfkit hands `features` to fontkit, which also takes an object of features on and off;
// pdfkit's types know only the list of features to turn on.
const precomposed = { features: { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[] };
const runFeatures = (text: string) => (composedLetters.test(text) ? precomposed : {});

export type Run = { font: string; text: string };

/**
 * The text as runs of one font each. A character the current run's font has stays in that
 * run (the space between two Chinese words is not a switch of fonts).
 */
export function runsOf(text: string, weight: Weight): Run[] {
  const runs: { family: number; text: string }[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const current = runs.at(-1);
    if (current && hasGlyph(current.family, codePoint)) current.text += character;
    else {
      const family = familyFor(codePoint);
      if (current?.family === family) current.text += character;
      else runs.push({ family, text: character });
    }
  }
  return runs.map((run) => ({ font: fontName(run.family, weight), text: run.text }));
}

/** A new PDF that knows the fonts. */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const [{ default: PDFDocument }, loadedFontkit] = await Promise.all([import("pdfkit"), import("fontkit")]);
  fontkit ??= loadedFontkit;
  const doc = new PDFDocument(options);
  registerFonts(doc);
  return doc;
}

/** Makes the fonts known to a document; only those a page uses are read and embedded. */
function registerFonts(doc: PDFKit.PDFDocument) {
  families.forEach((family, index) => {
    doc.registerFont(fontName(index, "regular"), family.regular);
    doc.registerFont(fontName(index, "bold"), family.bold);
  });
}

/** The primary font's name in a weight: for text known to be plain English (headings). */
export const baseFont = (weight: Weight) => fontName(0, weight);

type LineOptions = { size: number; weight?: Weight; width: number; align?: "left" | "right" | "center" };

const widthOf = (doc: PDFKit.PDFDocument, runs: Run[], size: number) =>
  runs.reduce(
    (sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text, runFeatures(run.text)),
    0,
  );

/** The runs cut to a width, ending in an ellipsis when they had to be cut. */
function fitted(doc: PDFKit.PDFDocument, text: string, weight: Weight, size: number, width: number): Run[] {
  const runs = runsOf(text, weight);
  if (widthOf(doc, runs, size) <= width) return runs;
  const characters = [...text];
  // The longest start that fits with its ellipsis: a binary search over its length.
  let low = 0;
  let high = characters.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = runsOf(`${characters.slice(0, middle).join("").trimEnd()}…`, weight);
    if (widthOf(doc, candidate, size) <= width) low = middle;
    else high = middle - 1;
  }
  return runsOf(`${characters.slice(0, low).join("").trimEnd()}…`, weight);
}

/**
 * One line of text at (x, y), its top there as with pdfkit's own text, never wider than
 * `width`: what does not fit ends in an ellipsis. Leaves the document's position alone.
 */
export function writeLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: LineOptions) {
  const { size, weight = "regular", width, align = "left" } = options;
  const runs = fitted(doc, text, weight, size, width);
  const total = widthOf(doc, runs, size);
  let left = align === "right" ? x + width - total : align === "center" ? x + (width - total) / 2 : x;
  // Fonts differ in their ascent: every run sits on the primary font's baseline.
  const primary = coverageOf(0);
  const baseline = y + (primary.ascent / primary.unitsPerEm) * size;
  for (const run of runs) {
    doc.font(run.font).fontSize(size);
    const features = runFeatures(run.text);
    doc.text(run.text, left, baseline, { lineBreak: false, baseline: "alphabetic", ...features });
    left += doc.widthOfString(run.text, features);
  }
}

/**
 * Text that wraps within the page's flow (pdfkit's own line breaking, fonts switched between
 * runs); `options` are pdfkit's, for the whole paragraph.
 */
export function writeParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: Weight,
  options: PDFKit.Mixins.TextOptions,
  at?: { x: number; y: number },
) {
  const runs = runsOf(text, weight);
  if (runs.length === 0) return;
  runs.forEach((run, index) => {
    doc.font(run.font);
    const last = index === runs.length - 1;
    const runOptions = { ...options, ...runFeatures(run.text), continued: !last };
    if (index === 0 && at) doc.text(run.text, at.x, at.y, runOptions);
    else doc.text(run.text, index === 0 ? runOptions : { ...runFeatures(run.text), continued: !last });
  });
}
