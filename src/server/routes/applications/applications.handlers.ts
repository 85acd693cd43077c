import type { Context } from "hono";
import type { ExportRequest } from "@/domain/application-schemas";
import { todayUtc } from "@/domain/dates";
import {
  applicationHistory,
  bulkUpdateApplications,
  createApplication,
  deleteApplication,
  getApplication,
  listApplications,
  updateApplication,
  updateStatusChange,
} from "../../applications/applications";
import { importApplications } from "../../applications/import";
import type { Database } from "../../db/client";
import { applicationsCsv, applicationsJson } from "../../exports/applications-export";
import { applicationsPdf, type LogoReader } from "../../exports/applications-pdf";
import type { ExportLimits } from "../../exports/export-limits";
import { createProtectedRouter } from "../../lib/router";
import type { Logos } from "../../logos/logos";
import { toWebStream } from "../../storage/blob-store";
import type { Files } from "../../storage/files";
import {
  applicationHistoryRoute,
  bulkApplicationsRoute,
  createApplicationRoute,
  deleteApplicationRoute,
  exportApplicationsRoute,
  exportSelectedApplicationsRoute,
  getApplicationRoute,
  importApplicationsRoute,
  listApplicationsRoute,
  updateApplicationRoute,
  updateStatusChangeRoute,
} from "./applications.routes";

/** How each export format is written, and what it is called on the wire. */
const exportFiles = {
  csv: { write: applicationsCsv, contentType: "text/csv; charset=utf-8" },
  json: { write: applicationsJson, contentType: "application/json; charset=utf-8" },
  pdf: { write: applicationsPdf, contentType: "application/pdf" },
} as const;

/** The user's own logo files, read whole (they are small PNGs): the PDF report draws them. */
const logoReader =
  (files: Files, userId: string): LogoReader =>
  (fileId) =>
    files.readOwn(userId, fileId);

/** The export's file, streamed as it is written. */
async function exportFile(
  c: Context,
  { db, files, exportLimits }: { db: Database; files: Files; exportLimits: ExportLimits },
  userId: string,
  request: ExportRequest,
) {
  const { write, contentType } = exportFiles[request.format];
  const file = await exportLimits.stream(userId, "applications", async () =>
    write(db, userId, request, logoReader(files, userId)),
  );
  return c.body(toWebStream(file), 200, {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="jobtrail-applications-${todayUtc()}.${request.format}"`,
    "Cache-Control": "private, no-store",
  });
}

export function applicationsRouter(db: Database, files: Files, logos: Logos, exportLimits: ExportLimits) {
  /** A website given means a logo to look for: in the background, after the answer. */
  const lookForLogos = (input: { companyWebsite?: string | null }) => {
    if (input.companyWebsite) logos.kick();
  };
  return (
    createProtectedRouter()
      .openapi(listApplicationsRoute, async (c) => {
        const { list, etag } = await listApplications(db, c.var.user.id, c.req.valid("query"));
        return c.json(list, 200, { ETag: etag });
      })
      // Before /applications/{id}: "export" is not an id.
      .openapi(exportApplicationsRoute, async (c) =>
        exportFile(c, { db, files, exportLimits }, c.var.user.id, c.req.valid("query")),
      )
      .openapi(exportSelectedApplicationsRoute, async (c) =>
        exportFile(c, { db, files, exportLimits }, c.var.user.id, c.req.valid("json")),
      )
      .openapi(importApplicationsRoute, async (c) => {
        const result = await importApplications(db, c.var.user.id, c.req.valid("json"));
        if (result.created > 0) logos.kick();
        return c.json(result, 200);
      })
      .openapi(createApplicationRoute, async (c) => {
        const input = c.req.valid("json");
        const created = await createApplication(db, c.var.user.id, input);
        lookForLogos(input);
        return c.json(created, 201);
      })
      .openapi(bulkApplicationsRoute, async (c) => {
        const { count, deletedFileIds } = await bulkUpdateApplications(
          db,
          c.var.user.id,
          c.req.valid("json"),
        );
        await files.forget(deletedFileIds);
        return c.json({ count }, 200);
      })
      .openapi(getApplicationRoute, async (c) =>
        c.json(await getApplication(db, c.var.user.id, c.req.valid("param").id), 200),
      )
      .openapi(updateApplicationRoute, async (c) => {
        const input = c.req.valid("json");
        const updated = await updateApplication(db, c.var.user.id, c.req.valid("param").id, input);
        lookForLogos(input);
        return c.json(updated, 200);
      })
      .openapi(deleteApplicationRoute, async (c) => {
        await files.forget(await deleteApplication(db, c.var.user.id, c.req.valid("param").id));
        return c.body(null, 204);
      })
      .openapi(applicationHistoryRoute, async (c) =>
        c.json({ items: await applicationHistory(db, c.var.user.id, c.req.valid("param").id) }, 200),
      )
      .openapi(updateStatusChangeRoute, async (c) => {
        const { id, entryId } = c.req.valid("param");
        return c.json(await updateStatusChange(db, c.var.user.id, id, entryId, c.req.valid("json")), 200);
      })
  );
}
