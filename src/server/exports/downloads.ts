// The files a user downloads on request: their applications (CSV, JSON or a PDF report)
// and the proof of applications (CSV or PDF) for a date range. Each is written as it is
// streamed, within the user's export limits; the routes only name it on the wire.
import type { Readable } from "node:stream";
import type { ExportRequest } from "@/domain/application-schemas";
import { todayUtc } from "@/domain/dates";
import type { ProofReportQuery } from "@/domain/proof-report";
import type { Database } from "../db/client";
import type { Files } from "../storage/files";
import { applicationsCsv, applicationsJson } from "./applications-export";
import { applicationsPdf } from "./applications-pdf";
import type { ExportLimits } from "./export-limits";
import { proofCsv, proofPdf } from "./proof-report";

/** A file on its way to the user: its bytes as they are written, its type and its name. */
export type ExportFile = { body: Readable; contentType: string; fileName: string };

const contentTypes = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  pdf: "application/pdf",
} as const;

export function createDownloads({
  db,
  files,
  exportLimits,
}: {
  db: Database;
  files: Files;
  exportLimits: ExportLimits;
}) {
  const writers = {
    csv: applicationsCsv,
    json: applicationsJson,
    // The report draws each company's logo: the user's own small PNGs, read whole.
    pdf: (db: Database, userId: string, request: ExportRequest) =>
      applicationsPdf(db, userId, request, (fileId) => files.readOwn(userId, fileId)),
  } as const;

  return {
    /** The user's applications, as the request filters them, in the format it asks for. */
    async applications(userId: string, request: ExportRequest): Promise<ExportFile> {
      const write = writers[request.format];
      return {
        body: await exportLimits.stream(userId, "applications", async () => write(db, userId, request)),
        contentType: contentTypes[request.format],
        fileName: `jobtrail-applications-${todayUtc()}.${request.format}`,
      };
    },

    /** The applications sent between two days, as a job centre asks for them. */
    async proof(userId: string, query: ProofReportQuery): Promise<ExportFile> {
      return {
        body: await exportLimits.stream(userId, "proof", async () =>
          query.format === "csv" ? proofCsv(db, userId, query) : proofPdf(db, userId, query),
        ),
        contentType: contentTypes[query.format],
        fileName: `jobtrail-proof-of-applications-${query.from}-to-${query.to}.${query.format}`,
      };
    },
  };
}

export type Downloads = ReturnType<typeof createDownloads>;
