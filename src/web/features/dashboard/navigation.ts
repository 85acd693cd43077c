import type { AddFormLink } from "@/domain/postings";

export const dashboardTabs = ["table", "kanban", "analytics"] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** Navigation state the dashboard reads: redirects such as /kanban preset the tab. */
export type DashboardLocationState = {
  defaultTab?: DashboardTab;
  /**
   * Tells one redirect from the next. The history entry keeps its state through the
   * dashboard's own URL writes (search, filters, the analytics range): those must not read
   * as a new request for the tab.
   */
  tabRequest?: string;
  /**
   * Set by /applications/new: the dashboard page opens the empty add-application form once,
   * then drops the flag from the history entry.
   */
  openAddApplication?: boolean;
  /** With it, the query and fragment it was opened with: a posting handed over to fill the form. */
  addFormLink?: AddFormLink;
};

/** The tab a navigation asks for (a redirect such as /kanban), or null when it asks for none. */
export function requestedTab(state: unknown): DashboardTab | null {
  const value = (typeof state === "object" && state !== null ? state : {}) as Record<string, unknown>;
  return dashboardTabs.find((candidate) => candidate === value.defaultTab) ?? null;
}

export function readDashboardState(state: unknown): Required<
  Omit<DashboardLocationState, "tabRequest" | "addFormLink">
> & {
  tabRequest: string | null;
  addFormLink: AddFormLink | null;
} {
  const value = (typeof state === "object" && state !== null ? state : {}) as Record<string, unknown>;
  return {
    defaultTab: requestedTab(state) ?? "table",
    openAddApplication: value.openAddApplication === true,
    addFormLink: isAddFormLink(value.addFormLink) ? value.addFormLink : null,
    tabRequest: typeof value.tabRequest === "string" ? value.tabRequest : null,
  };
}

function isAddFormLink(value: unknown): value is AddFormLink {
  const link = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  return typeof link.search === "string" && typeof link.hash === "string";
}
