import type { Database } from "../../db/client";
import type { ExportLimits } from "../../exports/export-limits";
import { proofCsv, proofPdf } from "../../exports/proof-report";
import { createProtectedRouter } from "../../lib/router";
import { toWebStream } from "../../storage/blob-store";
import { proofReportRoute } from "./reports.routes";

export function reportsRouter(db: Database, exportLimits: ExportLimits) {
  return createProtectedRouter().openapi(proofReportRoute, async (c) => {
    const query = c.req.valid("query");
    const userId = c.var.user.id;
    const file = await exportLimits.stream(userId, "proof", async () =>
      query.format === "csv" ? proofCsv(db, userId, query) : proofPdf(db, userId, query),
    );
    return c.body(toWebStream(file), 200, {
      "Content-Type": query.format === "csv" ? "text/csv; charset=utf-8" : "application/pdf",
      "Content-Disposition": `attachment; filename="jobtrail-proof-of-applications-${query.from}-to-${query.to}.${query.format}"`,
      "Cache-Control": "private, no-store",
    });
  });
}
