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
  /** With it, a job posting's address (from the bookmarklet) the form reads at once. */
  postingUrl?: string;
};

/** The tab a navigation asks for (a redirect such as /kanban), or null when it asks for none. */
export function requestedTab(state: unknown): DashboardTab | null {
  const value = (typeof state === "object" && state !== null ? state : {}) as Record<string, unknown>;
  return dashboardTabs.find((candidate) => candidate === value.defaultTab) ?? null;
}

export function readDashboardState(state: unknown): Required<Omit<DashboardLocationState, "tabRequest">> & {
  tabRequest: string | null;
} {
  const value = (typeof state === "object" && state !== null ? state : {}) as Record<string, unknown>;
  return {
    defaultTab: requestedTab(state) ?? "table",
    openAddApplication: value.openAddApplication === true,
    postingUrl:
      typeof value.postingUrl === "string" && /^https?:\/\//i.test(value.postingUrl) ? value.postingUrl : "",
    tabRequest: typeof value.tabRequest === "string" ? value.tabRequest : null,
  };
}
