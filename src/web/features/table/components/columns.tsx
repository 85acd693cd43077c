import {
  type ColumnVisibilityState,
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  type SortFn,
  tableFeatures,
} from "@tanstack/react-table";
import type { Application } from "@/domain/application-schemas";
import { applicationStatuses } from "@/domain/applications";
import { formatDay } from "@/web/entities/application/lib/dates";
import {
  CompanyCell,
  EditableCell,
  LastChangeCell,
  RowActions,
  SalaryCell,
  SelectAllHeader,
  SelectRowCell,
  StatusCell,
  TagsCell,
} from "./cells";

export type ApplicationColumnMeta = {
  /** The column's name in its header and in the show/hide menu. */
  label: string;
  /** Its CSS grid track. */
  track: string;
  /** The least width it needs, in rem; the table scrolls sideways below the sum. */
  minRem: number;
  align?: "end";
};

// Filtering is not a table feature here: the shared rules (matchesFilters) run over the
// sorted rows, so a keystroke never rebuilds or re-sorts the table's row model.
export const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<ApplicationColumnMeta>(),
});
export type Features = typeof features;

const helper = createColumnHelper<Features, Application>();

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** A to Z ignoring case and accents, numbers in number order ("Team 2" before "Team 10"). */
const byText: SortFn<Features, Application> = (a, b, columnId) =>
  collator.compare(a.getValue<string>(columnId), b.getValue<string>(columnId));

/** Dates (YYYY-MM-DD) and amounts compare as they are. */
const byValue: SortFn<Features, Application> = (a, b, columnId) => {
  const left = a.getValue<string | number>(columnId);
  const right = b.getValue<string | number>(columnId);
  return left < right ? -1 : left > right ? 1 : 0;
};

/** Statuses sort in the board's order (Applied first), not alphabetically. */
const byStage: SortFn<Features, Application> = (a, b) =>
  applicationStatuses.indexOf(a.original.status) - applicationStatuses.indexOf(b.original.status);

/** Empty values (returned as undefined) go last whichever way a column is sorted. */
const emptyLast = { sortUndefined: "last" } as const;

export const columns = helper.columns([
  helper.display({
    id: "select",
    header: () => <SelectAllHeader />,
    cell: ({ row }) => (
      <SelectRowCell
        application={row.original}
        selected={row.getIsSelected()}
        onSelectedChange={(selected) => row.toggleSelected(selected)}
      />
    ),
    enableHiding: false,
    meta: { label: "Select", track: "2.75rem", minRem: 2.75 },
  }),
  helper.accessor("company", {
    header: "Company",
    cell: ({ row }) => <CompanyCell application={row.original} />,
    sortFn: byText,
    enableHiding: false,
    meta: { label: "Company", track: "minmax(11rem, 1fr)", minRem: 11 },
  }),
  helper.accessor("jobTitle", {
    header: "Job title",
    cell: ({ row }) => <EditableCell application={row.original} field="jobTitle" label="Job title" wrap />,
    sortFn: byText,
    meta: { label: "Job title", track: "minmax(12rem, 2fr)", minRem: 12 },
  }),
  helper.accessor("status", {
    header: "Status",
    cell: ({ row }) => <StatusCell application={row.original} />,
    sortFn: byStage,
    meta: { label: "Status", track: "9.5rem", minRem: 9.5 },
  }),
  helper.display({
    id: "tags",
    header: "Tags",
    cell: ({ row }) => <TagsCell application={row.original} />,
    meta: { label: "Tags", track: "minmax(7.5rem, 0.9fr)", minRem: 7.5 },
  }),
  helper.accessor("applicationDate", {
    header: "Applied",
    cell: ({ row }) => (
      <EditableCell
        application={row.original}
        field="applicationDate"
        label="Application date"
        format={formatDay}
      />
    ),
    sortFn: byValue,
    sortDescFirst: true,
    meta: { label: "Application date", track: "7.5rem", minRem: 7.5 },
  }),
  helper.accessor((application) => application.source ?? undefined, {
    id: "source",
    header: "Source",
    cell: ({ row }) => <EditableCell application={row.original} field="source" label="Source" wrap />,
    sortFn: byText,
    ...emptyLast,
    meta: { label: "Source", track: "minmax(7rem, 0.8fr)", minRem: 7 },
  }),
  helper.accessor((application) => application.contactName ?? undefined, {
    id: "contactName",
    header: "Contact",
    cell: ({ row }) => <EditableCell application={row.original} field="contactName" label="Contact" />,
    sortFn: byText,
    ...emptyLast,
    meta: { label: "Contact", track: "minmax(8rem, 0.9fr)", minRem: 8 },
  }),
  helper.accessor((application) => application.location ?? undefined, {
    id: "location",
    header: "Location",
    cell: ({ row }) => <EditableCell application={row.original} field="location" label="Location" />,
    sortFn: byText,
    ...emptyLast,
    meta: { label: "Location", track: "minmax(8rem, 0.9fr)", minRem: 8 },
  }),
  helper.accessor((application) => application.salaryOffered ?? undefined, {
    id: "salaryOffered",
    header: "Salary",
    cell: ({ row }) => <SalaryCell application={row.original} />,
    sortFn: byValue,
    sortDescFirst: true,
    ...emptyLast,
    meta: { label: "Salary", track: "6.75rem", minRem: 6.75, align: "end" },
  }),
  helper.accessor("statusDate", {
    header: "Last change",
    cell: ({ row }) => <LastChangeCell application={row.original} />,
    sortFn: byValue,
    sortDescFirst: true,
    meta: { label: "Last change", track: "8.5rem", minRem: 8.5 },
  }),
  helper.display({
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <RowActions application={row.original} />,
    enableHiding: false,
    meta: { label: "Actions", track: "3.25rem", minRem: 3.25 },
  }),
]);

/**
 * Location and contact are there for those who track them; the table starts without them, so
 * its default columns fit a laptop's width. The contact is in the dialog and the follow-up mail.
 */
const defaultColumnVisibility: ColumnVisibilityState = { location: false, contactName: false };

/**
 * Columns that may hold nothing at all: each starts hidden while no application has a value
 * in it. Not the tags: their column is where a first tag is made.
 */
const emptyWhenUnused: Record<string, (application: Application) => boolean> = {
  source: (application) => !application.source,
  contactName: (application) => !application.contactName,
  location: (application) => !application.location,
  salaryOffered: (application) => application.salaryOffered === null,
};

/**
 * The default columns for these applications: those above, less any that no application
 * fills (a Salary column of "N/A" only takes the job titles' room).
 */
export function defaultColumnsFor(applications: readonly Application[]): ColumnVisibilityState {
  const visibility = { ...defaultColumnVisibility };
  if (applications.length === 0) return visibility;
  for (const [column, empty] of Object.entries(emptyWhenUnused))
    if (applications.every(empty)) visibility[column] = false;
  return visibility;
}

/** The columns the show/hide menu offers: all but selection, company and actions. */
export const hideableColumns = [
  "jobTitle",
  "status",
  "tags",
  "applicationDate",
  "source",
  "contactName",
  "location",
  "salaryOffered",
  "statusDate",
] as const;
