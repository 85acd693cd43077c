import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3 } from "../testing/s3";
import { type BlobStore, folderBlobStore } from "./blob-store";
import { s3BlobStore } from "./s3-blob-store";

async function text(stream: Readable | undefined) {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

async function keys(store: BlobStore) {
  const found: string[] = [];
  for await (const blob of store.list()) found.push(blob.key);
  return found.sort();
}

/** A stream that sends some bytes, then fails: an upload cut off midway. */
function brokenStream() {
  return new Readable({
    read() {
      this.push(Buffer.from("half of a file"));
      this.destroy(new Error("the client went away"));
    },
  });
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const backends: { name: string; open: () => Promise<{ store: BlobStore; close: () => Promise<void> }> }[] = [
  {
    name: "a folder",
    async open() {
      const root = mkdtempSync(path.join(os.tmpdir(), "jobtrail-blobs-"));
      return {
        store: folderBlobStore(root),
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "an S3-compatible bucket",
    async open() {
      const s3 = await startS3();
      return { store: await s3BlobStore(s3.settings), close: s3.close };
    },
  },
];

describe.each(backends)("blobs in $name", (backend) => {
  let store: BlobStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await backend.open());
  });
  afterAll(() => close());

  it("stores, reads back, lists and deletes bytes, from a buffer or a stream", async () => {
    await store.put(id(1), Buffer.from("résumé"), { contentType: "text/plain" });
    await store.put(id(2), Readable.from([Buffer.from("cover "), Buffer.from("letter")]), {
      contentType: "text/plain",
    });
    expect(await text(await store.get(id(1)))).toBe("résumé");
    expect(await text(await store.get(id(2)))).toBe("cover letter");
    expect(await keys(store)).toEqual([id(1), id(2)]);
    await store.delete(id(1));
    expect(await store.get(id(1))).toBeUndefined();
    await store.delete(id(1));
    expect(await keys(store)).toEqual([id(2)]);
    await store.delete(id(2));
  });

  it("leaves nothing behind when the bytes stop coming midway", async () => {
    await expect(store.put(id(3), brokenStream(), { contentType: "application/pdf" })).rejects.toThrow();
    expect(await store.get(id(3))).toBeUndefined();
    expect(await keys(store)).toEqual([]);
  });

  it("refuses a key that is not one of our ids", async () => {
    for (const key of ["../escape", "a/b", "", ".hidden"]) {
      await expect(store.put(key, Buffer.from("x"), { contentType: "text/plain" }), key).rejects.toThrow();
    }
  });
});

describe("the folder store", () => {
  it("keeps no temporary file after a failed upload", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "jobtrail-blobs-"));
    const store = folderBlobStore(root);
    await expect(store.put(id(4), brokenStream(), { contentType: "text/plain" })).rejects.toThrow();
    expect(readdirSync(root)).toEqual([]);
    rmSync(root, { recursive: true, force: true });
  });
});
