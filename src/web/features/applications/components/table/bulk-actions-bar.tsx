import { ChevronDownIcon, Trash2Icon, XIcon } from "lucide-react";
import { type ApplicationStatus, applicationStatuses } from "@/domain/applications";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { Spinner } from "@/web/components/ui/spinner";
import { useSelectionSummary } from "../../lib/table-actions";
import { StatusBadge } from "../status-badge";

export function applicationCount(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "application" : "applications"}`;
}

/** What to do with the selected applications: move them all to one status, or delete them. */
export function BulkActionsBar({
  pending,
  onChangeStatus,
  onDelete,
}: {
  pending: boolean;
  onChangeStatus: (status: ApplicationStatus) => void;
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
        <Button variant="destructive" size="sm" disabled={pending} onClick={onDelete}>
          <Trash2Icon aria-hidden /> Delete
        </Button>
      </div>
    </section>
  );
}
