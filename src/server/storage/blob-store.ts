// Where file bytes live: a folder under DATA_DIR by default, an S3-compatible bucket when
// the S3 settings are given (several instances must share one). The database holds each
// file's metadata; a blob is stored under the file's id before its row is committed, so a
// row always has its bytes, and the sweep removes bytes no row points to.
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { type FileHandle, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

type StoredBlob = { key: string; storedAt: Date };

export type BlobStore = {
  kind: "folder" | "s3";
  /** Stores the bytes under `key` whole, or not at all (a failure leaves nothing behind). */
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the bytes under `key`; nothing there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key with when it was stored, for the sweep. */
  list(): AsyncIterable<StoredBlob>;
};

/** Keys are our own ids: nothing in one can reach outside the store. */
export function assertKey(key: string) {
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,127}$/.test(key))
    throw new Error(`not a blob key: ${JSON.stringify(key)}`);
}

const temporaryPrefix = ".incoming-";
/** An upload's temporary file untouched this long was left by a crash. */
const abandonedUploadMs = 60 * 60 * 1000;

/**
 * Writes all of `chunk`. One write may take only part of it (a disk nearly full takes what
 * room it has): the rest goes in the next, which then fails with ENOSPC rather than leaving
 * a file silently cut short.
 */
async function writeAll(handle: FileHandle, chunk: Buffer) {
  for (let offset = 0; offset < chunk.length; ) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset);
    offset += bytesWritten;
  }
}

/**
 * A folder of files named by key. Bytes go to a temporary name first, are flushed to disk,
 * then renamed into place (a rename is atomic), and the folder itself is flushed so the new
 * name survives a crash.
 */
export function folderBlobStore(root: string): BlobStore {
  let ready: Promise<unknown> | undefined;
  const folder = () => {
    ready ??= mkdir(root, { recursive: true });
    return ready;
  };
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };

  return {
    kind: "folder",
    async put(key, body) {
      const target = file(key);
      await folder();
      const temporary = path.join(root, `${temporaryPrefix}${randomUUID()}`);
      const handle = await open(temporary, "wx");
      try {
        for await (const chunk of Buffer.isBuffer(body) ? [body] : body)
          await writeAll(handle, chunk as Buffer);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temporary, { force: true });
        throw error;
      }
      await handle.close();
      await rename(temporary, target);
      const directory = await open(root, "r");
      try {
        await directory.sync();
      } finally {
        await directory.close();
      }
    },
    async get(key) {
      const target = file(key);
      try {
        await stat(target);
      } catch {
        return undefined;
      }
      return createReadStream(target);
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async *list() {
      await folder();
      for (const name of await readdir(root)) {
        const stats = await stat(path.join(root, name)).catch(() => undefined);
        if (!stats) continue;
        if (name.startsWith(temporaryPrefix)) {
          // An upload still being written is not a blob; one a crash left behind goes.
          if (Date.now() - stats.mtimeMs > abandonedUploadMs)
            await rm(path.join(root, name), { force: true });
          continue;
        }
        yield { key: name, storedAt: stats.mtime };
      }
    },
  };
}

export const toWebStream = (stream: Readable) => Readable.toWeb(stream) as ReadableStream<Uint8Array>;
