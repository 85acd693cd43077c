import { useDraggable } from "@dnd-kit/core";
import { CalendarIcon, ClockIcon, GhostIcon, PencilIcon } from "lucide-react";
import { type CSSProperties, memo, useMemo } from "react";
import type { Application } from "@/domain/application-schemas";
import { daysBetween } from "@/domain/dates";
import type { Tag } from "@/domain/tag-inputs";
import { CompanyMark } from "@/web/entities/application/components/company-mark";
import { GhostedMenu, useGhostedDays } from "@/web/entities/application/components/ghosted-menu";
import { formatDay, formatShortDay } from "@/web/entities/application/lib/dates";
import { useTags } from "@/web/entities/tag/api/tags";
import { TagDot, tagsOf } from "@/web/entities/tag/components/tag-chip";
import { cn } from "@/web/lib/cn";

/** Cards have one height, so a column can be virtualised and a drop point worked out. */
export const cardHeight = 120;
const cardGap = 8;
export const rowHeight = cardHeight + cardGap;

function sinceText(days: number | null): string {
  if (days === null) return "day of the last change not recorded";
  if (days <= 0) return "changed today";
  return days === 1
    ? "1 day since the last change"
    : `${days.toLocaleString("en-US")} days since the last change`;
}

/** Days the card has sat in its column, or null when the last change's date is not known. */
function daysSinceChange(application: Application, today: string): number | null {
  return application.statusDate === null ? null : Math.max(0, daysBetween(application.statusDate, today));
}

function cardLabel(
  application: Application,
  today: string,
  ghosted: number | null,
  tagNames: string[],
): string {
  const since = sinceText(daysSinceChange(application, today));
  const quiet = ghosted === null ? "" : `, ghosted: no answer for ${ghosted.toLocaleString("en-US")} days`;
  const tagged = tagNames.length > 0 ? `, tagged ${tagNames.join(", ")}` : "";
  return `${application.jobTitle} at ${application.company}, applied ${formatDay(application.applicationDate)}, ${since}${quiet}${tagged}`;
}

/** A card's own tags, A to Z; the same list while neither they nor the user's tags change. */
export function useCardTags(application: Application): Tag[] {
  const { tags } = useTags();
  return useMemo(() => tagsOf(application.tagIds, tags), [application.tagIds, tags]);
}

/** The card's tags as dots (their names on hover and in the card's label): a card has one height. */
function CardTags({ own }: { own: readonly Tag[] }) {
  if (own.length === 0) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-0.5" title={own.map((tag) => tag.name).join(", ")}>
      {own.slice(0, 4).map((tag) => (
        <TagDot key={tag.id} color={tag.color} />
      ))}
      {own.length > 4 ? <span className="text-[0.65rem] text-muted">+{own.length - 4}</span> : null}
    </span>
  );
}

/** What a card shows: the company's mark and name, the position, when it was sent, how long it has sat. */
export const BoardCardFace = memo(function BoardCardFace({
  application,
  tags,
  today,
  lifted = false,
}: {
  application: Application;
  /** The card's own tags, A to Z. */
  tags: readonly Tag[];
  today: string;
  /** The card in the user's hand (drawn over the board): its ghost is a mark, not a menu. */
  lifted?: boolean;
}) {
  const days = daysSinceChange(application, today);
  const ghosted = useGhostedDays(application);
  return (
    <div
      className={cn(
        "flex h-(--card-height) flex-col gap-1.5 rounded-xl border border-border bg-surface-raised p-2.5 text-left",
        lifted && "rotate-1 border-primary/60 shadow-2xl shadow-black/50 ring-2 ring-primary/40",
      )}
      style={{ "--card-height": `${cardHeight}px` } as CSSProperties}
    >
      {/* The name is what the user scans a column for: up to two lines, the whole width
          (the Edit button shows over its end only while pointed at or focused). */}
      <div className="flex min-w-0 items-start gap-2">
        <CompanyMark
          name={application.company}
          logoUrl={application.companyLogoUrl}
          className="size-6 text-[0.6rem]"
        />
        <p
          className="line-clamp-2 text-sm leading-[1.125rem] font-semibold break-words"
          title={application.company}
        >
          {application.company}
        </p>
      </div>
      <p className="line-clamp-2 text-xs leading-4 text-muted" title={application.jobTitle}>
        {application.jobTitle}
      </p>
      <div className="mt-auto flex items-center justify-between gap-2 text-xs text-muted">
        <span className="inline-flex min-w-0 items-center gap-1" title="Application date">
          <CalendarIcon aria-hidden className="size-3.5 shrink-0 text-subtle" />
          <span className="truncate">{formatShortDay(application.applicationDate, today)}</span>
        </span>
        <CardTags own={tags} />
        {ghosted === null ? (
          <span className="inline-flex shrink-0 items-center gap-1 tabular-nums" title={sinceText(days)}>
            <ClockIcon aria-hidden className="size-3.5 text-subtle" />
            {days === null ? "—" : `${days.toLocaleString("en-US")}d`}
          </span>
        ) : (
          // On the board the menu beside the card covers this mark (a button cannot sit in the
          // card, which is one); the lifted card shows the mark.
          <span
            className={cn(
              "inline-flex shrink-0 items-center gap-1 px-1.5 font-medium text-orange-peel tabular-nums",
              !lifted && "invisible",
            )}
            title={`Ghosted: no answer for ${ghosted.toLocaleString("en-US")} days`}
          >
            <GhostIcon aria-hidden className="size-3.5" />
            {ghosted.toLocaleString("en-US")}d
          </span>
        )}
      </div>
    </div>
  );
});

type BoardCardProps = {
  application: Application;
  today: string;
  /** This card is the one being moved: its place shows as an outline until it lands. */
  moving: boolean;
  onOpen: (application: Application) => void;
};

/**
 * A card the user can pick up (mouse, touch, or Space/Enter) or open (click). Its Edit
 * button sits beside it, not inside it: a button inside a draggable button is not allowed.
 */
export const BoardCard = memo(function BoardCard({ application, today, moving, onOpen }: BoardCardProps) {
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: application.id,
    attributes: { roleDescription: "application card" },
  });
  const ghosted = useGhostedDays(application);
  const own = useCardTags(application);
  return (
    <div className="group relative">
      {/* biome-ignore-start lint/a11y/useSemanticElements: a <button> would also open the card on the Enter and Space that pick it up. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: dnd-kit's listeners handle the keys (Space or Enter picks the card up); the Edit button beside it opens it from the keyboard. */}
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        role="button"
        tabIndex={0}
        data-card-id={application.id}
        aria-label={cardLabel(
          application,
          today,
          ghosted,
          own.map((tag) => tag.name),
        )}
        onClick={() => onOpen(application)}
        className={cn(
          "cursor-grab touch-manipulation rounded-xl outline-none transition-colors hover:[&>div]:border-border-strong focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          moving && "cursor-grabbing opacity-40 [&>div]:border-dashed [&>div]:border-primary/60",
        )}
      >
        <BoardCardFace application={application} tags={own} today={today} />
      </div>
      {/* biome-ignore-end lint/a11y/useSemanticElements: the card above */}
      <button
        type="button"
        aria-label={`Edit ${application.jobTitle} at ${application.company}`}
        onClick={() => onOpen(application)}
        className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-md bg-surface-raised text-subtle opacity-0 transition-opacity hover:bg-surface hover:text-foreground focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none group-hover:opacity-100"
      >
        <PencilIcon aria-hidden className="size-3.5" />
      </button>
      {/* Follow up, withdraw or keep waiting, where the card shows the ghost. */}
      <div className="absolute right-1.5 bottom-1.5">
        <GhostedMenu application={application} compact />
      </div>
    </div>
  );
});
