import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { createProtectedRouter } from "../../lib/router";
import { findOwnFile } from "../../storage/files";
import { getOwnFile } from "./files.routes";

export function filesRouter(db: Database) {
  return createProtectedRouter().openapi(getOwnFile, async (c) => {
    const file = await findOwnFile(db, c.var.user.id, c.req.valid("param").id);
    if (!file) throw notFound();
    return c.body(new Uint8Array(file.data), 200, {
      "Content-Type": file.contentType,
      "Cache-Control": "private, max-age=86400",
      // An uploaded SVG or HTML file must never run as a page of ours.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
}
