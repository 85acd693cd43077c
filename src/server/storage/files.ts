import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { files } from "../db/schema";
import { isUuid } from "../lib/ids";

export type StoredFile = { id: string; contentType: string; data: Buffer };

export async function saveFile(
  db: Database,
  input: { userId: string; purpose: string; contentType: string; data: Buffer },
): Promise<string> {
  const id = randomUUID();
  await db.insert(files).values({ id, byteSize: input.data.byteLength, ...input });
  return id;
}

/** A file of this user's, or undefined: another user's id behaves as not found. */
export async function findOwnFile(db: Database, userId: string, id: string): Promise<StoredFile | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ id: files.id, contentType: files.contentType, data: files.data })
    .from(files)
    .where(and(eq(files.id, id), eq(files.userId, userId)));
  return row;
}

export const fileUrl = (id: string) => `/api/files/${id}`;
