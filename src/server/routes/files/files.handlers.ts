import { notFound } from "../../errors";
import { createProtectedRouter } from "../../lib/router";
import { toWebStream } from "../../storage/blob-store";
import type { Files } from "../../storage/files";
import { getOwnFile } from "./files.routes";

export function filesRouter(files: Files) {
  return createProtectedRouter().openapi(getOwnFile, async (c) => {
    const file = await files.findOwn(c.var.user.id, c.req.valid("param").id);
    if (!file) throw notFound();
    return c.body(toWebStream(file.bytes), 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.byteSize),
      "Cache-Control": "private, no-store",
      // An uploaded SVG or HTML file must never run as a page of ours.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
}
