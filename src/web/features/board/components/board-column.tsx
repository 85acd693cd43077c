import { useDroppable } from "@dnd-kit/core";
import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import { ArchiveIcon, EllipsisIcon } from "lucide-react";
import { memo, useCallback, useEffect, useId, useMemo, useRef } from "react";
import type { Application } from "@/domain/application-schemas";
import { type ApplicationStatus, statusTone } from "@/domain/applications";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { toneClassNames } from "@/web/entities/application/components/status-badge";
import { useTags } from "@/web/entities/tag/api/tags";
import { TagChip } from "@/web/entities/tag/components/tag-chip";
import { cn } from "@/web/lib/cn";
import { columnRows } from "../lib/board-model";
import { BoardCard, cardHeight, rowHeight } from "./board-card";

/** The padding above a column's first card, used to work out where a pointer points. */
export const listPadding = 8;

export const columnId = (status: ApplicationStatus) => `column:${status}`;

/** What a column's menu does to every card it shows. */
export type ColumnAction = { action: "tag"; tagId: string } | { action: "archive" };

type BoardColumnProps = {
  status: ApplicationStatus;
  cards: Application[];
  /** The id of the card being moved, wherever it is. */
  movingId: string | null;
  /** Where the moving card would land in this column (an index among the others), or null. */
  landingIndex: number | null;
  filtering: boolean;
  today: string;
  onOpen: (application: Application) => void;
  listRef: (status: ApplicationStatus, element: HTMLDivElement | null) => void;
  /** Tags or archives the column's cards (those the filters show), all at once. */
  onColumnAction: (status: ApplicationStatus, action: ColumnAction) => void;
};

/** "this card" or "these 12 cards". */
const cardsText = (count: number) =>
  count === 1 ? "this card" : `these ${count.toLocaleString("en-US")} cards`;

/** A column's actions on all its cards: tag them, or archive them (a finished column's). */
function ColumnMenu({
  status,
  count,
  onAction,
}: {
  status: ApplicationStatus;
  count: number;
  onAction: (action: ColumnAction) => void;
}) {
  const { tags } = useTags();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-6"
          disabled={count === 0}
          aria-label={`Actions for the ${status} column`}
        >
          <EllipsisIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-96 min-w-52 overflow-y-auto">
        {tags.length > 0 ? (
          <>
            <DropdownMenuLabel className="text-xs text-subtle">Tag {cardsText(count)}</DropdownMenuLabel>
            {tags.map((tag) => (
              <DropdownMenuItem key={tag.id} onSelect={() => onAction({ action: "tag", tagId: tag.id })}>
                <TagChip tag={tag} />
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem onSelect={() => onAction({ action: "archive" })}>
          <ArchiveIcon aria-hidden /> Archive {cardsText(count)}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * One stage: its name and count, then its cards in the user's order. Only the cards in view
 * are rendered, so a column of 2,000 costs what a column of 10 does. While a card moves,
 * a dashed slot shows where it would land.
 */
export const BoardColumn = memo(function BoardColumn({
  status,
  cards,
  movingId,
  landingIndex,
  filtering,
  today,
  onOpen,
  listRef,
  onColumnAction,
}: BoardColumnProps) {
  const headingId = useId();
  const scroller = useRef<HTMLDivElement | null>(null);
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status), data: { status } });

  const rows = useMemo(() => columnRows(cards, movingId, landingIndex), [cards, landingIndex, movingId]);

  const movingRow = movingId
    ? rows.findIndex((row) => row.kind === "card" && row.application.id === movingId)
    : -1;
  const placeholderRow = rows.findIndex((row) => row.kind === "placeholder");

  // The moving card stays rendered while it is scrolled away: dnd-kit holds on to its node.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (movingRow >= 0 && !indexes.includes(movingRow))
        return [...indexes, movingRow].sort((a, b) => a - b);
      return indexes;
    },
    [movingRow],
  );
  const getItemKey = useCallback(
    (index: number) => {
      const row = rows[index];
      return !row || row.kind === "placeholder" ? "placeholder" : row.application.id;
    },
    [rows],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    getItemKey,
    rangeExtractor,
    overscan: 4,
    paddingStart: listPadding,
    paddingEnd: listPadding,
  });

  // Keep the landing slot in view as the keyboard moves it down a long column.
  useEffect(() => {
    if (placeholderRow >= 0) virtualizer.scrollToIndex(placeholderRow, { align: "auto" });
  }, [placeholderRow, virtualizer]);

  const tone = toneClassNames[statusTone[status]];
  const count = cards.length;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex w-64 shrink-0 flex-col rounded-(--radius-card) border border-border bg-surface/60 xl:w-auto xl:min-w-0 xl:flex-1",
        isOver && "border-primary/50 bg-surface",
      )}
    >
      <header className="flex items-center justify-between gap-1.5 border-b border-border py-2.5 pr-1.5 pl-3">
        <h3
          id={headingId}
          // The count badge beside the heading is for the eye; the heading says it in words.
          aria-label={`${status}, ${count === 1 ? "1 application" : `${count.toLocaleString("en-US")} applications`}`}
          className="flex min-w-0 items-center gap-1.5 text-sm font-semibold"
        >
          <span aria-hidden className={cn("size-2 shrink-0 rounded-full", tone.dot)} />
          <span className="truncate">{status}</span>
        </h3>
        <div className="flex shrink-0 items-center gap-0.5">
          <span
            aria-hidden
            className="rounded-full bg-surface-raised px-1.5 py-0.5 text-xs text-muted tabular-nums"
          >
            {count.toLocaleString("en-US")}
          </span>
          <ColumnMenu status={status} count={count} onAction={(action) => onColumnAction(status, action)} />
        </div>
      </header>
      <div
        ref={(element) => {
          scroller.current = element;
          setNodeRef(element);
          listRef(status, element);
        }}
        data-board-list={status}
        className="relative h-[max(24rem,calc(100dvh-22rem))] overflow-y-auto overscroll-contain px-1.5"
      >
        {rows.length === 0 ? (
          <p className="mt-2 rounded-xl border border-dashed border-border px-3 py-6 text-center text-xs text-subtle">
            {filtering ? "None match the filters" : "No applications"}
          </p>
        ) : (
          <ul aria-labelledby={headingId} className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <li
                  key={item.key}
                  className="absolute inset-x-0"
                  style={{ top: item.start, height: cardHeight }}
                  aria-hidden={row.kind === "placeholder" ? true : undefined}
                  // Only the cards in view are in the page: say where each sits in the whole column.
                  aria-setsize={row.kind === "card" ? count : undefined}
                  aria-posinset={
                    row.kind === "card"
                      ? item.index + 1 - (placeholderRow >= 0 && placeholderRow < item.index ? 1 : 0)
                      : undefined
                  }
                >
                  {row.kind === "placeholder" ? (
                    <div className="h-full rounded-xl border-2 border-dashed border-primary/60 bg-primary/5" />
                  ) : (
                    <BoardCard
                      application={row.application}
                      today={today}
                      moving={row.application.id === movingId}
                      onOpen={onOpen}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
});
