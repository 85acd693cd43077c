// Receiving an uploaded file: the multipart body is parsed as it arrives and the file is
// written to a temporary file on local disk (DATA_DIR/tmp), never held whole in memory. The
// upload is refused the moment it passes its size limit, and the temporary file is removed
// whatever happens; the caller inspects the bytes there and moves them into the blob store.
import { createWriteStream, type WriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Busboy } from "@fastify/busboy";
import { AppError } from "../errors";
import type { Scratch } from "./scratch";

export type ReceivedUpload = {
  /** Where the bytes are until the caller stores them. */
  path: string;
  /** The name the browser gave the file, as sent. */
  name: string;
  byteSize: number;
  /** The form's text fields, by name. */
  fields: Record<string, string>;
  /** Removes the temporary file; safe to call more than once. */
  discard(): Promise<void>;
};

type UploadRules = {
  /** The form field that carries the file. */
  fileField: string;
  /** The text fields the form may carry besides it. */
  textFields: readonly string[];
  maxFileBytes: number;
  messages: { tooLarge: string; missingFile: string };
  /** Where the temporary file goes. */
  scratch: Scratch;
};

/** What a form's boundaries, part headers and small fields may add to its file's bytes. */
export const multipartAllowanceBytes = 64 * 1024;

const isMultipart = (contentType: string | null) =>
  contentType !== null && /^multipart\/form-data\s*;/i.test(contentType);

function fileField(name: string, message: string) {
  return new AppError("VALIDATION_ERROR", message, { [name]: message });
}

/** Reads one file and a few text fields from a multipart/form-data request. */
export async function receiveUpload(request: Request, rules: UploadRules): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type");
  if (!isMultipart(contentType) || !contentType)
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data.");
  if (!request.body) throw fileField(rules.fileField, rules.messages.missingFile);

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      limits: {
        fileSize: rules.maxFileBytes,
        files: 1,
        fields: rules.textFields.length,
        fieldSize: 1024,
        parts: rules.textFields.length + 1,
      },
    });
  } catch {
    throw malformed();
  }

  const folder = await rules.scratch.folder("upload-");
  const target = path.join(folder, "upload");
  const discard = () => rm(folder, { recursive: true, force: true });
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  let file: { name: string; byteSize: number } | undefined;
  let fileStream: Readable | undefined;
  let writer: WriteStream | undefined;
  /** Resolves once the temporary file's handle is closed (at once when none was opened). */
  const writerClosed = () =>
    new Promise<void>((resolve) => {
      if (!writer || writer.closed) resolve();
      // Not events.once: an error before the close (a write after a refusal) is not the end.
      else writer.once("close", () => resolve());
    });

  // The upload is settled the moment its verdict is known: a refusal is answered at once,
  // never after the rest of the body or a stream that may not end. Whatever was opened is
  // released after, on every path (refused, malformed, the client gone).
  const received = new Promise<{ name: string; byteSize: number }>((resolve, reject) => {
    let settled = false;
    const refuse = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(error);
      // Stop parsing. The request itself is not destroyed: that would drop the socket before
      // the refusal is sent. What is left of the body is the connection's to deal with
      // (drained, or the connection closed after the answer).
      source.unpipe(parser);
      source.pause();
      fileStream?.resume();
      writer?.destroy();
    };
    const tooLarge = () =>
      new AppError("PAYLOAD_TOO_LARGE", rules.messages.tooLarge, {
        [rules.fileField]: rules.messages.tooLarge,
      });
    const unknownField = (name: string) =>
      new AppError("VALIDATION_ERROR", `Unknown field: ${name}`, { [name]: "Unknown field" });
    const tooManyParts = () =>
      refuse(new AppError("VALIDATION_ERROR", "The form has more parts than this upload takes."));

    // The file's own limit is counted by the parser; this bounds everything around it too.
    const maxBodyBytes = rules.maxFileBytes + multipartAllowanceBytes;
    let bodyBytes = 0;
    source.on("data", (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes > maxBodyBytes) refuse(tooLarge());
    });
    // A client that goes away half-way, or a body the parser cannot read.
    source.on("error", () => refuse(malformed()));
    parser.on("error", () => refuse(malformed()));

    parser.on("file", (fieldName, stream, fileName) => {
      // A part cut short errors its stream too; the parser's own error settles the upload.
      stream.on("error", () => {});
      if (settled || fieldName !== rules.fileField || file) {
        stream.resume();
        refuse(unknownField(fieldName));
        return;
      }
      const entry = { name: fileName, byteSize: 0 };
      file = entry;
      fileStream = stream;
      writer = createWriteStream(target, { flags: "wx" });
      writer.on("error", refuse);
      stream.on("data", (chunk: Buffer) => {
        entry.byteSize += chunk.length;
      });
      stream.on("limit", () => refuse(tooLarge()));
      stream.pipe(writer);
    });
    parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (!rules.textFields.includes(name)) return refuse(unknownField(name));
      if (valueTruncated)
        return refuse(
          new AppError("VALIDATION_ERROR", `${name} is too long`, { [name]: `${name} is too long` }),
        );
      fields[name] = value;
    });
    parser.on("partsLimit", tooManyParts);
    parser.on("filesLimit", tooManyParts);
    parser.on("fieldsLimit", tooManyParts);
    // The closing boundary has been read; the file's last bytes may still be on their way
    // to disk.
    parser.on("finish", () => {
      const found = file;
      if (!found) return refuse(fileField(rules.fileField, rules.messages.missingFile));
      void writerClosed().then(() => {
        if (settled) return;
        settled = true;
        resolve(found);
      });
    });
    source.pipe(parser);
  });

  try {
    const { name, byteSize } = await received;
    return { path: target, name, byteSize, fields, discard };
  } catch (error) {
    await writerClosed();
    await discard();
    throw error;
  }
}

const malformed = () => new AppError("VALIDATION_ERROR", "The multipart body is malformed.");
