import type { Downloads } from "../../exports/downloads";
import { sendDownload } from "../../lib/downloads";
import { createProtectedRouter } from "../../lib/router";
import { proofReportRoute } from "./reports.routes";

export function reportsRouter(downloads: Downloads) {
  return createProtectedRouter().openapi(proofReportRoute, async (c) =>
    sendDownload(c, await downloads.proof(c.var.user.id, c.req.valid("query"))),
  );
}
