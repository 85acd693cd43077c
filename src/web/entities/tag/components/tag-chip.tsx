import type { Tag } from "@/domain/tag-inputs";
import type { TagColor } from "@/domain/tags";
import { cn } from "@/web/lib/cn";

/**
 * Each tag colour as a dot and a tinted border. The name always shows in the page's own text
 * colour beside it, so it reads on every surface and colour is never the only cue.
 */
const tagColorClasses = {
  blue: { dot: "bg-blue-400", chip: "border-blue-400/40 bg-blue-400/10" },
  green: { dot: "bg-green-400", chip: "border-green-400/40 bg-green-400/10" },
  orange: { dot: "bg-orange-400", chip: "border-orange-400/45 bg-orange-400/10" },
  red: { dot: "bg-red-400", chip: "border-red-400/45 bg-red-400/10" },
  yellow: { dot: "bg-yellow-300", chip: "border-yellow-300/40 bg-yellow-300/10" },
  purple: { dot: "bg-purple-400", chip: "border-purple-400/40 bg-purple-400/10" },
  pink: { dot: "bg-pink-400", chip: "border-pink-400/40 bg-pink-400/10" },
  teal: { dot: "bg-teal-400", chip: "border-teal-400/40 bg-teal-400/10" },
  grey: { dot: "bg-slate-400", chip: "border-slate-400/40 bg-slate-400/10" },
} as const satisfies Record<TagColor, { dot: string; chip: string }>;

export function TagDot({ color, className }: { color: TagColor; className?: string }) {
  return (
    <span aria-hidden className={cn("size-2 shrink-0 rounded-full", tagColorClasses[color].dot, className)} />
  );
}

/** A tag as a small pill: its colour's dot and its name. */
export function TagChip({
  tag,
  className,
  ...props
}: {
  tag: Pick<Tag, "name" | "color">;
  className?: string;
  "aria-hidden"?: boolean;
}) {
  return (
    <span
      {...props}
      className={cn(
        "inline-flex max-w-40 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium text-foreground",
        tagColorClasses[tag.color].chip,
        className,
      )}
    >
      <TagDot color={tag.color} className="size-1.5" />
      <span className="truncate">{tag.name}</span>
    </span>
  );
}

/** An application's tags in the user's order (A to Z), from its ids; an unknown id is skipped. */
export function tagsOf(tagIds: readonly string[], tags: readonly Tag[]): Tag[] {
  return tagIds.length === 0 ? [] : tags.filter((tag) => tagIds.includes(tag.id));
}
