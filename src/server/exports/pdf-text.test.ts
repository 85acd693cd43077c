import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pdfPages } from "../testing/pdf";
import { newPdfDocument, runsOf, writeLine, writeParagraph } from "./pdf-text";

const names = [
  "Łukasz Wiśniewski",
  "Gülşen Yıldız, İstanbul",
  "Γιώργος Παπαδόπουλος",
  "Дмитрий Иванов",
  "王小明 · 腾讯科技",
  "山田 はなこ",
  "김민준 (카카오)",
  "Nguyễn Thị Minh",
];

async function pdfOf(
  draw: (doc: PDFKit.PDFDocument) => void,
  size: string | [number, number] = "A4",
): Promise<Buffer> {
  const doc = await newPdfDocument({ size, margin: 10 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

describe("text in the PDFs", () => {
  it("cuts text into runs of the first font that has its characters, spaces staying in their run", async () => {
    // The fonts' coverage is read with the first document, as a report makes one.
    await newPdfDocument({});
    expect(runsOf("Łukasz Wiśniewski", "regular")).toEqual([
      { font: "NotoSans-regular", text: "Łukasz Wiśniewski" },
    ]);
    expect(runsOf("王小明 (Beijing)", "bold")).toEqual([
      { font: "NotoSansSC-bold", text: "王小明 (Beijing)" },
    ]);
    expect(runsOf("Ł 王 김", "regular")).toEqual([
      { font: "NotoSans-regular", text: "Ł " },
      { font: "NotoSansSC-regular", text: "王 " },
      { font: "NotoSansKR-regular", text: "김" },
    ]);
    expect(runsOf("", "regular")).toEqual([]);
  });

  it("writes every script as spelled, with only embedded fonts, in lines and paragraphs", async () => {
    const pdf = await pdfOf((doc) => {
      for (const [index, name] of names.entries())
        writeLine(doc, name, 50, 60 + index * 20, { size: 11, width: 400 });
      doc.fontSize(11);
      writeParagraph(doc, `Contacts: ${names.join("; ")}`, "regular", { width: 300 }, { x: 50, y: 300 });
    });
    const [page] = pdfPages(pdf);
    // Each line copies out as written (a plain "i" after "ị" included).
    expect(page!.split("\n").slice(0, names.length)).toEqual(names);
    // The paragraph wraps within its width (Chinese may break between any two characters)
    // and still reads whole.
    const squeezed = (text: string) => text.replace(/\s+/g, "");
    expect(squeezed(page!)).toContain(squeezed(`Contacts: ${names.join("; ")}`));

    const fonts = execFileSync("pdffonts", ["-"], { input: pdf, encoding: "utf8" })
      .split("\n")
      .slice(2)
      .filter(Boolean);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    // Columns: name, type, encoding, embedded, subset, Unicode map.
    for (const font of fonts) expect(font).toMatch(/\byes\s+yes\s+yes\s+\d+\s+\d+$/);
  });

  it("draws each script so that it reads back from the picture, in its own language", async () => {
    const written = [
      { text: "Łukasz Wiśniewski", language: "pol" },
      { text: "Gülşen Yıldız, İstanbul", language: "tur" },
      { text: "Γιώργος Παπαδόπουλος", language: "ell" },
      { text: "Дмитрий Иванов", language: "rus" },
      { text: "王小明", language: "chi_sim" },
    ];
    // One small page each, read by tesseract in that page's language.
    const pdf = await pdfOf(
      (doc) => {
        for (const [index, { text }] of written.entries()) {
          if (index > 0) doc.addPage({ size: [360, 80], margin: 10 });
          writeLine(doc, text, 16, 24, { size: 18, width: 330 });
        }
      },
      [360, 80],
    );
    const folder = mkdtempSync(path.join(os.tmpdir(), "jobtrail-scripts-"));
    try {
      writeFileSync(path.join(folder, "names.pdf"), pdf);
      execFileSync("pdftoppm", ["-r", "200", "-png", "names.pdf", "page"], { cwd: folder });
      const pages = readdirSync(folder)
        .filter((name) => name.endsWith(".png"))
        .sort();
      expect(pages).toHaveLength(written.length);
      for (const [index, { text, language }] of written.entries()) {
        const read = execFileSync("tesseract", [pages[index]!, "-", "-l", language, "--psm", "7"], {
          cwd: folder,
          encoding: "utf8",
        });
        // Chinese is read without spaces between its characters.
        expect(read.replace(/\s+/g, language === "chi_sim" ? "" : " ").trim(), language).toBe(text);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("ends a line that does not fit in an ellipsis, within its width", async () => {
    const long = "Αθηναϊκή Ζυθοποιία and Яндекс and 腾讯科技 and a very long name after them";
    let widths: number[] = [];
    const pdf = await pdfOf((doc) => {
      writeLine(doc, long, 50, 60, { size: 9, width: 120 });
      widths = runsOf(long, "regular").map((run) => doc.font(run.font).fontSize(9).widthOfString(run.text));
    });
    const [page] = pdfPages(pdf);
    expect(page!.trim()).toMatch(/^Αθηναϊκή .*…$/);
    expect(page!.trim().length).toBeLessThan(long.length);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeGreaterThan(120);
  });
});
