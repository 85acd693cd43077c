import { ChartColumnIcon, SquareKanbanIcon, Table2Icon } from "lucide-react";
import { type ReactNode, Suspense, useState } from "react";
import { LoadingState } from "@/web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { mobileQuery, useMediaQuery } from "@/web/hooks/use-media-query";
import { type DashboardTab, dashboardTabs } from "../navigation";

function isDashboardTab(value: string): value is DashboardTab {
  return (dashboardTabs as readonly string[]).includes(value);
}

type DashboardProps = {
  defaultTab: DashboardTab;
  greeting?: string | undefined;
  /** Beside the heading: what the user does most here (add an application). */
  actions?: ReactNode;
  /** Above the views: what needs the user's attention today (the follow-ups due). */
  notices?: ReactNode;
  /**
   * The three views, composed by the page from their features. Each may suspend while its
   * code loads (a React.lazy component): the tab shows its loading text meanwhile.
   */
  table: ReactNode;
  kanban: ReactNode;
  analytics: ReactNode;
};

/** The three views of the user's applications. Kanban needs room: phones get the table. */
export function Dashboard({
  defaultTab,
  greeting,
  actions,
  notices,
  table,
  kanban,
  analytics,
}: DashboardProps) {
  const isMobile = useMediaQuery(mobileQuery);
  const [tab, setTab] = useState<DashboardTab>(defaultTab);
  const activeTab: DashboardTab = isMobile && tab === "kanban" ? "table" : tab;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-semibold tracking-tight">Dashboard</h1>
          <p className="text-muted">{greeting ?? "Your job applications, three ways."}</p>
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </div>
      {notices}

      <Tabs value={activeTab} onValueChange={(value) => isDashboardTab(value) && setTab(value)}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <TabsList aria-label="Application views">
            <TabsTrigger value="table">
              <Table2Icon aria-hidden /> Table
            </TabsTrigger>
            {/* Hidden by the stylesheet on a phone too: the page drawn at build (before any
                script knows the width) never shows it there, even for a moment. */}
            {isMobile ? null : (
              <TabsTrigger value="kanban" className="max-md:hidden">
                <SquareKanbanIcon aria-hidden /> Kanban
              </TabsTrigger>
            )}
            <TabsTrigger value="analytics">
              <ChartColumnIcon aria-hidden /> Analytics
            </TabsTrigger>
          </TabsList>
          {/* Said where the Kanban tab would be, so its absence is not a mystery; not a tab
              that does nothing. Shown by the stylesheet, so a page drawn before its script
              (at any width) already holds it where it belongs. */}
          <p className="flex items-center gap-1.5 text-xs text-muted md:hidden">
            <SquareKanbanIcon aria-hidden className="size-3.5 shrink-0" /> Board view needs a wider screen
          </p>
        </div>

        <TabsContent value="table">
          <Suspense fallback={<LoadingState label="Loading Table..." />}>{table}</Suspense>
        </TabsContent>
        {isMobile ? null : (
          <TabsContent value="kanban">
            <Suspense fallback={<LoadingState label="Loading Kanban..." />}>{kanban}</Suspense>
          </TabsContent>
        )}
        <TabsContent value="analytics">
          <Suspense fallback={<LoadingState label="Loading Analytics..." />}>{analytics}</Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
