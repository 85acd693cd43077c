// A user's files: metadata in the database, bytes in the blob store under the file's id.
// Bytes are stored before the row is committed, so a row always has its bytes; bytes whose
// row never came (a failed save) or is gone (a deleted account) are swept.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { files } from "../db/schema";
import { isUuid } from "../lib/ids";
import type { BlobStore } from "./blob-store";
import type { Scratch } from "./scratch";

export type StoredFile = { id: string; contentType: string; byteSize: number; bytes: Readable };

/** Bytes younger than this may belong to a save still on its way to its row. */
const sweepGraceMs = 60 * 60 * 1000;
const sweepBatch = 500;

export type Files = ReturnType<typeof createFiles>;

export function createFiles({ db, blobs, scratch }: { db: Database; blobs: BlobStore; scratch: Scratch }) {
  /**
   * Stores the bytes, then commits the file's row together with whatever `record` writes
   * (a document pointing at it, say): all of it, or none of it and no bytes left behind.
   */
  async function store<T>(
    input: {
      userId: string;
      purpose: string;
      contentType: string;
      byteSize: number;
      body: Buffer | Readable;
    },
    record: (tx: Transaction, fileId: string) => Promise<T>,
  ): Promise<T> {
    const id = randomUUID();
    await blobs.put(id, input.body, { contentType: input.contentType });
    try {
      return await db.transaction(async (tx) => {
        await tx.insert(files).values({
          id,
          userId: input.userId,
          purpose: input.purpose,
          contentType: input.contentType,
          byteSize: input.byteSize,
        });
        return record(tx, id);
      });
    } catch (error) {
      await blobs.delete(id).catch(() => {});
      throw error;
    }
  }

  /** A file of this user's, or undefined: another user's id behaves as not found. */
  async function findOwn(userId: string, id: string): Promise<StoredFile | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select({ id: files.id, contentType: files.contentType, byteSize: files.byteSize })
      .from(files)
      .where(and(eq(files.id, id), eq(files.userId, userId)));
    if (!row) return undefined;
    const bytes = await blobs.get(row.id);
    return bytes ? { ...row, bytes } : undefined;
  }

  return {
    blobs,
    /** Temporary folders on local disk, for bytes on their way in or out. */
    scratch,
    store,

    async save(input: {
      userId: string;
      purpose: string;
      contentType: string;
      data: Buffer;
    }): Promise<string> {
      return store({ ...input, byteSize: input.data.byteLength, body: input.data }, async (_tx, id) => id);
    },

    /**
     * Removes the bytes of files whose rows are already gone. A failure here leaves bytes
     * without a row, which the sweep removes later; it never undoes the deletion.
     */
    async forget(ids: readonly string[]): Promise<void> {
      await Promise.allSettled(ids.map((id) => blobs.delete(id)));
    },

    findOwn,

    /** A small file of this user's, read whole (a logo to draw), or undefined. */
    async readOwn(userId: string, id: string): Promise<Buffer | undefined> {
      const file = await findOwn(userId, id);
      if (!file) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of file.bytes) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },

    /**
     * Moves the bytes of files saved while they lived in the database into the blob store,
     * a few at a time; safe to run by several instances at once and again after a crash.
     */
    async moveDatabaseBytes(): Promise<number> {
      let moved = 0;
      for (;;) {
        const batch = await db
          .select({ id: files.id, contentType: files.contentType, data: files.data })
          .from(files)
          .where(isNotNull(files.data))
          .limit(20);
        if (batch.length === 0) return moved;
        for (const file of batch) {
          if (!file.data) continue;
          await blobs.put(file.id, file.data, { contentType: file.contentType });
          await db.update(files).set({ data: null }).where(eq(files.id, file.id));
          moved += 1;
        }
      }
    },

    /** Removes stored bytes that no file row points to. Returns how many went. */
    async sweep(now: Date = new Date()): Promise<number> {
      let removed = 0;
      const removeUnowned = async (keys: string[]) => {
        if (keys.length === 0) return;
        const owned = await db.select({ id: files.id }).from(files).where(inArray(files.id, keys));
        const kept = new Set(owned.map((row) => row.id));
        for (const key of keys) {
          if (kept.has(key)) continue;
          await blobs.delete(key);
          removed += 1;
        }
      };
      // One query for each batch of candidates, not one for each stored file.
      let batch: string[] = [];
      for await (const blob of blobs.list()) {
        if (now.getTime() - blob.storedAt.getTime() < sweepGraceMs) continue;
        // Only our ids are ours to judge: anything else in a shared bucket is left alone.
        if (!isUuid(blob.key)) continue;
        batch.push(blob.key);
        if (batch.length === sweepBatch) {
          await removeUnowned(batch);
          batch = [];
        }
      }
      await removeUnowned(batch);
      return removed;
    },
  };
}

export const fileUrl = (id: string) => `/api/files/${id}`;
