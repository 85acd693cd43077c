// The table's view (search, filters, sort) as URL search params, so a view survives a reload
// and can be bookmarked. Anything unreadable in the URL is ignored:
// a hand-edited or old link still opens the table, just without that part of the view.
import { createParser, type inferParserType, parseAsNativeArrayOf, parseAsStringLiteral } from "nuqs";
import {
  type ApplicationFilters,
  type ApplicationSortKey,
  type ApplicationStatus,
  applicationStatuses,
  limits,
  type SortOrder,
  sortOrders,
} from "@/domain/applications";
import { isoDate } from "@/domain/dates";
import { type ArchiveFilter, archiveFilters } from "@/domain/tags";

/** The columns a header click sorts by; each is also a sort key the API understands. */
const sortableColumns = [
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
  /** Applications with any of these tags. */
  tag: string[];
  /** Archived applications: left out unless the user asks (the board always leaves them out). */
  archived: ArchiveFilter;
  sort: SortableColumn;
  order: SortOrder;
};

/** Newest applications first, as the API lists them. */
const defaultSort = { sort: "applicationDate", order: "desc" } as const;

/** The same limit as the API's search. */
const maxSearchLength = 200;

/** Dates and money read best largest first; text reads best A to Z. */
export function firstOrder(sort: SortableColumn): SortOrder {
  return sort === "applicationDate" || sort === "statusDate" || sort === "salaryOffered" ? "desc" : "asc";
}

export function isSortable(value: string | null): value is SortableColumn {
  return (sortableColumns as readonly string[]).includes(value ?? "");
}

const dayParser = createParser({
  parse: (value: string) => (isoDate.safeParse(value).success ? value : null),
  serialize: (value: string) => value,
});

const sourceParser = createParser({
  parse: (value: string) => {
    const source = value.trim();
    return source !== "" && source.length <= limits.source ? source : null;
  },
  serialize: (value: string) => value,
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidParser = createParser({
  parse: (value: string) => (uuidPattern.test(value) ? value.toLowerCase() : null),
  serialize: (value: string) => value,
});

/**
 * How each part of the view sits in the URL. Lists repeat their key
 * (`status=Applied&status=Offer`), as the API reads them; anything unreadable reads as unset.
 */
export const tableViewParsers = {
  q: createParser({
    parse: (value: string) => value.slice(0, maxSearchLength),
    serialize: (value: string) => value.slice(0, maxSearchLength),
  }).withDefault(""),
  status: parseAsNativeArrayOf(parseAsStringLiteral(applicationStatuses)),
  source: parseAsNativeArrayOf(sourceParser),
  from: dayParser,
  to: dayParser,
  tag: parseAsNativeArrayOf(uuidParser),
  archived: parseAsStringLiteral(archiveFilters),
  sort: parseAsStringLiteral(sortableColumns),
  order: parseAsStringLiteral(sortOrders),
};
export type TableViewParams = inferParserType<typeof tableViewParsers>;

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** The view the params describe, with the rules no single param can check on its own. */
export function toTableView(params: TableViewParams): TableView {
  const { from } = params;
  // The API refuses an end before the start (it names `to`); here that part is dropped.
  const to = from && params.to && params.to < from ? null : params.to;
  const sort = params.sort ?? defaultSort.sort;
  const order = params.order ?? (params.sort ? firstOrder(sort) : defaultSort.order);
  return {
    q: params.q,
    status: unique(params.status),
    source: unique(params.source),
    from,
    to,
    tag: unique(params.tag),
    archived: params.archived ?? "exclude",
    sort,
    order,
  };
}

/** The params that describe `view`: empty parts and the default sort are left out. */
export function toTableViewParams(view: TableView): TableViewParams {
  const defaultOrder = view.sort === defaultSort.sort && view.order === defaultSort.order;
  return {
    q: view.q,
    status: view.status,
    source: view.source,
    from: view.from,
    to: view.to,
    tag: view.tag,
    archived: view.archived === "exclude" ? null : view.archived,
    sort: defaultOrder ? null : view.sort,
    order: defaultOrder ? null : view.order,
  };
}

/** Whether anything narrows the list (sorting does not). */
export function hasFilters(view: TableView): boolean {
  return (
    view.q.trim() !== "" ||
    view.status.length > 0 ||
    view.source.length > 0 ||
    view.tag.length > 0 ||
    view.archived !== "exclude" ||
    !!view.from ||
    !!view.to
  );
}

/** The view's filters in the shape the shared rules (`matchesFilters`) take. */
export function toFilters(view: Omit<TableView, "sort" | "order">): ApplicationFilters {
  return {
    q: view.q,
    status: view.status,
    source: view.source,
    from: view.from ?? undefined,
    to: view.to ?? undefined,
    tag: view.tag,
    archived: view.archived,
  };
}
