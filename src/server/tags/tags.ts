// A user's tags, and which of their applications have them. Every read and write is scoped
// to the user: another user's tag or application is not found. An application's own tags
// are written with it (src/server/applications/applications.ts) through `setApplicationTags`.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { errorMessages } from "@/domain/errors";
import { byTagName, type CreateTagInput, type Tag, type UpdateTagInput } from "@/domain/tag-inputs";
import { type TagColor, tagLimits, tagMessages } from "@/domain/tags";
import type { Database, Transaction } from "../db/client";
import { applicationTags, tags } from "../db/schema";
import { AppError, notFound } from "../errors";
import { csvOf } from "../exports/csv";
import { isUuid } from "../lib/ids";
import type { DataExportFile } from "../privacy/export-file";

const unknownTag = (field = "tagIds") =>
  new AppError("VALIDATION_ERROR", errorMessages.VALIDATION_ERROR, { [field]: tagMessages.unknownTag });

/** A tag as the API gives it: with how many of the user's applications have it. */
const tagColumns = {
  id: tags.id,
  name: tags.name,
  color: tags.color,
  applications: sql<number>`(select count(*)::int from ${applicationTags} where ${applicationTags.tagId} = ${tags.id})`,
};

/** The colour column holds only known colours (a check constraint). */
const toTag = (row: { id: string; name: string; color: string; applications: number }): Tag => ({
  ...row,
  color: row.color as TagColor,
});

/** The user's tags by name, each with how many of their applications have it. */
export async function listTags(db: Database | Transaction, userId: string): Promise<Tag[]> {
  const rows = await db.select(tagColumns).from(tags).where(eq(tags.userId, userId));
  return rows.map(toTag).sort(byTagName);
}

/** The tags the user manages by name and colour, as the routes call them. */
export function createTags(db: Database) {
  return {
    list: (userId: string) => listTags(db, userId),

    create: (userId: string, input: CreateTagInput): Promise<Tag> =>
      db.transaction(async (tx) => {
        // One user's tag writes take turns, so two at once cannot both pass the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tags:' || ${userId}))`);
        const [{ value }] = (await tx
          .select({ value: count() })
          .from(tags)
          .where(eq(tags.userId, userId))) as [{ value: number }];
        if (value >= tagLimits.perUser) throw new AppError("VALIDATION_ERROR", tagMessages.tooMany);
        const [created] = await tx
          .insert(tags)
          .values({ userId, name: input.name, color: input.color })
          .returning(tagColumns);
        return toTag(created!);
      }),

    async update(userId: string, id: string, input: UpdateTagInput): Promise<Tag> {
      if (!isUuid(id)) throw notFound();
      const [updated] = await db
        .update(tags)
        .set(input)
        .where(and(eq(tags.id, id), eq(tags.userId, userId)))
        .returning(tagColumns);
      if (!updated) throw notFound();
      return toTag(updated);
    },

    /** Deletes the tag; the applications that had it keep everything else. */
    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound();
      const deleted = await db
        .delete(tags)
        .where(and(eq(tags.id, id), eq(tags.userId, userId)))
        .returning({ id: tags.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}

export type Tags = ReturnType<typeof createTags>;

/** Refuses tag ids that are not the user's (another user's tag is as unknown as none). */
async function checkTagsAreUsers(tx: Transaction, userId: string, tagIds: string[], field: string) {
  if (tagIds.length === 0) return;
  const found = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.userId, userId), inArray(tags.id, tagIds)));
  if (found.length !== tagIds.length) throw unknownTag(field);
}

/**
 * Gives one of the user's applications exactly these tags (the caller has found it is the
 * user's). Only the difference is written, so an unchanged set stamps nothing.
 */
export async function setApplicationTags(
  tx: Transaction,
  userId: string,
  applicationId: string,
  tagIds: string[],
): Promise<void> {
  await checkTagsAreUsers(tx, userId, tagIds, "tagIds");
  const current = (
    await tx
      .select({ tagId: applicationTags.tagId })
      .from(applicationTags)
      .where(eq(applicationTags.applicationId, applicationId))
  ).map((row) => row.tagId);
  const removed = current.filter((id) => !tagIds.includes(id));
  const added = tagIds.filter((id) => !current.includes(id));
  if (removed.length > 0)
    await tx
      .delete(applicationTags)
      .where(and(eq(applicationTags.applicationId, applicationId), inArray(applicationTags.tagId, removed)));
  if (added.length > 0)
    await tx.insert(applicationTags).values(added.map((tagId) => ({ applicationId, tagId, userId })));
}

/**
 * Puts one tag on, or takes it off, many of the user's applications (the caller has found
 * they are the user's). An application over the limit of tags refuses the whole action.
 */
export async function tagApplications(
  tx: Transaction,
  userId: string,
  applicationIds: string[],
  tagId: string,
  action: "tag" | "untag",
): Promise<void> {
  await checkTagsAreUsers(tx, userId, [tagId], "tagId");
  if (action === "untag") {
    await tx
      .delete(applicationTags)
      .where(and(eq(applicationTags.tagId, tagId), inArray(applicationTags.applicationId, applicationIds)));
    return;
  }
  const [full] = await tx
    .select({ applicationId: applicationTags.applicationId })
    .from(applicationTags)
    .where(inArray(applicationTags.applicationId, applicationIds))
    .groupBy(applicationTags.applicationId)
    .having(
      sql`count(*) >= ${tagLimits.perApplication} and not bool_or(${applicationTags.tagId} = ${tagId}::uuid)`,
    )
    .limit(1);
  if (full) throw new AppError("VALIDATION_ERROR", tagMessages.tooManyOnApplication);
  await tx
    .insert(applicationTags)
    .values(applicationIds.map((applicationId) => ({ applicationId, tagId, userId })))
    .onConflictDoNothing();
}

export const tagsExportFile = (db: Database): DataExportFile => ({
  name: "tags.csv",
  says: "your tags, their colours and how many applications have each",
  carries: [tags],
  content: async (userId) =>
    csvOf(
      [
        ["id", "Tag id"],
        ["name", "Name"],
        ["color", "Colour"],
        ["applications", "Applications"],
      ],
      [await listTags(db, userId)],
    ),
});
