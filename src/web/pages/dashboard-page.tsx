import { NuqsAdapter } from "nuqs/adapters/react-router/v7";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "@/domain/paths";
import { AddApplicationButton } from "@/web/app/application-dialog/add-application-button";
import { ApplicationDialogProvider } from "@/web/app/application-dialog/application-dialog-provider";
import { PageHead } from "@/web/components/page-head";
import { LoadingState } from "@/web/components/ui/spinner";
import { useApplications } from "@/web/entities/application/api/get-applications";
import { useApplicationDialog } from "@/web/entities/application/hooks/application-dialog-context";
import { useSession } from "@/web/features/account/api/get-session";
import { Dashboard } from "@/web/features/dashboard/components/dashboard";
import { readDashboardState, requestedTab } from "@/web/features/dashboard/navigation";
import { useProfile } from "@/web/features/profile/api/get-profile";
import { useReminderSettings } from "@/web/hooks/use-reminder-settings";
import { preloadableLazy, usePreloaded } from "@/web/lib/preloadable-lazy";

// Each view is its own chunk. The one the dashboard opens on starts loading with the page, so
// that it draws as soon as the session (or this device's copy) is in, in that same render.
const tableView = preloadableLazy(() => import("@/web/features/table/components/applications-table-view"));
const kanbanView = preloadableLazy(() => import("@/web/features/board/components/applications-board-view"));
const analyticsView = preloadableLazy(() => import("@/web/features/analytics/components/analytics-view"));
const viewChunks = { table: tableView, kanban: kanbanView, analytics: analyticsView };
// Its own chunk, fetched once the list is in: the views draw without waiting for it.
const DashboardNotices = lazy(() => import("./dashboard-notices"));
const TableView = tableView.Component;
const KanbanView = kanbanView.Component;
const AnalyticsView = analyticsView.Component;

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
  // A button's click event is no options for the form.
  const openEmptyForm = useCallback(() => openNew(), [openNew]);
  // The dashboard is drawn while the session is checked (its frame is the same for everyone):
  // until the check answers, each view says so. The profile and the list are asked for
  // meanwhile; they answer only the session's owner.
  const checking = useSession().status !== "authenticated";
  // The view opened first is drawn once its code is in, in the render that shows it: a view
  // that had to load when shown would show its own loading state, and React holds back what
  // replaces a loading state for a moment.
  const viewLoaded = usePreloaded(viewChunks[request.tab]);
  useOpenAddApplicationFromLocation({ enabled: !checking });
  const profile = useProfile();
  const firstName = profile.data?.firstName?.trim();
  const applications = useApplications().data?.items;
  // With no applications yet, the empty view's own Add Application is the one clear start.
  const hasNone = applications?.length === 0;
  // The reminder settings, for the date the add form proposes; the form reads them from here.
  useReminderSettings({ enabled: !checking });
  const senderName = profile.data?.displayName ?? "";
  // The same elements while the check's answer stands, so that the greeting or the button
  // changing above them does not draw the views again.
  const views = useMemo(
    () =>
      checking || !viewLoaded
        ? { table: sessionCheck, kanban: sessionCheck, analytics: sessionCheck }
        : {
            table: <TableView />,
            kanban: <KanbanView />,
            analytics: <AnalyticsView onAddApplication={openEmptyForm} />,
          },
    [checking, viewLoaded, openEmptyForm],
  );
  return (
    <Dashboard
      key={request.key}
      defaultTab={request.tab}
      greeting={firstName ? `Welcome back, ${firstName}.` : undefined}
      actions={hasNone ? null : <AddApplicationButton />}
      notices={
        checking || !applications?.length ? null : (
          <Suspense fallback={null}>
            <DashboardNotices applications={applications} senderName={senderName} />
          </Suspense>
        )
      }
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
  const { defaultTab, openAddApplication, tabRequest, addFormLink } = readDashboardState(location.state);
  useEffect(() => {
    if (!enabled || !openAddApplication) return;
    openNew(addFormLink ?? undefined);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: { defaultTab, ...(tabRequest ? { tabRequest } : {}) } },
    );
  }, [
    enabled,
    openAddApplication,
    addFormLink,
    openNew,
    navigate,
    location.pathname,
    location.search,
    location.hash,
    defaultTab,
    tabRequest,
  ]);
}
