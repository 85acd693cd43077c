import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  ChevronDownIcon,
  DownloadIcon,
  TagIcon,
  Trash2Icon,
  XIcon,
} from "lucide-react";
import { useLayoutEffect, useState } from "react";
import { type ApplicationStatus, applicationStatuses, type ExportFormat } from "@/domain/applications";
import { formatFileSize } from "@/domain/documents";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { Spinner } from "@/web/components/ui/spinner";
import { StatusBadge } from "@/web/entities/application/components/status-badge";
import { useTags } from "@/web/entities/tag/api/tags";
import { TagChip } from "@/web/entities/tag/components/tag-chip";
import { cn } from "@/web/lib/cn";
import { exportChoices } from "../lib/export-choices";
import { useSelectionSummary } from "../lib/table-actions";

export function applicationCount(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "application" : "applications"}`;
}

/** The height of an element, kept current as it wraps or its content changes. */
function useHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    setHeight(element.offsetHeight);
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}

/**
 * What to do with the selected applications: move them to one status, tag or untag them,
 * archive or restore them, export or delete them.
 * On a phone the cards scroll with the page, so the bar stays at the bottom of the screen
 * (clear of the home indicator) for as long as there is a selection, and leaves as much room
 * after the last card so it never covers one. It stays first after the toolbar in the
 * document, where the keyboard and screen readers meet it.
 */
export function BulkActionsBar({
  floating,
  pending,
  exportedBytes,
  onChangeStatus,
  onTag,
  presentTagIds,
  archived,
  onArchive,
  onExport,
  onDelete,
}: {
  /** Pinned to the bottom of the screen (phones), rather than in line above the rows. */
  floating: boolean;
  pending: boolean;
  /** The bytes of the export received so far, while one is on its way. */
  exportedBytes: number | null;
  onChangeStatus: (status: ApplicationStatus) => void;
  /** Puts the tag on every selected application, or takes it off. */
  onTag: (tagId: string, on: boolean) => void;
  /** The tags at least one selected application has: the ones to take off. */
  presentTagIds: ReadonlySet<string>;
  /** Every selected application is archived: the action restores them. */
  archived: boolean;
  onArchive: (archived: boolean) => void;
  onExport: (format: ExportFormat) => void;
  onDelete: () => void;
}) {
  const { matching, selected, selectAllMatching, clearSelection } = useSelectionSummary();
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const barHeight = useHeight(floating ? bar : null);
  return (
    <>
      <section
        ref={setBar}
        aria-label="Selected applications"
        className={cn(
          "flex flex-wrap items-center gap-x-3 gap-y-2 text-sm",
          floating
            ? "fixed inset-x-0 bottom-0 z-30 border-t border-primary/40 bg-surface-raised px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgb(0_0_0/0.4)]"
            : "rounded-xl border border-primary/40 bg-primary/10 px-3 py-2",
        )}
      >
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={clearSelection}
          aria-label="Clear selection"
        >
          <XIcon aria-hidden />
        </Button>
        <p className="font-medium">{selected.toLocaleString("en-US")} selected</p>
        {selected < matching ? (
          <Button variant="link" size="sm" onClick={selectAllMatching}>
            Select all {applicationCount(matching)} that match
          </Button>
        ) : null}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          {pending ? <Spinner className="text-primary" /> : null}
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="secondary" size="sm" disabled={pending}>
                Change status <ChevronDownIcon aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="min-w-48">
              <DropdownMenuLabel className="text-xs text-subtle">
                Move {applicationCount(selected)} to
              </DropdownMenuLabel>
              {applicationStatuses.map((status) => (
                <DropdownMenuItem key={status} onSelect={() => onChangeStatus(status)}>
                  <StatusBadge status={status} />
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <TagMenu selected={selected} pending={pending} onTag={onTag} present={presentTagIds} />
          <Button variant="secondary" size="sm" disabled={pending} onClick={() => onArchive(!archived)}>
            {archived ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
            <span className="max-[419px]:sr-only">{archived ? "Restore" : "Archive"}</span>
          </Button>
          {exportedBytes === null ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="secondary" size="sm" disabled={pending}>
                  <DownloadIcon aria-hidden />
                  {/* A phone's row holds the three actions only with Export as its icon; still named Export. */}
                  <span className="max-[419px]:sr-only">Export</span>
                  <ChevronDownIcon aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="min-w-56">
                <DropdownMenuLabel className="text-xs text-subtle">
                  Export {applicationCount(selected)} as
                </DropdownMenuLabel>
                {exportChoices.map(({ format, label }) => (
                  <DropdownMenuItem key={format} onSelect={() => onExport(format)}>
                    {label}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : (
            <p role="status" className="flex items-center gap-2 text-sm text-muted">
              <Spinner className="text-primary" /> Exporting... {formatFileSize(exportedBytes)}
            </p>
          )}
          <Button variant="destructive" size="sm" disabled={pending} onClick={onDelete}>
            <Trash2Icon aria-hidden /> Delete
          </Button>
        </div>
      </section>
      {/* The room after the last card: last in the table's column of parts, whatever comes between. */}
      {floating ? <div aria-hidden className="order-last" style={{ height: barHeight }} /> : null}
    </>
  );
}

/** Tag or untag the selection: one tag at a time, for all of them. */
function TagMenu({
  selected,
  pending,
  onTag,
  present,
}: {
  selected: number;
  pending: boolean;
  onTag: (tagId: string, on: boolean) => void;
  present: ReadonlySet<string>;
}) {
  const { tags } = useTags();
  const removable = tags.filter((tag) => present.has(tag.id));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" disabled={pending || tags.length === 0}>
          <TagIcon aria-hidden />
          <span className="max-[419px]:sr-only">Tags</span>
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-96 min-w-52 overflow-y-auto">
        <DropdownMenuLabel className="text-xs text-subtle">
          Tag {applicationCount(selected)}
        </DropdownMenuLabel>
        {tags.map((tag) => (
          <DropdownMenuItem key={tag.id} onSelect={() => onTag(tag.id, true)}>
            <TagChip tag={tag} />
          </DropdownMenuItem>
        ))}
        {removable.length > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs text-subtle">
              Take off {applicationCount(selected)}
            </DropdownMenuLabel>
            {removable.map((tag) => (
              <DropdownMenuItem
                key={tag.id}
                onSelect={() => onTag(tag.id, false)}
                aria-label={`Take ${tag.name} off`}
              >
                <XIcon aria-hidden /> <TagChip tag={tag} />
              </DropdownMenuItem>
            ))}
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
