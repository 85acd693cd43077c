import { create as contentDisposition } from "content-disposition";
import type { Documents } from "../../documents/documents";
import { createProtectedRouter } from "../../lib/router";
import { toWebStream } from "../../storage/blob-store";
import {
  attachDocumentRoute,
  deleteDocumentRoute,
  detachDocumentRoute,
  documentContentRoute,
  listApplicationDocumentsRoute,
  listDocumentsRoute,
  updateDocumentRoute,
  uploadDocumentRoute,
} from "./documents.routes";

export function documentsRouter(documents: Documents) {
  return createProtectedRouter()
    .openapi(uploadDocumentRoute, async (c) =>
      c.json(await documents.upload(c.var.user.id, c.req.valid("param").id, c.req.raw), 201),
    )
    .openapi(listApplicationDocumentsRoute, async (c) =>
      c.json({ items: await documents.listForApplication(c.var.user.id, c.req.valid("param").id) }, 200),
    )
    .openapi(attachDocumentRoute, async (c) => {
      const { id, documentId } = c.req.valid("param");
      return c.json(await documents.attach(c.var.user.id, id, documentId), 200);
    })
    .openapi(detachDocumentRoute, async (c) => {
      const { id, documentId } = c.req.valid("param");
      await documents.detach(c.var.user.id, id, documentId);
      return c.body(null, 204);
    })
    .openapi(listDocumentsRoute, async (c) => c.json({ items: await documents.library(c.var.user.id) }, 200))
    .openapi(documentContentRoute, async (c) => {
      const file = await documents.content(c.var.user.id, c.req.valid("param").id);
      return c.body(toWebStream(file.bytes), 200, {
        "Content-Type": file.contentType,
        "Content-Length": String(file.byteSize),
        // Always a download under its own name (any character, safely encoded), never a page.
        "Content-Disposition": contentDisposition(file.name),
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(updateDocumentRoute, async (c) =>
      c.json(await documents.update(c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(deleteDocumentRoute, async (c) => {
      await documents.remove(c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
