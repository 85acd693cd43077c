// The table's view (search, filters, sort) as URL search params, so a view survives a reload
// and can be bookmarked (issue 3, "Table tab"). Anything unreadable in the URL is ignored:
// a hand-edited or old link still opens the table, just without that part of the view.
import {
  type ApplicationFilters,
  type ApplicationSortKey,
  type ApplicationStatus,
  applicationStatuses,
  isoDate,
  limits,
  type SortOrder,
} from "@/domain/applications";

/** The columns a header click sorts by; each is also a sort key the API understands. */
export const sortableColumns = [
  "company",
  "jobTitle",
  "status",
  "applicationDate",
  "source",
  "contactName",
  "location",
  "salaryOffered",
  "statusDate",
] as const satisfies readonly ApplicationSortKey[];
export type SortableColumn = (typeof sortableColumns)[number];

export type TableView = {
  q: string;
  status: ApplicationStatus[];
  source: string[];
  from: string | null;
  to: string | null;
  sort: SortableColumn;
  order: SortOrder;
};

/** Newest applications first, as the API lists them. */
export const defaultSort = { sort: "applicationDate", order: "desc" } as const;

/** The same limit as the API's search. */
const maxSearchLength = 200;

/** Dates and money read best largest first; text reads best A to Z. */
export function firstOrder(sort: SortableColumn): SortOrder {
  return sort === "applicationDate" || sort === "statusDate" || sort === "salaryOffered" ? "desc" : "asc";
}

export function isSortable(value: string | null): value is SortableColumn {
  return (sortableColumns as readonly string[]).includes(value ?? "");
}

function isStatus(value: string): value is ApplicationStatus {
  return (applicationStatuses as readonly string[]).includes(value);
}

function readDate(value: string | null): string | null {
  return value && isoDate.safeParse(value).success ? value : null;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

export function readTableView(params: URLSearchParams): TableView {
  const status = unique(params.getAll("status").filter(isStatus));
  const source = unique(
    params
      .getAll("source")
      .map((value) => value.trim())
      .filter((value) => value !== "" && value.length <= limits.source),
  );
  const from = readDate(params.get("from"));
  let to = readDate(params.get("to"));
  // The API refuses an end before the start (it names `to`); here that part is dropped.
  if (from && to && to < from) to = null;

  const sortParam = params.get("sort");
  const sort = isSortable(sortParam) ? sortParam : defaultSort.sort;
  const orderParam = params.get("order");
  const order: SortOrder =
    orderParam === "asc" || orderParam === "desc"
      ? orderParam
      : isSortable(sortParam)
        ? firstOrder(sort)
        : defaultSort.order;

  return { q: (params.get("q") ?? "").slice(0, maxSearchLength), status, source, from, to, sort, order };
}

const viewKeys = ["q", "status", "source", "from", "to", "sort", "order"] as const;

/**
 * `params` with the view written into it. Other params are kept (the dashboard may add its
 * own); empty values and the default sort are left out, so a plain view has a plain URL.
 */
export function writeTableView(params: URLSearchParams, view: TableView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of viewKeys) next.delete(key);
  if (view.q !== "") next.set("q", view.q.slice(0, maxSearchLength));
  for (const status of view.status) next.append("status", status);
  for (const source of view.source) next.append("source", source);
  if (view.from) next.set("from", view.from);
  if (view.to) next.set("to", view.to);
  if (view.sort !== defaultSort.sort || view.order !== defaultSort.order) {
    next.set("sort", view.sort);
    next.set("order", view.order);
  }
  return next;
}

/** Whether anything narrows the list (sorting does not). */
export function hasFilters(view: TableView): boolean {
  return view.q.trim() !== "" || view.status.length > 0 || view.source.length > 0 || !!view.from || !!view.to;
}

/** The view's filters in the shape the shared rules (`matchesFilters`) take. */
export function toFilters(view: Omit<TableView, "sort" | "order">): ApplicationFilters {
  return {
    q: view.q,
    status: view.status,
    source: view.source,
    from: view.from ?? undefined,
    to: view.to ?? undefined,
  };
}
