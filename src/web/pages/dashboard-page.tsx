import { NuqsAdapter } from "nuqs/adapters/react-router/v7";
import { lazy, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { useApplications } from "@/web/features/applications/api/get-applications";
import { AddApplicationButton } from "@/web/features/applications/components/add-application-button";
import { useApplicationDialog } from "@/web/features/applications/components/application-dialog-context";
import { ApplicationDialogProvider } from "@/web/features/applications/components/application-dialog-provider";
import { Dashboard } from "@/web/features/dashboard/components/dashboard";
import { readDashboardState, requestedTab } from "@/web/features/dashboard/navigation";
import { useProfile } from "@/web/features/profile/api/get-profile";

const TableView = lazy(() => import("@/web/features/applications/components/applications-table-view"));
const KanbanView = lazy(() => import("@/web/features/applications/components/applications-board-view"));
const AnalyticsView = lazy(() => import("@/web/features/analytics/components/analytics-view"));

export default function DashboardPage() {
  return (
    // The views kept in the URL (the table's filters, the analytics range) are the
    // dashboard's alone: the URL-state library loads with this page, not with the public ones.
    <NuqsAdapter>
      <ApplicationDialogProvider>
        <PageHead path={paths.dashboard} />
        <DashboardScreen />
      </ApplicationDialogProvider>
    </NuqsAdapter>
  );
}

/**
 * The tab to start on, and a key that changes only when a new redirect (such as /kanban
 * while here) asks for a tab. The dashboard's own URL writes (search, filters, sort, the
 * analytics range) are navigations too, and keep the entry's state: they must not start the
 * dashboard over, so a request is told apart by its `tabRequest`, not by the location.
 */
function useTabRequest() {
  const location = useLocation();
  const tab = requestedTab(location.state);
  const { tabRequest } = readDashboardState(location.state);
  const [request, setRequest] = useState({ key: location.key, id: tabRequest, tab: tab ?? "table" });
  if (tab && tabRequest !== request.id) setRequest({ key: location.key, id: tabRequest, tab });
  return request;
}

function DashboardScreen() {
  const request = useTabRequest();
  const { openNew } = useApplicationDialog();
  useOpenAddApplicationFromLocation();
  const profile = useProfile();
  const firstName = profile.data?.firstName?.trim();
  // With no applications yet, the empty view's own Add Application is the one clear start.
  const hasNone = useApplications().data?.items.length === 0;
  return (
    <Dashboard
      key={request.key}
      defaultTab={request.tab}
      greeting={firstName ? `Welcome back, ${firstName}. Here are your job applications.` : undefined}
      actions={hasNone ? null : <AddApplicationButton />}
      table={<TableView />}
      kanban={<KanbanView />}
      analytics={<AnalyticsView onAddApplication={openNew} />}
    />
  );
}

/**
 * /applications/new arrives here with `openAddApplication` in the location state: open the
 * empty form once, then drop the flag so a reload or a step back does not open it again.
 */
function useOpenAddApplicationFromLocation() {
  const location = useLocation();
  const navigate = useNavigate();
  const { openNew } = useApplicationDialog();
  const { defaultTab, openAddApplication, tabRequest } = readDashboardState(location.state);
  useEffect(() => {
    if (!openAddApplication) return;
    openNew();
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: { defaultTab, ...(tabRequest ? { tabRequest } : {}) } },
    );
  }, [
    openAddApplication,
    openNew,
    navigate,
    location.pathname,
    location.search,
    location.hash,
    defaultTab,
    tabRequest,
  ]);
}
