export const dashboardTabs = ["table", "kanban", "analytics"] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** Navigation state the dashboard reads (spec section 2: redirects preset the tab). */
export type DashboardLocationState = {
  defaultTab?: DashboardTab;
  /**
   * Set by /applications/new: the dashboard page opens the empty add-application form once,
   * then drops the flag from the history entry.
   */
  openAddApplication?: boolean;
};

export function readDashboardState(state: unknown): Required<DashboardLocationState> {
  const value = (typeof state === "object" && state !== null ? state : {}) as Record<string, unknown>;
  const tab = dashboardTabs.find((candidate) => candidate === value.defaultTab) ?? "table";
  return { defaultTab: tab, openAddApplication: value.openAddApplication === true };
}
