// Receiving an uploaded file: the multipart body is parsed as it arrives and the file is
// written to a temporary file on local disk (DATA_DIR/tmp), never held whole in memory. The
// upload is refused the moment it passes its size limit, and the temporary file is removed
// whatever happens; the caller inspects the bytes there and moves them into the blob store.
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
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

  const folder = await rules.scratch.folder("upload-");
  const target = path.join(folder, "upload");
  const discard = () => rm(folder, { recursive: true, force: true });

  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
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
    await discard();
    throw new AppError("VALIDATION_ERROR", "The multipart body is malformed.");
  }

  const fields: Record<string, string> = {};
  let file: { name: string; byteSize: number; written: Promise<void> } | undefined;
  let fileStream: Readable | undefined;
  let refusal: AppError | undefined;
  const refuse = (error: AppError) => {
    refusal ??= error;
    // Stop reading at once: the rest of an oversized or unwanted body is never taken in.
    source.unpipe(parser);
    source.destroy();
    fileStream?.destroy();
    parser.destroy();
  };
  const tooLarge = () =>
    new AppError("PAYLOAD_TOO_LARGE", rules.messages.tooLarge, {
      [rules.fileField]: rules.messages.tooLarge,
    });

  // The file's own limit is counted by the parser; this bounds everything around it too.
  const maxBodyBytes = rules.maxFileBytes + multipartAllowanceBytes;
  let received = 0;
  source.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBodyBytes) refuse(tooLarge());
  });

  parser.on("file", (fieldName, stream, fileName) => {
    if (fieldName !== rules.fileField || file) {
      stream.resume();
      refuse(
        new AppError("VALIDATION_ERROR", `Unexpected file field: ${fieldName}`, {
          [fieldName]: "Unknown field",
        }),
      );
      return;
    }
    const entry = { name: fileName, byteSize: 0, written: Promise.resolve() };
    stream.on("data", (chunk: Buffer) => {
      entry.byteSize += chunk.length;
    });
    stream.on("limit", () => refuse(tooLarge()));
    fileStream = stream;
    entry.written = pipeline(stream, createWriteStream(target, { flags: "wx" }));
    file = entry;
  });
  parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
    if (!rules.textFields.includes(name)) {
      refuse(new AppError("VALIDATION_ERROR", `Unknown field: ${name}`, { [name]: "Unknown field" }));
      return;
    }
    if (valueTruncated)
      refuse(new AppError("VALIDATION_ERROR", `${name} is too long`, { [name]: `${name} is too long` }));
    fields[name] = value;
  });
  const tooManyParts = () =>
    refuse(new AppError("VALIDATION_ERROR", "The form has more parts than this upload takes."));
  parser.on("partsLimit", tooManyParts);
  parser.on("filesLimit", tooManyParts);
  parser.on("fieldsLimit", tooManyParts);

  try {
    await pipeline(source, parser).catch((error: unknown) => {
      if (refusal) return;
      if (error instanceof AppError) throw error;
      throw new AppError("VALIDATION_ERROR", "The multipart body is malformed.");
    });
    await file?.written.catch((error: unknown) => {
      if (!refusal) throw error;
    });
    if (refusal) throw refusal;
    if (!file) throw fileField(rules.fileField, rules.messages.missingFile);
    return { path: target, name: file.name, byteSize: file.byteSize, fields, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
