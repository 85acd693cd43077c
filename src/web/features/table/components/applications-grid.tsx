import { type Cell, FlexRender, type ReactTable, type Row } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { memo, useCallback, useRef } from "react";
import type { Application } from "@/domain/application-schemas";
import { cn } from "@/web/lib/cn";
import type { Features } from "./columns";

/** Every row is this tall (h-14), so the virtualiser never has to measure one. */
const gridRowHeight = 56;

/** The two leading columns stay in view while the table scrolls sideways. */
const stickyOffsets: Record<string, string> = { select: "0rem", company: "2.75rem" };

type GridProps = {
  table: ReactTable<Features, Application>;
  rows: Row<Features, Application>[];
  selection: Record<string, boolean>;
};

/**
 * The desktop table: a sticky header and only the rows in view (plus a few either side),
 * so 10,000 applications scroll as smoothly as ten. The table is laid out as CSS grid, the
 * only layout that holds absolutely placed rows; aria-rowcount and aria-rowindex tell
 * assistive technology where each rendered row sits in the whole list.
 */
export const ApplicationsGrid = memo(function ApplicationsGrid({ table, rows, selection }: GridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => gridRowHeight,
    overscan: 8,
    getItemKey: useCallback((index: number) => rows[index]?.id ?? index, [rows]),
    // The first drawing already has rows: the table is never taller than the window, and
    // the real height, measured once the table is on the page, only trims them.
    initialRect: { width: 0, height: typeof window === "undefined" ? 0 : window.innerHeight },
  });

  const visibleColumns = table.getVisibleLeafColumns();
  const template = visibleColumns.map((column) => column.columnDef.meta?.track).join(" ");
  const minWidth = `${visibleColumns.reduce((sum, column) => sum + (column.columnDef.meta?.minRem ?? 0), 0)}rem`;
  const columnsKey = visibleColumns.map((column) => column.id).join(",");
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  return (
    <div
      ref={scrollRef}
      className="relative max-h-[calc(100dvh-16rem)] overflow-auto overscroll-contain rounded-xl border border-border bg-surface"
    >
      <table
        aria-label="Applications"
        aria-rowcount={rows.length + 1}
        className="grid border-collapse text-left"
        style={{ minWidth }}
      >
        <thead className="sticky top-0 z-20 grid">
          <tr
            aria-rowindex={1}
            className="grid h-11 items-center border-b border-border bg-surface-raised text-xs font-medium tracking-wide text-subtle uppercase"
            style={{ gridTemplateColumns: template }}
          >
            {headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const meta = header.column.columnDef.meta;
              const sticky = stickyOffsets[header.column.id];
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  className={cn(
                    "flex h-full min-w-0 items-center px-3 font-medium",
                    meta?.align === "end" && "justify-end",
                    sticky !== undefined && "sticky z-10 bg-surface-raised",
                  )}
                  style={sticky !== undefined ? { left: sticky } : undefined}
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className={cn(
                        "-mx-1.5 inline-flex min-w-0 items-center gap-1.5 rounded-md px-1.5 py-1 uppercase transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
                        sorted && "text-foreground",
                      )}
                    >
                      <span className="truncate">
                        <FlexRender header={header} />
                      </span>
                      <SortIcon sorted={sorted} />
                    </button>
                  ) : (
                    <FlexRender header={header} />
                  )}
                </th>
              );
            })}
          </tr>
        </thead>

        <tbody className="relative grid" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <GridRow
                key={row.id}
                row={row}
                rowIndex={item.index + 2}
                start={item.start}
                selected={selection[row.id] === true}
                template={template}
                columnsKey={columnsKey}
              />
            );
          })}
        </tbody>
      </table>
      <RowsBelow
        count={rowsBelow(virtualizer.scrollOffset ?? 0, virtualizer.scrollRect?.height ?? 0, rows.length)}
        onShow={() =>
          scrollRef.current?.scrollBy?.({
            top: (virtualizer.scrollRect?.height ?? gridRowHeight) - headerHeight - gridRowHeight,
            behavior: prefersReducedMotion() ? "auto" : "smooth",
          })
        }
      />
    </div>
  );
});

/** The header row's height (h-11). */
const headerHeight = 44;

/** How many rows lie wholly or partly below the table's box, scrolled as it is. */
function rowsBelow(scrollOffset: number, viewportHeight: number, count: number): number {
  if (viewportHeight === 0) return 0;
  const shownWhole = Math.floor((scrollOffset + viewportHeight - headerHeight) / gridRowHeight);
  return Math.max(0, count - shownWhole);
}

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * The table scrolls in its own box (its header stays in view): when rows are below it, a bar
 * at its foot says how many, and a press scrolls to them. Nothing is hidden without a word.
 */
function RowsBelow({ count, onShow }: { count: number; onShow: () => void }) {
  if (count === 0) return null;
  return (
    // No height of its own: it lies over the last rows in view, and going does not move them.
    <div className="pointer-events-none sticky bottom-0 left-0 z-30 h-0">
      <div className="absolute inset-x-0 bottom-0 flex justify-center bg-gradient-to-t from-surface via-surface/80 to-transparent pt-6 pb-2">
        <button
          type="button"
          onClick={onShow}
          className="pointer-events-auto rounded-full border border-border-strong bg-surface-raised px-3 py-1 text-xs font-medium text-foreground shadow-lg shadow-black/30 hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
        >
          {count.toLocaleString("en-US")} more {count === 1 ? "row" : "rows"} below
        </button>
      </div>
    </div>
  );
}

function SortIcon({ sorted }: { sorted: false | "asc" | "desc" }) {
  const Icon = sorted === "asc" ? ArrowUpIcon : sorted === "desc" ? ArrowDownIcon : ArrowUpDownIcon;
  return <Icon aria-hidden className={cn("size-3.5 shrink-0", !sorted && "opacity-50")} />;
}

/**
 * One row. Memoised: scrolling or a keystroke re-renders only rows that came into view or
 * changed. `columnsKey` stands for the visible columns, which the row object does not show.
 */
const GridRow = memo(function GridRow({
  row,
  rowIndex,
  start,
  selected,
  template,
}: {
  row: Row<Features, Application>;
  rowIndex: number;
  start: number;
  selected: boolean;
  template: string;
  columnsKey: string;
}) {
  return (
    // Each row is its own layer (it is moved into place): the row being edited comes above the
    // rows after it, or they would cover the message under its field.
    <tr
      aria-rowindex={rowIndex}
      data-selected={selected || undefined}
      className="absolute top-0 left-0 grid w-full items-center focus-within:z-10 border-b border-border/70 bg-surface text-sm transition-colors hover:bg-surface-hover data-selected:bg-[#1d1c26] data-selected:hover:bg-[#24232f]"
      style={{ gridTemplateColumns: template, height: gridRowHeight, transform: `translateY(${start}px)` }}
    >
      {row.getVisibleCells().map((cell) => (
        <GridCell key={cell.id} cell={cell} />
      ))}
    </tr>
  );
});

function GridCell({ cell }: { cell: Cell<Features, Application, unknown> }) {
  const meta = cell.column.columnDef.meta;
  const sticky = stickyOffsets[cell.column.id];
  return (
    <td
      className={cn(
        "flex h-full min-w-0 items-center px-3",
        meta?.align === "end" && "justify-end",
        // Sticky cells need the row's own (opaque) colour, or scrolled cells show through.
        sticky !== undefined && "sticky z-10 bg-inherit",
      )}
      style={sticky !== undefined ? { left: sticky } : undefined}
    >
      <FlexRender cell={cell} />
    </td>
  );
}
