import type { Database } from "../../db/client";
import { proofCsv, proofPdf } from "../../exports/proof-report";
import { createProtectedRouter } from "../../lib/router";
import { toWebStream } from "../../storage/blob-store";
import { proofReportRoute } from "./reports.routes";

export function reportsRouter(db: Database) {
  return createProtectedRouter().openapi(proofReportRoute, async (c) => {
    const query = c.req.valid("query");
    const file =
      query.format === "csv" ? proofCsv(db, c.var.user.id, query) : await proofPdf(db, c.var.user.id, query);
    return c.body(toWebStream(file), 200, {
      "Content-Type": query.format === "csv" ? "text/csv; charset=utf-8" : "application/pdf",
      "Content-Disposition": `attachment; filename="jobtrail-proof-of-applications-${query.from}-to-${query.to}.${query.format}"`,
      "Cache-Control": "private, no-store",
    });
  });
}
