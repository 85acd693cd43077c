// The proof of applications for a period, laid out as job centres ask: a header with the
// applicant's name and the period, then each application (date, company, position, source,
// contact, every status change with its date), numbered, and a line to sign. Also as CSV,
// one row per application. Read a page at a time like the other exports.
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { Application, ExportRequest } from "@/domain/application-schemas";
import { todayUtc } from "@/domain/dates";
import { type ProofReportQuery, proofDeclaration } from "@/domain/proof-report";
import type { Database } from "../db/client";
import { user } from "../db/schema";
import { pagesWithHistories } from "./applications-export";
import { csvOf } from "./csv";
import { baseFont, newPdfDocument, writeLine, writeParagraph } from "./pdf-text";

const margin = 50;
const pageSize = { width: 595.28, height: 841.89 };
const width = pageSize.width - 2 * margin;

/** The period's applications, the earliest first. */
const periodQuery = (query: ProofReportQuery): ExportRequest => ({
  format: "csv",
  // Every application sent in the period, archived ones too: they were sent.
  archived: "include",
  from: query.from,
  to: query.to,
  sort: "applicationDate",
  order: "asc",
});

type Entry = { status: string; date: string | null };
const changesText = (entries: Entry[]) =>
  entries.map((entry) => `${entry.status} ${entry.date ?? "(date unknown)"}`).join("; ");
const contactText = (application: Application) =>
  [application.contactName, application.contactEmail].filter(Boolean).join(", ");

export function proofCsv(db: Database, userId: string, query: ProofReportQuery): Readable {
  async function* rows() {
    for await (const { applications, histories } of pagesWithHistories(db, userId, periodQuery(query)))
      yield applications.map((application) => ({
        date: application.applicationDate,
        company: application.company,
        jobTitle: application.jobTitle,
        source: application.source ?? "",
        contact: contactText(application),
        changes: changesText(histories.get(application.id) ?? []),
      }));
  }
  return csvOf(
    [
      ["date", "Date applied"],
      ["company", "Company"],
      ["jobTitle", "Position"],
      ["source", "Source"],
      ["contact", "Contact"],
      ["changes", "Status changes"],
    ],
    rows(),
  );
}

export async function proofPdf(db: Database, userId: string, query: ProofReportQuery): Promise<Readable> {
  const [owner = { name: "", email: "" }] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  // Pages are kept until the end, so each can say "Page n of N".
  const doc = await newPdfDocument({
    size: "A4",
    margin,
    bufferPages: true,
    info: { Title: "Proof of job applications", Author: owner.name, Creator: "JobTrail" },
  });

  doc.font(baseFont("bold")).fontSize(20).fillColor("#111111").text("Proof of job applications");
  doc.moveDown(0.5);
  doc.fontSize(11).fillColor("#222222");
  writeParagraph(doc, `Name: ${owner.name}`, "regular", { width });
  writeParagraph(doc, `Email: ${owner.email}`, "regular", { width });
  doc.font(baseFont("regular"));
  doc.text(`Period: ${query.from} to ${query.to}`);
  doc.text(`Prepared on ${todayUtc()} with JobTrail`);
  doc.moveDown(0.5);
  doc
    .moveTo(margin, doc.y)
    .lineTo(margin + width, doc.y)
    .strokeColor("#9CA3AF")
    .stroke();
  doc.moveDown(0.8);

  let count = 0;
  try {
    for await (const { applications, histories } of pagesWithHistories(db, userId, periodQuery(query))) {
      for (const application of applications) {
        count += 1;
        // An entry is not split between two pages.
        if (doc.y > pageSize.height - margin - 90) doc.addPage();
        doc.fontSize(11).fillColor("#111111");
        writeParagraph(doc, `${count}. ${application.applicationDate}  ${application.company}`, "bold", {
          width,
        });
        doc.fontSize(10).fillColor("#222222");
        const detail = (text: string) => writeParagraph(doc, text, "regular", { width, indent: 14 });
        detail(`Position: ${application.jobTitle}`);
        if (application.source) detail(`Source: ${application.source}`);
        const contact = contactText(application);
        if (contact) detail(`Contact: ${contact}`);
        detail(`Status: ${changesText(histories.get(application.id) ?? [])}`);
        doc.moveDown(0.6);
      }
    }
  } catch (error) {
    doc.destroy(error as Error);
    throw error;
  }
  if (count === 0) doc.font(baseFont("regular")).fontSize(11).text("No applications in this period.");

  if (doc.y > pageSize.height - margin - 150) doc.addPage();
  doc.moveDown(1);
  doc.font(baseFont("bold")).fontSize(11).fillColor("#111111").text(`Applications in the period: ${count}`);
  doc.moveDown(0.8);
  doc.font(baseFont("regular")).fontSize(10).fillColor("#222222").text(proofDeclaration, { width });
  doc.moveDown(3);
  const lineY = doc.y;
  doc
    .moveTo(margin, lineY)
    .lineTo(margin + 220, lineY)
    .strokeColor("#111111")
    .stroke();
  doc
    .moveTo(margin + 280, lineY)
    .lineTo(margin + width, lineY)
    .stroke();
  doc.fontSize(9).fillColor("#444444");
  doc.text("Signature", margin, lineY + 4);
  doc.text("Date", margin + 280, lineY + 4);

  const { start, count: pages } = doc.bufferedPageRange();
  for (let index = start; index < start + pages; index++) {
    // The footer sits in the bottom margin, drawn as one line: pdfkit's wrapping, which
    // would start a new page there, is not involved.
    doc.switchToPage(index);
    doc.fillColor("#555555");
    writeLine(
      doc,
      `${owner.name} · ${query.from} to ${query.to} · page ${index + 1} of ${pages}`,
      margin,
      pageSize.height - margin + 14,
      { size: 8, width, align: "center" },
    );
  }
  doc.end();
  return doc;
}
