// A file made for the user on request (an export, a report), streamed as it is written:
// named for saving, and kept by no cache.
import type { Context } from "hono";
import type { ExportFile } from "../exports/downloads";
import { toWebStream } from "../storage/blob-store";

export const sendDownload = (c: Context, file: ExportFile) =>
  c.body(toWebStream(file.body), 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.fileName}"`,
    "Cache-Control": "private, no-store",
  });
