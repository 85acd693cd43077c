// A user's documents: uploaded once, attached to any of their applications, renamed,
// detached, deleted with their bytes. Every query is scoped by user id; another user's
// document or application behaves as not found.
import { createReadStream } from "node:fs";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { fileTypeFromFile } from "file-type";
import {
  type Document,
  type DocumentKind,
  type DocumentType,
  documentKindSchema,
  documentMessages,
  documentName,
  documentTypes,
  extensionOf,
  forbiddenExtensions,
  maxDocumentBytes,
  renamedDocument,
  typeForName,
  type UpdateDocumentInput,
} from "@/domain/documents";
import type { Database, Transaction } from "../db/client";
import { applicationDocuments, applications, documents, files } from "../db/schema";
import { AppError, notFound } from "../errors";
import { isUuid } from "../lib/ids";
import type { Files, StoredFile } from "../storage/files";
import { type ReceivedUpload, receiveUpload } from "../storage/upload";

const invalid = (message: string, field = "file") =>
  new AppError("VALIDATION_ERROR", message, { [field]: message });

/** What file-type calls each allowed type (an old Word file is a Compound File Binary). */
const detectedTypes: Record<string, DocumentType> = {
  pdf: "pdf",
  cfb: "doc",
  docx: "docx",
  odt: "odt",
  rtf: "rtf",
  png: "png",
  jpg: "jpeg",
};

/**
 * Whether a file with no binary signature is plain text: valid UTF-8 with no NUL, and not
 * markup (an HTML page or an SVG with a script stays out even when named .txt).
 */
async function isPlainText(path: string): Promise<boolean> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let start = "";
  try {
    for await (const chunk of createReadStream(path)) {
      const text = decoder.decode(chunk as Buffer, { stream: true });
      if (text.includes("\u0000")) return false;
      if (start.length < 512) start += text.slice(0, 512);
    }
    decoder.decode();
  } catch {
    return false;
  }
  return !start
    .replace(/^\uFEFF/, "")
    .trimStart()
    .startsWith("<");
}

/**
 * The type a document is, decided by its bytes: its name must be allowed and must say the
 * same type as its contents, or the upload is refused with the reason.
 */
async function documentTypeOf(path: string, name: string): Promise<DocumentType> {
  const extension = extensionOf(name);
  if ((forbiddenExtensions as readonly string[]).includes(extension))
    throw invalid(documentMessages.forbidden);
  const claimed = typeForName(name);
  if (!claimed) throw invalid(documentMessages.invalidType);
  const detected = await fileTypeFromFile(path);
  const actual = detected ? detectedTypes[detected.ext] : (await isPlainText(path)) ? "txt" : undefined;
  if (actual !== claimed) throw invalid(documentMessages.invalidType);
  return actual;
}

const documentFields = {
  id: documents.id,
  name: documents.name,
  kind: documents.kind,
  contentType: files.contentType,
  byteSize: files.byteSize,
  applicationCount: sql<number>`(select count(*)::int from ${applicationDocuments} where ${applicationDocuments.documentId} = ${documents.id})`,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
};

type DocumentRow = { kind: string; createdAt: Date; updatedAt: Date } & Omit<
  Document,
  "kind" | "createdAt" | "updatedAt"
>;

const toDocument = (row: DocumentRow): Document => ({
  ...row,
  kind: row.kind as DocumentKind,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The files of the documents that go only with these applications: deleting the
 * applications deletes these documents too, while one that also went elsewhere stays.
 */
export async function documentFilesOnlyWith(
  tx: Transaction,
  userId: string,
  applicationIds: readonly string[],
): Promise<string[]> {
  if (applicationIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ fileId: documents.fileId })
    .from(applicationDocuments)
    .innerJoin(documents, eq(documents.id, applicationDocuments.documentId))
    .where(
      and(
        eq(applicationDocuments.userId, userId),
        inArray(applicationDocuments.applicationId, [...applicationIds]),
        sql`not exists (select 1 from ${applicationDocuments} other where other.document_id = ${documents.id} and other.application_id not in (${sql.join(
          applicationIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`,
      ),
    );
  return rows.map((row) => row.fileId);
}

/** Deletes these files' rows (their documents and attachments go with them). */
export async function deleteFileRows(tx: Transaction, userId: string, fileIds: readonly string[]) {
  if (fileIds.length === 0) return;
  await tx.delete(files).where(and(eq(files.userId, userId), inArray(files.id, [...fileIds])));
}

export type Documents = ReturnType<typeof createDocuments>;

export function createDocuments({ db, files: storedFiles }: { db: Database; files: Files }) {
  async function ownApplication(userId: string, applicationId: string) {
    if (!isUuid(applicationId)) throw notFound();
    const [row] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
    if (!row) throw notFound();
  }

  async function findOne(userId: string, documentId: string): Promise<Document> {
    if (!isUuid(documentId)) throw notFound();
    const [row] = await db
      .select(documentFields)
      .from(documents)
      .innerJoin(files, eq(files.id, documents.fileId))
      .where(and(eq(documents.id, documentId), eq(documents.userId, userId)));
    if (!row) throw notFound();
    return toDocument(row);
  }

  return {
    /**
     * Reads an upload for one of the user's applications and keeps it as a document
     * attached to it. The application is checked before a byte of the body is read.
     */
    async upload(userId: string, applicationId: string, request: Request): Promise<Document> {
      await ownApplication(userId, applicationId);
      const upload: ReceivedUpload = await receiveUpload(request, {
        fileField: "file",
        textFields: ["kind"],
        maxFileBytes: maxDocumentBytes,
        messages: { tooLarge: documentMessages.tooLarge, missingFile: documentMessages.missingFile },
        scratch: storedFiles.scratch,
      });
      try {
        const kind = documentKindSchema.safeParse(upload.fields.kind ?? "other");
        if (!kind.success) throw invalid(documentMessages.invalidKind, "kind");
        const name = documentName(upload.name);
        if (upload.byteSize === 0) throw invalid(documentMessages.emptyFile);
        const type = await documentTypeOf(upload.path, name);
        const documentId = await storedFiles.store(
          {
            userId,
            purpose: "document",
            contentType: documentTypes[type].contentType,
            byteSize: upload.byteSize,
            body: createReadStream(upload.path),
          },
          async (tx, fileId) => {
            const [created] = await tx
              .insert(documents)
              .values({ userId, fileId, name, kind: kind.data })
              .returning({ id: documents.id });
            if (!created) throw new Error("the document row was not written");
            // The application may have been deleted while the bytes were on their way.
            await tx.insert(applicationDocuments).values({ applicationId, documentId: created.id, userId });
            return created.id;
          },
        );
        return findOne(userId, documentId);
      } finally {
        await upload.discard();
      }
    },

    async listForApplication(userId: string, applicationId: string): Promise<Document[]> {
      await ownApplication(userId, applicationId);
      const rows = await db
        .select(documentFields)
        .from(applicationDocuments)
        .innerJoin(documents, eq(documents.id, applicationDocuments.documentId))
        .innerJoin(files, eq(files.id, documents.fileId))
        .where(
          and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.userId, userId)),
        )
        .orderBy(desc(applicationDocuments.createdAt), desc(documents.id));
      return rows.map(toDocument);
    },

    /** The user's library: every document, newest first. */
    async library(userId: string): Promise<Document[]> {
      const rows = await db
        .select(documentFields)
        .from(documents)
        .innerJoin(files, eq(files.id, documents.fileId))
        .where(eq(documents.userId, userId))
        .orderBy(desc(documents.createdAt), desc(documents.id));
      return rows.map(toDocument);
    },

    /** Attaches one of the user's documents to one of their applications; again is no change. */
    async attach(userId: string, applicationId: string, documentId: string): Promise<Document> {
      await ownApplication(userId, applicationId);
      await findOne(userId, documentId);
      await db
        .insert(applicationDocuments)
        .values({ applicationId, documentId, userId })
        .onConflictDoNothing();
      return findOne(userId, documentId);
    },

    /** Takes a document off an application; the document stays in the library. */
    async detach(userId: string, applicationId: string, documentId: string): Promise<void> {
      if (!isUuid(applicationId) || !isUuid(documentId)) throw notFound();
      const removed = await db
        .delete(applicationDocuments)
        .where(
          and(
            eq(applicationDocuments.applicationId, applicationId),
            eq(applicationDocuments.documentId, documentId),
            eq(applicationDocuments.userId, userId),
          ),
        )
        .returning({ documentId: applicationDocuments.documentId });
      if (removed.length === 0) throw notFound();
    },

    /** A new name keeps to its type (see renamedDocument); a new kind is any of them. */
    async update(userId: string, documentId: string, input: UpdateDocumentInput): Promise<Document> {
      if (!isUuid(documentId)) throw notFound();
      let name: string | undefined;
      if (input.name !== undefined) {
        const [row] = await db
          .select({ contentType: files.contentType })
          .from(documents)
          .innerJoin(files, eq(files.id, documents.fileId))
          .where(and(eq(documents.id, documentId), eq(documents.userId, userId)));
        if (!row) throw notFound();
        const renamed = renamedDocument(input.name, row.contentType);
        if ("error" in renamed) throw invalid(renamed.error, "name");
        name = renamed.name;
      }
      const updated = await db
        .update(documents)
        .set({
          ...(name === undefined ? {} : { name }),
          ...(input.kind === undefined ? {} : { kind: input.kind }),
          updatedAt: new Date(),
        })
        .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
        .returning({ id: documents.id });
      if (updated.length === 0) throw notFound();
      return findOne(userId, documentId);
    },

    /** Deletes the document from every application it went with, and its bytes. */
    async remove(userId: string, documentId: string): Promise<void> {
      if (!isUuid(documentId)) throw notFound();
      const [row] = await db
        .select({ fileId: documents.fileId })
        .from(documents)
        .where(and(eq(documents.id, documentId), eq(documents.userId, userId)));
      if (!row) throw notFound();
      await db.transaction((tx) => deleteFileRows(tx, userId, [row.fileId]));
      await storedFiles.forget([row.fileId]);
    },

    /** The document's bytes with its name, for a download. */
    async content(userId: string, documentId: string): Promise<StoredFile & { name: string }> {
      if (!isUuid(documentId)) throw notFound();
      const [row] = await db
        .select({ fileId: documents.fileId, name: documents.name })
        .from(documents)
        .where(and(eq(documents.id, documentId), eq(documents.userId, userId)));
      if (!row) throw notFound();
      const file = await storedFiles.findOwn(userId, row.fileId);
      if (!file) throw notFound();
      return { ...file, name: row.name };
    },
  };
}
