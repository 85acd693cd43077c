import { createRoute } from "@hono/zod-openapi";
import { proofReportQuery } from "@/domain/proof-report";
import { errorResponse } from "../../lib/router";

export const proofReportRoute = createRoute({
  method: "get",
  path: "/reports/proof",
  tags: ["Applications"],
  summary: "Proof of applications for a period, as job centres ask: a PDF to sign, or CSV",
  description:
    "Every application dated from `from` to `to` (inclusive), the earliest first: its date, company, position, source, contact and each status change with its date. The PDF has a header with the user's name and the period, and a line to sign.",
  request: { query: proofReportQuery },
  responses: {
    200: {
      description: "The report",
      content: {
        "application/pdf": { schema: { type: "string", format: "binary" } },
        "text/csv": { schema: { type: "string" } },
      },
    },
    400: errorResponse("A date missing or not a date, the period backwards, or an unknown format"),
  },
});
