import { ChevronDownIcon, DownloadIcon, Trash2Icon, XIcon } from "lucide-react";
import { type ApplicationStatus, applicationStatuses, type ExportFormat } from "@/domain/applications";
import { formatFileSize } from "@/domain/documents";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { Spinner } from "@/web/components/ui/spinner";
import { exportChoices } from "../../lib/export-choices";
import { useSelectionSummary } from "../../lib/table-actions";
import { StatusBadge } from "../status-badge";

export function applicationCount(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "application" : "applications"}`;
}

/** What to do with the selected applications: move them to one status, export or delete them. */
export function BulkActionsBar({
  pending,
  exportedBytes,
  onChangeStatus,
  onExport,
  onDelete,
}: {
  pending: boolean;
  /** The bytes of the export received so far, while one is on its way. */
  exportedBytes: number | null;
  onChangeStatus: (status: ApplicationStatus) => void;
  onExport: (format: ExportFormat) => void;
  onDelete: () => void;
}) {
  const { matching, selected, selectAllMatching, clearSelection } = useSelectionSummary();
  return (
    <section
      aria-label="Selected applications"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-primary/40 bg-primary/10 px-3 py-2 text-sm"
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
      <p className="font-medium" aria-live="polite">
        {selected.toLocaleString("en-US")} selected
      </p>
      {selected < matching ? (
        <Button variant="link" size="sm" onClick={selectAllMatching}>
          Select all {applicationCount(matching)} that match
        </Button>
      ) : null}
      <div className="ml-auto flex items-center gap-2">
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
        {exportedBytes === null ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="secondary" size="sm" disabled={pending}>
                <DownloadIcon aria-hidden /> Export <ChevronDownIcon aria-hidden />
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
  );
}
