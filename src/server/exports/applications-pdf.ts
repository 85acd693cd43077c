// The applications as a report to read or hand in: a cover with the counts and rates, then
// the applications as a table, page after page, each page with its number, the owner's name
// and the export date. Read twice, a page of applications at a time (once for the cover's
// numbers, once for the table), so memory stays flat whatever the account's size.
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { responseStatuses } from "@/domain/analytics";
import type { Application, ExportRequest } from "@/domain/application-schemas";
import { applicationStatuses, formatMoney } from "@/domain/applications";
import { todayUtc } from "@/domain/dates";
import type { Database } from "../db/client";
import { user } from "../db/schema";
import { pagesOf, pagesWithHistories } from "./applications-export";
import { baseFont, newPdfDocument, writeLine, writeParagraph } from "./pdf-text";

const page = { size: "A4", layout: "landscape", margin: 40 } as const;
const width = 841.89 - 2 * page.margin;
const rowHeight = 18;
const tableTop = 110;
const rowsPerPage = Math.floor((595.28 - page.margin - 40 - tableTop - rowHeight) / rowHeight);

const columns: { heading: string; width: number; value: (application: Application) => string }[] = [
  { heading: "Company", width: 150, value: (a) => a.company },
  { heading: "Job title", width: 170, value: (a) => a.jobTitle },
  { heading: "Status", width: 80, value: (a) => a.status },
  { heading: "Applied", width: 70, value: (a) => a.applicationDate },
  { heading: "Last change", width: 70, value: (a) => a.statusDate ?? "unknown" },
  { heading: "Source", width: 90, value: (a) => a.source ?? "" },
  {
    heading: "Salary",
    width: width - 630,
    value: (a) => (a.salaryOffered === null ? "" : formatMoney(a.salaryOffered, a.currency)),
  },
];

type Summary = {
  total: number;
  byStatus: Map<string, number>;
  responded: number;
  interviewed: number;
  offered: number;
  earliest: string | null;
  latest: string | null;
};

const interviewStages = new Set(["Interviewing", "Offer"]);
const answers = new Set<string>(responseStatuses);

/** The cover's numbers, with the same definitions as the analytics: what the history reached. */
async function summarise(db: Database, userId: string, query: ExportRequest): Promise<Summary> {
  const summary: Summary = {
    total: 0,
    byStatus: new Map(),
    responded: 0,
    interviewed: 0,
    offered: 0,
    earliest: null,
    latest: null,
  };
  for await (const { applications, histories } of pagesWithHistories(db, userId, query)) {
    for (const application of applications) {
      summary.total += 1;
      summary.byStatus.set(application.status, (summary.byStatus.get(application.status) ?? 0) + 1);
      const reached = new Set((histories.get(application.id) ?? []).map((entry) => entry.status));
      if ([...reached].some((status) => answers.has(status))) summary.responded += 1;
      if ([...reached].some((status) => interviewStages.has(status))) summary.interviewed += 1;
      if (reached.has("Offer")) summary.offered += 1;
      if (!summary.earliest || application.applicationDate < summary.earliest)
        summary.earliest = application.applicationDate;
      if (!summary.latest || application.applicationDate > summary.latest)
        summary.latest = application.applicationDate;
    }
  }
  return summary;
}

const percent = (count: number, total: number) =>
  total === 0 ? "—" : `${Math.round((count / total) * 100)}%`;

function describeView(query: ExportRequest): string {
  if ("ids" in query) return "Selected applications";
  const parts: string[] = [];
  if (query.q) parts.push(`matching "${query.q}"`);
  if (query.status?.length) parts.push(`status ${query.status.join(", ")}`);
  if (query.source?.length) parts.push(`source ${query.source.join(", ")}`);
  if (query.from || query.to) parts.push(`applied ${query.from ?? "…"} to ${query.to ?? "…"}`);
  return parts.length === 0 ? "All applications" : `Applications ${parts.join("; ")}`;
}

/** A company's logo as PNG bytes by its file id, or undefined: the report draws it if it can. */
export type LogoReader = (fileId: string) => Promise<Buffer | undefined>;

const logoPoints = 10;

export async function applicationsPdf(
  db: Database,
  userId: string,
  query: ExportRequest,
  readLogo?: LogoReader,
): Promise<Readable> {
  const [owner = { name: "" }] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  const summary = await summarise(db, userId, query);
  const tablePages = Math.max(1, Math.ceil(summary.total / rowsPerPage));
  const pageCount = 1 + tablePages;
  const exportedOn = todayUtc();
  const doc = await newPdfDocument({
    ...page,
    info: { Title: "JobTrail applications report", Author: owner.name, Creator: "JobTrail" },
  });

  let pageNumber = 1;
  const footer = () => {
    const y = 595.28 - page.margin - 12;
    doc.fillColor("#555555");
    writeLine(doc, `JobTrail · ${owner.name} · exported ${exportedOn}`, page.margin, y, {
      size: 8,
      width: width - 100,
    });
    writeLine(doc, `Page ${pageNumber} of ${pageCount}`, page.margin, y, { size: 8, width, align: "right" });
  };

  // The cover.
  doc.font(baseFont("bold")).fontSize(24).fillColor("#111111").text("Applications report", page.margin, 60);
  doc.fontSize(12).fillColor("#444444");
  writeParagraph(doc, `${owner.name} · ${describeView(query)}`, "regular", { width });
  doc
    .font(baseFont("regular"))
    .text(
      summary.earliest
        ? `Applied between ${summary.earliest} and ${summary.latest} · ${summary.total} applications`
        : "No applications",
    );
  const rates = [
    ["Response rate", percent(summary.responded, summary.total), `${summary.responded} of ${summary.total}`],
    [
      "Interview rate",
      percent(summary.interviewed, summary.total),
      `${summary.interviewed} of ${summary.total}`,
    ],
    ["Offer rate", percent(summary.offered, summary.total), `${summary.offered} of ${summary.total}`],
  ];
  rates.forEach(([label, value, detail], index) => {
    const x = page.margin + index * 240;
    doc.roundedRect(x, 150, 220, 80, 8).fillAndStroke("#F3F4F6", "#D1D5DB");
    doc
      .fillColor("#444444")
      .font(baseFont("regular"))
      .fontSize(10)
      .text(label!, x + 14, 162);
    doc
      .fillColor("#111111")
      .font(baseFont("bold"))
      .fontSize(26)
      .text(value!, x + 14, 178);
    doc
      .fillColor("#555555")
      .font(baseFont("regular"))
      .fontSize(9)
      .text(detail!, x + 14, 210);
  });
  doc.fillColor("#111111").font(baseFont("bold")).fontSize(13).text("By status today", page.margin, 260);
  applicationStatuses.forEach((status, index) => {
    const y = 284 + index * 20;
    doc.font(baseFont("regular")).fontSize(11).fillColor("#222222").text(status, page.margin, y);
    doc.text(String(summary.byStatus.get(status) ?? 0), page.margin + 140, y, { width: 40, align: "right" });
  });
  doc
    .fontSize(9)
    .fillColor("#555555")
    .text(
      "A response: the company moved the application to Interviewing, Offer, Rejected or Not Selected at any point. An interview: it reached Interviewing or Offer. An offer: it reached Offer.",
      page.margin,
      430,
      { width: 520 },
    );
  footer();

  // The table, a page at a time.
  const header = () => {
    doc.font(baseFont("bold")).fontSize(14).fillColor("#111111").text("Applications", page.margin, 60);
    let x = page.margin;
    doc.fontSize(9).fillColor("#444444");
    for (const column of columns) {
      doc.text(column.heading, x + 4, tableTop, { width: column.width - 8, lineBreak: false });
      x += column.width;
    }
    doc
      .moveTo(page.margin, tableTop + 13)
      .lineTo(page.margin + width, tableTop + 13)
      .strokeColor("#9CA3AF")
      .stroke();
  };
  const startTablePage = () => {
    doc.addPage();
    pageNumber += 1;
    header();
    footer();
  };

  // Each company's logo is read once, however many of its applications the report lists.
  const logos = new Map<string, Promise<Buffer | undefined>>();
  const logoFor = (url: string | null) => {
    const fileId = url?.split("/").at(-1);
    if (!fileId || !readLogo) return undefined;
    if (!logos.has(fileId))
      logos.set(
        fileId,
        readLogo(fileId).catch(() => undefined),
      );
    return logos.get(fileId);
  };

  void (async () => {
    try {
      startTablePage();
      let row = 0;
      for await (const applications of pagesOf(db, userId, query)) {
        for (const application of applications) {
          if (row === rowsPerPage) {
            startTablePage();
            row = 0;
          }
          const y = tableTop + rowHeight * (row + 1);
          if (row % 2 === 1) doc.rect(page.margin, y - 4, width, rowHeight).fill("#F9FAFB");
          let x = page.margin;
          // The company's logo, when it has one, in front of its name.
          const logo = await logoFor(application.companyLogoUrl);
          if (logo) doc.image(logo, x + 4, y - 1.5, { fit: [logoPoints, logoPoints] });
          doc.fillColor("#111111");
          for (const [index, column] of columns.entries()) {
            const indent = index === 0 && logo ? logoPoints + 4 : 0;
            writeLine(doc, column.value(application), x + 4 + indent, y, {
              size: 9,
              width: column.width - 8 - indent,
            });
            x += column.width;
          }
          row += 1;
        }
      }
      if (summary.total === 0)
        doc
          .font(baseFont("regular"))
          .fontSize(11)
          .text("No applications in this view.", page.margin, tableTop + 30);
      doc.end();
    } catch (error) {
      doc.destroy(error as Error);
    }
  })();
  return doc;
}
