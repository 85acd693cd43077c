import type { ReactTable } from "@tanstack/react-table";
import {
  ArrowDownWideNarrowIcon,
  ArrowUpNarrowWideIcon,
  ChevronDownIcon,
  Columns3Icon,
  DownloadIcon,
  FileUpIcon,
} from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Application } from "@/domain/application-schemas";
import { paths } from "@/domain/paths";
import type { ArchiveFilter as ArchiveChoice } from "@/domain/tags";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { DropdownMenuCheckboxItem } from "@/web/components/ui/dropdown-menu-choices";
import { NativeSelect } from "@/web/components/ui/input";
import { FilterBar } from "@/web/entities/application/components/filter-bar";
import { firstOrder, isSortable, type TableView } from "@/web/entities/application/lib/view-params";
import { cn } from "@/web/lib/cn";
import { exportAllApplicationsUrl, exportApplicationsUrl } from "../api/export-applications";
import { exportChoices } from "../lib/export-choices";
import type { Features } from "./columns";
import { ProofDialog } from "./proof-dialog";

type ToolbarProps = {
  table: ReactTable<Features, Application>;
  view: TableView;
  updateView: (changes: Partial<TableView>) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  sources: string[];
  /** Phones show cards: no headers to click (they sort from a menu) and no columns to choose. */
  compact: boolean;
};

export function TableToolbar({ table, compact, ...filters }: ToolbarProps) {
  return (
    <FilterBar {...filters}>
      <ArchiveFilter view={filters.view} updateView={filters.updateView} />
      {compact ? (
        <SortControl view={filters.view} updateView={filters.updateView} table={table} />
      ) : (
        <ColumnsMenu table={table} />
      )}
      <Button variant="secondary" size="sm" asChild>
        <Link to={paths.importApplications}>
          <FileUpIcon aria-hidden /> Import
        </Link>
      </Button>
      <ExportMenu view={filters.view} />
    </FilterBar>
  );
}

const archiveChoices: { value: ArchiveChoice; label: string }[] = [
  { value: "exclude", label: "Hide archived" },
  { value: "include", label: "Include archived" },
  { value: "only", label: "Only archived" },
];

/** Whether the table shows the archive: left out unless asked for (the board never shows it). */
function ArchiveFilter({
  view,
  updateView,
}: {
  view: TableView;
  updateView: (changes: Partial<TableView>) => void;
}) {
  return (
    <NativeSelect
      aria-label="Archived applications"
      value={view.archived}
      onChange={(event) => {
        const archived = archiveChoices.find((choice) => choice.value === event.target.value)?.value;
        if (archived) updateView({ archived });
      }}
      className={cn(
        "h-8 w-auto py-0 pr-8 pl-3 text-sm",
        view.archived !== "exclude" && "border-primary/50 text-primary",
      )}
    >
      {archiveChoices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Sorting for phones, whose cards have no column headers. */
function SortControl({
  table,
  view,
  updateView,
}: {
  table: ReactTable<Features, Application>;
  view: TableView;
  updateView: (changes: Partial<TableView>) => void;
}) {
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());
  const ascending = view.order === "asc";
  return (
    <div className="flex items-center gap-1">
      <NativeSelect
        aria-label="Sort by"
        value={view.sort}
        onChange={(event) => {
          const sort = event.target.value;
          if (isSortable(sort)) updateView({ sort, order: firstOrder(sort) });
        }}
        className="h-8 w-auto py-0 pr-8 pl-3 text-sm"
      >
        {sortable.map((column) => (
          <option key={column.id} value={column.id}>
            {column.columnDef.meta?.label ?? column.id}
          </option>
        ))}
      </NativeSelect>
      <Button
        variant="secondary"
        size="icon"
        className="size-8"
        aria-label={ascending ? "Sorted ascending. Sort descending" : "Sorted descending. Sort ascending"}
        onClick={() => updateView({ order: ascending ? "desc" : "asc" })}
      >
        {ascending ? <ArrowUpNarrowWideIcon aria-hidden /> : <ArrowDownWideNarrowIcon aria-hidden />}
      </Button>
    </div>
  );
}

/** Which columns show; the choice is remembered in this browser. */
function ColumnsMenu({ table }: { table: ReactTable<Features, Application> }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          <Columns3Icon aria-hidden /> Columns
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuLabel className="text-xs text-subtle">Show columns</DropdownMenuLabel>
        {table
          .getAllLeafColumns()
          .filter((column) => column.getCanHide())
          .map((column) => (
            <DropdownMenuCheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(visible) => column.toggleVisibility(visible)}
            >
              {column.columnDef.meta?.label ?? column.id}
            </DropdownMenuCheckboxItem>
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The applications in view (search, filters, sort), or all of them, as a file: CSV for a
 * spreadsheet, JSON for all of it, a PDF report to read or hand in. The server streams it,
 * so the browser's download starts at once and shows its progress.
 */
function ExportMenu({ view }: { view: TableView }) {
  const [proving, setProving] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size="sm">
            <DownloadIcon aria-hidden /> Export
            <ChevronDownIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-56">
          <DropdownMenuLabel className="text-xs text-subtle">The applications in view</DropdownMenuLabel>
          {exportChoices.map(({ format, label }) => (
            <DropdownMenuItem key={format} asChild>
              <a href={exportApplicationsUrl(format, view)} download>
                {label}
              </a>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="text-xs text-subtle">All applications</DropdownMenuLabel>
          {exportChoices.map(({ format, label }) => (
            <DropdownMenuItem key={format} asChild>
              <a href={exportAllApplicationsUrl(format)} download aria-label={`${label}, all applications`}>
                {label}
              </a>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setProving(true)}>Proof of applications...</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ProofDialog open={proving} onOpenChange={setProving} />
    </>
  );
}
