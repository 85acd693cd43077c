import type { Applications } from "../../applications/service";
import type { Downloads } from "../../exports/downloads";
import { sendDownload } from "../../lib/downloads";
import { createProtectedRouter } from "../../lib/router";
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

export function applicationsRouter(applications: Applications, downloads: Downloads) {
  return (
    createProtectedRouter()
      .openapi(listApplicationsRoute, async (c) => {
        const { list, etag } = await applications.list(c.var.user.id, c.req.valid("query"));
        return c.json(list, 200, { ETag: etag });
      })
      // Before /applications/{id}: "export" is not an id.
      .openapi(exportApplicationsRoute, async (c) =>
        sendDownload(c, await downloads.applications(c.var.user.id, c.req.valid("query"))),
      )
      .openapi(exportSelectedApplicationsRoute, async (c) =>
        sendDownload(c, await downloads.applications(c.var.user.id, c.req.valid("json"))),
      )
      .openapi(importApplicationsRoute, async (c) =>
        c.json(await applications.import(c.var.user.id, c.req.valid("json")), 200),
      )
      .openapi(createApplicationRoute, async (c) =>
        c.json(await applications.create(c.var.user.id, c.req.valid("json")), 201),
      )
      .openapi(bulkApplicationsRoute, async (c) =>
        c.json({ count: await applications.bulkUpdate(c.var.user.id, c.req.valid("json")) }, 200),
      )
      .openapi(getApplicationRoute, async (c) =>
        c.json(await applications.get(c.var.user.id, c.req.valid("param").id), 200),
      )
      .openapi(updateApplicationRoute, async (c) =>
        c.json(await applications.update(c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 200),
      )
      .openapi(deleteApplicationRoute, async (c) => {
        await applications.remove(c.var.user.id, c.req.valid("param").id);
        return c.body(null, 204);
      })
      .openapi(applicationHistoryRoute, async (c) =>
        c.json({ items: await applications.history(c.var.user.id, c.req.valid("param").id) }, 200),
      )
      .openapi(updateStatusChangeRoute, async (c) => {
        const { id, entryId } = c.req.valid("param");
        return c.json(
          await applications.updateStatusChange(c.var.user.id, id, entryId, c.req.valid("json")),
          200,
        );
      })
  );
}
