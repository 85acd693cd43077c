// Tags: the user's own labels for applications ("remote", "dream job", "via Anna"), each
// with a colour, several on one application; and the archive, where an application the user
// is done with goes out of the way without being deleted. The same for the server and the
// web app.
import { z } from "zod";

/** The colours a tag can have; the tag's name always shows beside its colour. */
export const tagColors = [
  "blue",
  "green",
  "orange",
  "red",
  "yellow",
  "purple",
  "pink",
  "teal",
  "grey",
] as const;
export type TagColor = (typeof tagColors)[number];

/** The colour a new tag gets when none is chosen: the next in turn after the user's `count` tags. */
export const nextTagColor = (count: number): TagColor => tagColors[count % tagColors.length]!;

export const tagLimits = {
  name: 40,
  /** Enough for any way of sorting one's search; a list to choose from stays short. */
  perUser: 100,
  perApplication: 20,
} as const;

export const tagMessages = {
  name: "Name the tag",
  nameTooLong: `Keep the tag's name under ${tagLimits.name} characters`,
  color: `Choose one of the colours: ${tagColors.join(", ")}`,
  duplicate: "You already have a tag with this name.",
  tooMany: `You can have up to ${tagLimits.perUser} tags. Delete one you no longer use first.`,
  tooManyOnApplication: `An application can have up to ${tagLimits.perApplication} tags.`,
  unknownTag: "This tag does not exist any more. Reload the page to see your tags.",
  created: "Tag created",
  saved: "Tag saved",
  deleted: "Tag deleted",
  archived: "Application archived",
  unarchived: "Application restored from the archive",
} as const;

/** An application's tags as it is written: the whole set, each id once. */
export const tagIdsInput = z
  .array(z.uuid({ error: tagMessages.unknownTag }), { error: "tagIds must be a list of tag ids" })
  .max(tagLimits.perApplication, { error: tagMessages.tooManyOnApplication })
  .transform((ids) => [...new Set(ids)]);

/**
 * Which applications a list shows by the archive: those not archived (the default view and
 * the board), every one (a search that looks in the archive too), or the archive alone.
 */
export const archiveFilters = ["exclude", "include", "only"] as const;
export type ArchiveFilter = (typeof archiveFilters)[number];

export function matchesArchiveFilter(archivedAt: string | null, filter: ArchiveFilter): boolean {
  if (filter === "include") return true;
  return filter === "only" ? archivedAt !== null : archivedAt === null;
}
