import {
  functionalUpdate,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { SearchXIcon } from "lucide-react";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import {
  type Application,
  type ApplicationStatus,
  applicationMessages,
  localToday,
  matchesFilters,
  searchableText,
} from "@/domain/applications";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/use-toast";
import { mobileQuery, useMediaQuery } from "@/web/hooks/use-media-query";
import { errorToText } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { useBulkUpdateApplications } from "../../api/bulk-update-applications";
import { useDeleteApplication } from "../../api/delete-application";
import { useColumnVisibility } from "../../hooks/use-column-visibility";
import { useSaveApplication } from "../../hooks/use-save-application";
import { useSearchText, useTableView } from "../../hooks/use-table-view";
import { useApplicationDialog } from "../application-dialog-context";
import { ApplicationCards } from "./application-cards";
import { ApplicationsGrid } from "./applications-grid";
import { applicationCount, BulkActionsBar } from "./bulk-actions-bar";
import { SelectAllHeader } from "./cells";
import { columns, defaultColumnVisibility, features, hideableColumns } from "./columns";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import {
  type SelectionSummary,
  SelectionSummaryContext,
  type TableActions,
  TableActionsContext,
} from "./table-actions";
import { TableToolbar } from "./table-toolbar";
import { hasFilters, isSortable, toFilters } from "./view-params";

const getRowId = (application: Application) => application.id;

const collator = new Intl.Collator("en", { sensitivity: "base" });

type PendingDelete = { application: Application; returnFocusTo: HTMLElement | null };

/**
 * The Table tab for a user who has applications: the toolbar, the selection bar, and the
 * rows as a virtualised table (or cards on a phone). Sorting is the table's; search and
 * filters use the same rules as the API (`matchesFilters`) over the sorted rows.
 */
export function ApplicationsTable({ applications }: { applications: Application[] }) {
  const compact = useMediaQuery(mobileQuery);
  const { openEdit } = useApplicationDialog();
  const { view, updateView } = useTableView();
  const writeQuery = useCallback((q: string) => updateView({ q }), [updateView]);
  const [searchText, setSearchText, resetSearchText] = useSearchText(view.q, writeQuery);

  // The box repaints first with the new text; the list follows in a render React may
  // interrupt, so typing stays within a frame even over 10,000 applications.
  const filters = useMemo(() => toFilters({ ...view, q: searchText }), [view, searchText]);
  const deferredFilters = useDeferredValue(filters);

  const [columnVisibility, setColumnVisibility] = useColumnVisibility(
    hideableColumns,
    defaultColumnVisibility,
  );
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const sorting = useMemo<SortingState>(
    () => [{ id: view.sort, desc: view.order === "desc" }],
    [view.sort, view.order],
  );
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next && isSortable(next.id)) updateView({ sort: next.id, order: next.desc ? "desc" : "asc" });
    },
    [sorting, updateView],
  );

  // Stable options keep the table object stable, so the memoised grid skips keystrokes.
  const tableOptions = useMemo(
    () => ({
      features,
      columns,
      data: applications,
      getRowId,
      state: { sorting, rowSelection, columnVisibility },
      onSortingChange,
      onRowSelectionChange: setRowSelection,
      onColumnVisibilityChange: setColumnVisibility,
      enableSortingRemoval: false,
      enableMultiSort: false,
    }),
    [applications, sorting, rowSelection, columnVisibility, onSortingChange, setColumnVisibility],
  );
  const table = useTable(tableOptions);

  const sortedRows = table.getRowModel().rows;
  // Lower-cased once per list, not once per keystroke for each of 10,000 applications.
  const searchIndex = useMemo(
    () => new Map(applications.map((application) => [application.id, searchableText(application)])),
    [applications],
  );
  const matchingRows = useMemo(
    () => sortedRows.filter((row) => matchesFilters(row.original, deferredFilters, searchIndex.get(row.id))),
    [sortedRows, deferredFilters, searchIndex],
  );
  // Bulk actions act on what is selected and still in view: a filter never hides a row
  // that a delete would then take with it.
  const selectedIds = useMemo(
    () => matchingRows.filter((row) => rowSelection[row.id]).map((row) => row.id),
    [matchingRows, rowSelection],
  );

  const sources = useMemo(
    () =>
      [...new Set(applications.map((application) => application.source).filter((source) => !!source))]
        .map(String)
        .sort(collator.compare),
    [applications],
  );

  const clearSelection = useCallback(() => setRowSelection({}), []);
  const selectAllMatching = useCallback(
    () => setRowSelection(Object.fromEntries(matchingRows.map((row) => [row.id, true as const]))),
    [matchingRows],
  );
  const selectionSummary = useMemo<SelectionSummary>(
    () => ({
      matching: matchingRows.length,
      selected: selectedIds.length,
      selectAllMatching,
      clearSelection,
    }),
    [matchingRows.length, selectedIds.length, selectAllMatching, clearSelection],
  );

  const save = useSaveApplication();
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const requestDelete = useCallback(
    (application: Application, returnFocusTo: HTMLElement | null) =>
      setPendingDelete({ application, returnFocusTo }),
    [],
  );
  const actions = useMemo<TableActions>(
    () => ({ save, openEdit, requestDelete }),
    [save, openEdit, requestDelete],
  );

  const deletion = useDeleteApplication();
  const confirmDelete = () => {
    if (!pendingDelete) return;
    const { id } = pendingDelete.application;
    deletion.mutate(id, {
      onSuccess: () => {
        toast({ title: applicationMessages.deleted, variant: "success" });
        setRowSelection(({ [id]: _deleted, ...rest }) => rest);
        setPendingDelete(null);
      },
      onError: (error) =>
        toast({ title: "Delete failed", description: errorToText(error), variant: "destructive" }),
    });
  };

  const bulk = useBulkUpdateApplications();
  const [bulkDeleteOpen, setBulkDeleteOpen] = useState(false);
  const changeStatus = (status: ApplicationStatus) => {
    bulk.mutate(
      { action: "status", ids: selectedIds, status, statusDate: localToday() },
      {
        onSuccess: ({ count }) =>
          toast({
            title: "Status changed",
            description: `${applicationCount(count)} moved to ${status}.`,
            variant: "success",
          }),
        onError: (error) =>
          toast({ title: "Status change failed", description: errorToText(error), variant: "destructive" }),
      },
    );
  };
  const confirmBulkDelete = () => {
    bulk.mutate(
      { action: "delete", ids: selectedIds },
      {
        onSuccess: ({ count }) => {
          toast({
            title: "Applications deleted",
            description: `${applicationCount(count)} deleted.`,
            variant: "success",
          });
          clearSelection();
          setBulkDeleteOpen(false);
        },
        onError: (error) =>
          toast({ title: "Delete failed", description: errorToText(error), variant: "destructive" }),
      },
    );
  };

  const clearFilters = () => {
    resetSearchText();
    updateView({ q: "", status: [], source: [], from: null, to: null });
  };

  const filtering = hasFilters({ ...view, q: searchText });
  const stale = filters !== deferredFilters;

  return (
    <TableActionsContext value={actions}>
      <SelectionSummaryContext value={selectionSummary}>
        <div className="flex flex-col gap-4">
          <TableToolbar
            table={table}
            view={view}
            updateView={updateView}
            searchText={searchText}
            onSearchTextChange={setSearchText}
            sources={sources}
            compact={compact}
          />

          {selectedIds.length > 0 ? (
            <BulkActionsBar
              pending={bulk.isPending}
              onChangeStatus={changeStatus}
              onDelete={() => setBulkDeleteOpen(true)}
            />
          ) : null}

          <div className="flex min-h-8 flex-wrap items-center gap-3 text-sm text-muted">
            {compact && matchingRows.length > 0 ? <SelectAllHeader /> : null}
            <p role="status" aria-atomic>
              Showing {matchingRows.length.toLocaleString("en-US")} of{" "}
              {applications.length.toLocaleString("en-US")}
            </p>
            {filtering ? (
              <Button variant="link" size="sm" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : null}
          </div>

          <div aria-busy={stale} className={cn("transition-opacity", stale && "opacity-80")}>
            {matchingRows.length === 0 ? (
              <NoMatches onClearFilters={clearFilters} />
            ) : compact ? (
              <ApplicationCards rows={matchingRows} selection={rowSelection} />
            ) : (
              <ApplicationsGrid table={table} rows={matchingRows} selection={rowSelection} />
            )}
          </div>
        </div>

        <ConfirmDeleteDialog
          open={pendingDelete !== null}
          onOpenChange={(open) => !open && setPendingDelete(null)}
          title="Delete this application?"
          confirmLabel="Delete"
          pending={deletion.isPending}
          onConfirm={confirmDelete}
          onCloseAutoFocus={(event) => {
            const target = pendingDelete?.returnFocusTo;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          {pendingDelete
            ? `${pendingDelete.application.jobTitle} at ${pendingDelete.application.company} will be deleted with its history. This cannot be undone.`
            : null}
        </ConfirmDeleteDialog>

        <ConfirmDeleteDialog
          open={bulkDeleteOpen}
          onOpenChange={setBulkDeleteOpen}
          title={`Delete ${applicationCount(selectedIds.length)}?`}
          confirmLabel={`Delete ${applicationCount(selectedIds.length)}`}
          pending={bulk.isPending}
          onConfirm={confirmBulkDelete}
        >
          The selected applications will be deleted with their history. This cannot be undone.
        </ConfirmDeleteDialog>
      </SelectionSummaryContext>
    </TableActionsContext>
  );
}

function NoMatches({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <section
      aria-label="No matching applications"
      className="flex flex-col items-center rounded-(--radius-card) border border-dashed border-border-strong bg-surface/50 px-6 py-14 text-center"
    >
      <span className="mb-4 flex size-12 items-center justify-center rounded-2xl border border-border bg-surface-raised">
        <SearchXIcon aria-hidden className="size-5 text-primary" />
      </span>
      <h2 className="font-semibold">No applications match these filters</h2>
      <p className="mt-1 max-w-sm text-sm text-muted">Try other words or fewer filters.</p>
      <Button variant="secondary" size="sm" className="mt-5" onClick={onClearFilters}>
        Clear filters
      </Button>
    </section>
  );
}
