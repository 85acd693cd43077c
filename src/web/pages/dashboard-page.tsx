import { NuqsAdapter } from "nuqs/adapters/react-router/v7";
import { lazy, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { LoadingState } from "@/web/components/ui/spinner";
import { useSession } from "@/web/features/account/api/get-session";
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
  // The dashboard is drawn while the session is checked (its frame is the same for everyone):
  // until the check answers, each view says so. The profile and the list are asked for
  // meanwhile; they answer only the session's owner.
  const checking = useSession().status !== "authenticated";
  useOpenAddApplicationFromLocation({ enabled: !checking });
  const profile = useProfile();
  const firstName = profile.data?.firstName?.trim();
  // With no applications yet, the empty view's own Add Application is the one clear start.
  const hasNone = useApplications().data?.items.length === 0;
  // The same elements while the check's answer stands, so that the greeting or the button
  // changing above them does not draw the views again.
  const views = useMemo(
    () =>
      checking
        ? { table: sessionCheck, kanban: sessionCheck, analytics: sessionCheck }
        : {
            table: <TableView />,
            kanban: <KanbanView />,
            analytics: <AnalyticsView onAddApplication={openNew} />,
          },
    [checking, openNew],
  );
  return (
    <Dashboard
      key={request.key}
      defaultTab={request.tab}
      greeting={firstName ? `Welcome back, ${firstName}.` : undefined}
      actions={hasNone ? null : <AddApplicationButton />}
      {...views}
    />
  );
}

const sessionCheck = <LoadingState label="Loading..." />;

/**
 * /applications/new arrives here with `openAddApplication` in the location state: open the
 * empty form once (for a user known to be signed in), then drop the flag so a reload or a
 * step back does not open it again.
 */
function useOpenAddApplicationFromLocation({ enabled }: { enabled: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { openNew } = useApplicationDialog();
  const { defaultTab, openAddApplication, tabRequest } = readDashboardState(location.state);
  useEffect(() => {
    if (!enabled || !openAddApplication) return;
    openNew();
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: { defaultTab, ...(tabRequest ? { tabRequest } : {}) } },
    );
  }, [
    enabled,
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
