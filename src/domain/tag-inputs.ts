// A tag as the API takes and gives it, apart from the rules in ./tags.ts: the app's list of
// applications needs those rules at once, and these schemas only where tags are managed.
import { z } from "zod";
import { tagColors, tagLimits, tagMessages } from "./tags";
import { plainString } from "./text";

const tagName = plainString("Name", tagMessages.name)
  .trim()
  .min(1, { error: tagMessages.name })
  .max(tagLimits.name, { error: tagMessages.nameTooLong });

const tagColor = z.enum(tagColors, { error: tagMessages.color });

export const createTagInput = z.strictObject({ name: tagName, color: tagColor });
export type CreateTagInput = z.input<typeof createTagInput>;

export const updateTagInput = z
  .strictObject({ name: tagName, color: tagColor })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: "Nothing to change" });
export type UpdateTagInput = z.input<typeof updateTagInput>;

export const tagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.enum(tagColors),
  applications: z.number().int().meta({ description: "How many of the user's applications have it" }),
});
export type Tag = z.infer<typeof tagSchema>;

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Tags as lists show them: by name, as a person sorts (case aside, 2 before 10). */
export function byTagName<T extends { name: string }>(a: T, b: T): number {
  return collator.compare(a.name, b.name);
}
