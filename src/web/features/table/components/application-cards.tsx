import type { Row } from "@tanstack/react-table";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { memo, useCallback, useLayoutEffect, useRef, useState } from "react";
import type { Application } from "@/domain/application-schemas";
import { localToday } from "@/domain/dates";
import { Checkbox } from "@/web/components/ui/checkbox";
import { CompanyMark } from "@/web/entities/application/components/company-mark";
import { formatDay, formatDaysAgo } from "@/web/entities/application/lib/dates";
import { useTags } from "@/web/entities/tag/api/tags";
import { TagChip, tagsOf } from "@/web/entities/tag/components/tag-chip";
import { useTableActions } from "../lib/table-actions";
import { ArchivedMark, RowActions, SalaryCell, StatusCell } from "./cells";
import type { Features } from "./columns";

/**
 * A card and the gap below it; cards have a fixed height so none needs measuring. It holds
 * a line for the source whether or not the application has one.
 */
const cardHeight = 160;
const cardGap = 12;

type CardsProps = {
  rows: Row<Features, Application>[];
  selection: Record<string, boolean>;
};

/**
 * Phones (up to 767 px): one card per application, virtualised against the page's own
 * scroll so a touch scroll moves the whole page as usual. Text fields are edited in the
 * dialog (a tap on the company or job title); status changes from the badge.
 */
export const ApplicationCards = memo(function ApplicationCards({ rows, selection }: CardsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => cardHeight + cardGap,
    overscan: 4,
    scrollMargin,
    getItemKey: useCallback((index: number) => rows[index]?.id ?? index, [rows]),
  });

  return (
    <ul
      ref={listRef}
      aria-label="Applications"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <ApplicationCard
            key={row.id}
            row={row}
            position={item.index + 1}
            count={rows.length}
            top={item.start - scrollMargin}
            selected={selection[row.id] === true}
          />
        );
      })}
    </ul>
  );
});

const ApplicationCard = memo(function ApplicationCard({
  row,
  position,
  count,
  top,
  selected,
}: {
  row: Row<Features, Application>;
  position: number;
  count: number;
  top: number;
  selected: boolean;
}) {
  const { openEdit } = useTableActions();
  const application = row.original;
  return (
    <li
      aria-posinset={position}
      aria-setsize={count}
      aria-label={`${application.company}, ${application.jobTitle}`}
      data-selected={selected || undefined}
      className="absolute top-0 left-0 flex w-full flex-col gap-3 rounded-xl border border-border bg-surface p-4 data-selected:border-primary/50 data-selected:bg-[#1d1c26]"
      style={{ height: cardHeight, transform: `translateY(${top}px)` }}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          checked={selected}
          onCheckedChange={(value) => row.toggleSelected(value === true)}
          aria-label={`Select ${application.company}, ${application.jobTitle}`}
          // A 20 px box with a 44 px touch target around it.
          className="relative mt-1.5 after:absolute after:-inset-3 after:content-['']"
        />
        <CompanyMark name={application.company} logoUrl={application.companyLogoUrl} className="size-9" />
        <button
          type="button"
          onClick={() => openEdit(application)}
          aria-label={`Edit application at ${application.company}, ${application.jobTitle}`}
          className="flex min-w-0 flex-1 flex-col rounded-md text-left focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="flex min-w-0 items-center gap-2">
            <span className="truncate font-medium">{application.company}</span>
            {application.archivedAt ? <ArchivedMark /> : null}
          </span>
          <span className="truncate text-sm text-muted">{application.jobTitle}</span>
        </button>
        <div className="-mt-1 -mr-2">
          <RowActions application={application} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-3">
        <StatusCell application={application} />
        {/* Only a salary the user has: a bare "N/A" on every card reads as noise. */}
        {application.salaryOffered === null ? null : (
          <p className="text-sm">
            <span className="text-subtle">Salary</span> <SalaryCell application={application} />
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1 text-xs text-subtle">
        <div className="flex items-end justify-between gap-3">
          <p className="shrink-0">
            Applied <span className="text-muted">{formatDay(application.applicationDate)}</span>
          </p>
          {application.statusDate === null ? (
            <p className="min-w-0 truncate text-right">Changed on a day not known</p>
          ) : (
            <p className="min-w-0 truncate text-right" title={formatDay(application.statusDate)}>
              Changed {formatDaysAgo(application.statusDate, localToday())}
            </p>
          )}
        </div>
        {/* The source and tags have a line of their own, so the source never shrinks to a
            letter beside the dates; the card's height stays one. */}
        {application.source || application.tagIds.length > 0 ? (
          <div className="flex min-w-0 items-center justify-between gap-3">
            {application.source ? (
              <p className="min-w-0 truncate" title={application.source}>
                Source <span className="text-muted">{application.source}</span>
              </p>
            ) : (
              <span />
            )}
            <CardTags tagIds={application.tagIds} />
          </div>
        ) : null}
      </div>
    </li>
  );
});

/** A card's tags: the first, and how many more (all of them named for screen readers). */
function CardTags({ tagIds }: { tagIds: string[] }) {
  const { tags } = useTags();
  const own = tagsOf(tagIds, tags);
  if (own.length === 0) return null;
  return (
    <p className="flex min-w-0 shrink items-center gap-1">
      <span className="sr-only">Tags: {own.map((tag) => tag.name).join(", ")}</span>
      <TagChip tag={own[0]!} className="max-w-32 py-0 leading-4" aria-hidden />
      {own.length > 1 ? (
        <span aria-hidden className="shrink-0 text-muted">
          +{own.length - 1}
        </span>
      ) : null}
    </p>
  );
}
