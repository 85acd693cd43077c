import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { documentKinds } from "@/domain/documents";
import { applications } from "./applications";
import { user } from "./auth";
import { files } from "./files";

const kindList = sql.raw(documentKinds.map((kind) => `'${kind}'`).join(", "));

/**
 * A user's document (a resume, a cover letter...): its name and kind. The bytes and their
 * type and size are the file it owns; deleting the file deletes the document.
 */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    fileId: text("file_id")
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("documents_kind_check", sql`${table.kind} in (${kindList})`),
    // Lets attachments reference (document, user) so a document can never go with another
    // user's application.
    unique("documents_id_user_key").on(table.id, table.userId),
    index("documents_user_created_idx").on(table.userId, table.createdAt),
  ],
);

/** Which documents went with which application: one document can go with several. */
export const applicationDocuments = pgTable(
  "application_documents",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    documentId: uuid("document_id").notNull(),
    userId: text("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.documentId] }),
    foreignKey({
      name: "application_documents_document_fk",
      columns: [table.documentId, table.userId],
      foreignColumns: [documents.id, documents.userId],
    }).onDelete("cascade"),
    index("application_documents_document_idx").on(table.documentId),
  ],
);
