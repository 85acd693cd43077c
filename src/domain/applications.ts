// Applications: statuses, limits, the list's sort keys and filters, and the search both sides
// agree on; the schemas the API and the forms check them with are in ./application-schemas.ts.
// The rules behind them are in docs/product-rules.md.
import { addDays } from "./dates";
import { listPageSize } from "./list-page";
import { type ArchiveFilter, matchesArchiveFilter } from "./tags";

/** In the board's column order, left to right: the pipeline, then the ways it ends. */
export const applicationStatuses = [
  "Applied",
  "Interviewing",
  "Offer",
  "Rejected",
  "Not Selected",
  "Withdrawn",
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Each status's colour token; the label always shows beside it (colour is never the only cue). */
export const statusTone = {
  Applied: "blue",
  Interviewing: "orange",
  Offer: "green",
  Rejected: "red",
  "Not Selected": "amber",
  Withdrawn: "grey",
} as const satisfies Record<ApplicationStatus, string>;
export type StatusTone = (typeof statusTone)[ApplicationStatus];

/** Suggestions for the source field; any other text is allowed. */
export const commonSources = [
  "LinkedIn",
  "Indeed",
  "Company website",
  "Referral",
  "Recruiter",
  "Glassdoor",
  "AngelList",
  "Job fair",
  "Other",
] as const;

export const applicationMessages = {
  duplicate: "You already have an application for this position at this company.",
  invalidUser: "Invalid user reference.",
  invalidCompany: "Invalid company reference.",
  invalidStatus: "Invalid application status.",
  created: "Application added",
  updated: "Application updated",
  deleted: "Application deleted",
  loadingForm: "Loading Form...",
  formFailed: "Failed to load form",
} as const;

export const limits = {
  company: 200,
  jobTitle: 200,
  source: 100,
  contactName: 200,
  location: 200,
  notes: 10_000,
  jobUrl: 2048,
  requisitionId: 100,
  benefitsSummary: 2000,
  statusNote: 500,
  money: 1_000_000_000,
  pageSize: listPageSize,
  /** The most ids one bulk action takes. */
  bulk: 10_000,
} as const;

export const statusDateMessages = {
  beforeApplication: "The status date cannot be before the application date",
  inFuture: "The status date cannot be in the future",
  appliedFollowsApplication: "The Applied entry is dated by the application date: change that instead",
} as const;

/**
 * Why a status change's day cannot be, or undefined: on or after the application's date and
 * no later than tomorrow (a day's grace for the time zones ahead of `today`). An unknown
 * day (null) is always allowed.
 */
export function statusDateProblem(statusDate: string | null, applicationDate: string, today: string) {
  if (statusDate === null) return undefined;
  if (statusDate < applicationDate) return statusDateMessages.beforeApplication;
  if (statusDate > addDays(today, 1)) return statusDateMessages.inFuture;
  return undefined;
}

/** Columns the list can be sorted by. */
export const applicationSortKeys = [
  "company",
  "jobTitle",
  "status",
  "applicationDate",
  "statusDate",
  "source",
  "location",
  "contactName",
  "salaryOffered",
  "followUpDate",
  "createdAt",
  "updatedAt",
] as const;
export type ApplicationSortKey = (typeof applicationSortKeys)[number];
export const sortOrders = ["asc", "desc"] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The filters a view is made of; the table keeps them in the URL, the API takes them as query. */
export type ApplicationFilters = {
  q?: string;
  status?: ApplicationStatus[];
  source?: string[];
  from?: string;
  to?: string;
  /** Applications with any of these tags. */
  tag?: string[];
  /** Left out: archived or not. */
  archived?: ArchiveFilter;
};

/** How long the server remembers deleted applications for the browsers' copies. */
export const tombstoneRetentionDays = 30;

export const syncMessages = {
  updatedSince: "updatedSince must be a date and time in ISO 8601, such as 2026-01-31T09:30:00.000Z",
  notWithFilters: "updatedSince lists the changes to the whole list: leave out the search and filters",
} as const;

/** The files an export can be: a spreadsheet, everything as data, or a report to read. */
export const exportFormats = ["csv", "json", "pdf"] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * What the search and the filters read of an application (the whole one fits: these rules
 * need nothing else of it, and the schemas that define it build on this module).
 */
export type FilterableApplication = {
  company: string;
  jobTitle: string;
  contactName: string | null;
  notes: string | null;
  source: string | null;
  status: ApplicationStatus;
  applicationDate: string;
  tagIds: string[];
  archivedAt: string | null;
};

/**
 * The text a search looks in (company, job title, contact, notes and source), lower-cased
 * once. Fields are joined by a character no one types, so a match never spans two fields.
 */
export function searchableText(application: FilterableApplication): string {
  return [
    application.company,
    application.jobTitle,
    application.contactName,
    application.notes,
    application.source,
  ]
    .filter((field) => field)
    .join("\u0000")
    .toLocaleLowerCase();
}

function matchesSearch(
  application: FilterableApplication,
  q: string,
  text = searchableText(application),
): boolean {
  const needle = q.trim().toLocaleLowerCase();
  return needle === "" || text.includes(needle);
}

/**
 * The same rules as the API's filters, for a list the browser already holds. A caller
 * filtering many times over one list passes each application's `searchableText`, made once.
 */
export function matchesFilters(
  application: FilterableApplication,
  filters: ApplicationFilters,
  text?: string,
): boolean {
  if (filters.status?.length && !filters.status.includes(application.status)) return false;
  if (filters.source?.length && !filters.source.includes(application.source ?? "")) return false;
  if (filters.from && application.applicationDate < filters.from) return false;
  if (filters.to && application.applicationDate > filters.to) return false;
  if (filters.tag?.length && !application.tagIds.some((id) => filters.tag!.includes(id))) return false;
  if (filters.archived && !matchesArchiveFilter(application.archivedAt, filters.archived)) return false;
  return filters.q ? matchesSearch(application, filters.q, text) : true;
}

/** Offer fields only make sense for an offer; the form shows them then. */
export const offerFields = [
  "salaryOffered",
  "signOnBonus",
  "movingStipend",
  "stockOptions",
  "equityPercentage",
  "benefitsSummary",
] as const;

/** Whole units in the application's currency; 'N/A' when missing or not a number. */
export function formatMoney(value: number | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "N/A";
  const code = currency && /^[A-Z]{3}$/.test(currency) ? currency : "USD";
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(value);
  } catch {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    }).format(value);
  }
}
