import {
  functionalUpdate,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { useCallback, useMemo, useState } from "react";
import type { Application } from "@/domain/application-schemas";
import { type ApplicationStatus, applicationMessages, type ExportFormat } from "@/domain/applications";
import { localToday } from "@/domain/dates";
import { ConfirmDeleteDialog } from "@/web/components/confirm-delete-dialog";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/use-toast";
import { useBulkUpdateApplications } from "@/web/entities/application/api/bulk-update-applications";
import { useDeleteApplication } from "@/web/entities/application/api/delete-application";
import { FilterSummary } from "@/web/entities/application/components/filter-bar";
import { NoMatches } from "@/web/entities/application/components/no-matches";
import { useApplicationDialog } from "@/web/entities/application/hooks/application-dialog-context";
import { useApplicationFilters } from "@/web/entities/application/hooks/use-application-filters";
import { useSaveApplication } from "@/web/entities/application/hooks/use-save-application";
import { isSortable } from "@/web/entities/application/lib/view-params";
import { useTags } from "@/web/entities/tag/api/tags";
import { mobileQuery, useMediaQuery } from "@/web/hooks/use-media-query";
import { errorToText } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { downloadSelectedApplications } from "../api/export-applications";
import { useColumnVisibility } from "../hooks/use-column-visibility";
import {
  type SelectionSummary,
  SelectionSummaryContext,
  type TableActions,
  TableActionsContext,
} from "../lib/table-actions";
import { ApplicationCards } from "./application-cards";
import { ApplicationsGrid } from "./applications-grid";
import { applicationCount, BulkActionsBar } from "./bulk-actions-bar";
import { SelectAllHeader } from "./cells";
import { columns, defaultColumnsFor, features, hideableColumns } from "./columns";
import { TableToolbar } from "./table-toolbar";

const getRowId = (application: Application) => application.id;

type PendingDelete = { application: Application; returnFocusTo: HTMLElement | null };

/**
 * The Table tab for a user who has applications: the toolbar, the selection bar, and the
 * rows as a virtualised table (or cards on a phone). Sorting is the table's; search and
 * filters use the same rules as the API (`matchesFilters`) over the sorted rows.
 */
export function ApplicationsTable({ applications }: { applications: Application[] }) {
  const compact = useMediaQuery(mobileQuery);
  const { openEdit } = useApplicationDialog();
  const {
    view,
    updateView,
    searchText,
    setSearchText,
    sources,
    matches,
    clearFilters,
    filtering,
    stale,
    archivedMatching,
  } = useApplicationFilters(applications);

  const defaultColumns = useMemo(() => defaultColumnsFor(applications), [applications]);
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(hideableColumns, defaultColumns);
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
  const matchingRows = useMemo(
    () => sortedRows.filter((row) => matches(row.original)),
    [sortedRows, matches],
  );
  // Bulk actions act on what is selected and still in view: a filter never hides a row
  // that a delete would then take with it.
  const selectedRows = useMemo(
    () => matchingRows.filter((row) => rowSelection[row.id]).map((row) => row.original),
    [matchingRows, rowSelection],
  );
  const selectedIds = useMemo(() => selectedRows.map((application) => application.id), [selectedRows]);
  const selectedTagIds = useMemo(
    () => new Set(selectedRows.flatMap((application) => application.tagIds)),
    [selectedRows],
  );
  const allSelectedArchived =
    selectedRows.length > 0 && selectedRows.every((application) => application.archivedAt !== null);

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
  const { byId: tagsById } = useTags();
  const tagSelected = (tagId: string, on: boolean) => {
    const name = tagsById.get(tagId)?.name ?? "The tag";
    bulk.mutate(
      { action: on ? "tag" : "untag", ids: selectedIds, tagId },
      {
        onSuccess: ({ count }) =>
          toast({
            title: on ? "Tag added" : "Tag taken off",
            description: `${name}: ${on ? "on" : "off"} ${applicationCount(count)}.`,
            variant: "success",
          }),
        onError: (error) =>
          toast({ title: "Tagging failed", description: errorToText(error), variant: "destructive" }),
      },
    );
  };
  const archiveSelected = (archived: boolean) => {
    bulk.mutate(
      { action: archived ? "archive" : "unarchive", ids: selectedIds },
      {
        onSuccess: ({ count }) => {
          toast({
            title: archived ? "Applications archived" : "Applications restored",
            description: archived
              ? `${applicationCount(count)} archived. They stay in analytics and exports.`
              : `${applicationCount(count)} back from the archive.`,
            variant: "success",
          });
          clearSelection();
        },
        onError: (error) =>
          toast({ title: "Archive failed", description: errorToText(error), variant: "destructive" }),
      },
    );
  };
  const [exportedBytes, setExportedBytes] = useState<number | null>(null);
  const exportSelected = (format: ExportFormat) => {
    setExportedBytes(0);
    downloadSelectedApplications(
      { format, ids: selectedIds, sort: view.sort, order: view.order },
      setExportedBytes,
    )
      .then(() =>
        toast({
          title: "Export ready",
          description: `${applicationCount(selectedIds.length)} as ${format.toUpperCase()}.`,
          variant: "success",
        }),
      )
      .catch((error: unknown) =>
        toast({ title: "Export failed", description: errorToText(error), variant: "destructive" }),
      )
      .finally(() => setExportedBytes(null));
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

          {/* The selection's count, said politely as it changes: the region is there before the
              first selection, so the first change is heard too. */}
          <p aria-live="polite" className="sr-only">
            {selectedIds.length > 0 ? `${selectedIds.length.toLocaleString("en-US")} selected` : ""}
          </p>
          {selectedIds.length > 0 ? (
            <BulkActionsBar
              floating={compact}
              pending={bulk.isPending}
              exportedBytes={exportedBytes}
              onExport={exportSelected}
              onChangeStatus={changeStatus}
              onTag={tagSelected}
              presentTagIds={selectedTagIds}
              archived={allSelectedArchived}
              onArchive={archiveSelected}
              onDelete={() => setBulkDeleteOpen(true)}
            />
          ) : null}

          <FilterSummary
            matching={matchingRows.length}
            total={applications.length}
            filtering={filtering}
            onClearFilters={clearFilters}
          >
            {compact && matchingRows.length > 0 ? <SelectAllHeader /> : null}
          </FilterSummary>
          {archivedMatching > 0 ? (
            <p className="-mt-2 flex flex-wrap items-center gap-x-2 text-sm text-muted">
              {archivedMatching === 1
                ? "1 archived application also matches."
                : `${archivedMatching.toLocaleString("en-US")} archived applications also match.`}
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0"
                onClick={() => updateView({ archived: "include" })}
              >
                Include archived
              </Button>
            </p>
          ) : null}

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
