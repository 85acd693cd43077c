import { useQueryState } from "nuqs";
import { useMemo } from "react";
import { type Analytics, minimumForAnalytics } from "@/domain/analytics";
import { localToday } from "@/domain/dates";
import { LoadFailure } from "@/web/components/load-failure";
import { LoadingState } from "@/web/components/ui/spinner";
import { urlStateOptions } from "@/web/lib/url-state";
import { useAnalytics } from "../api/get-analytics";
import { defaultRange, rangeDates, rangeParam, rangeParser } from "../lib/range";
import { HowTheseAreCounted, NoApplications, TooFewForCharts } from "./analytics-notes";
import { ApplicationsOverTimeChart } from "./applications-over-time-chart";
import { ConversionChart } from "./conversion-chart";
import { RangeControl } from "./range-control";
import { ResponseTimesChart } from "./response-times-chart";
import { SourcesChart } from "./sources-chart";
import { StageFlowChart } from "./stage-flow-chart";
import { StatusChart } from "./status-chart";
import { SummaryCards } from "./summary-cards";

/**
 * The range in the URL (`range`), written over the current entry like the table's view, and
 * beside it: the table's params stay as they are.
 */
const rangeInUrl = rangeParser.withOptions(urlStateOptions);
const useAnalyticsRange = () => useQueryState(rangeParam, rangeInUrl);

/**
 * The dashboard's Analytics tab (loaded lazily, with Recharts in its own chunk).
 * `onAddApplication` opens the add-application form: the page wires it to the applications
 * feature, which this one does not import.
 */
export default function AnalyticsView({ onAddApplication }: { onAddApplication: () => void }) {
  const [range, setRange] = useAnalyticsRange();
  const today = localToday();
  const dates = useMemo(() => rangeDates(range, today), [range, today]);
  const analytics = useAnalytics(dates);

  // An empty range says nothing about the account: ask for all time to tell "no applications
  // in this range" from "no applications yet".
  const emptyRange =
    analytics.data !== undefined &&
    !analytics.isPlaceholderData &&
    analytics.data.totals.applications === 0 &&
    range.preset !== "all";
  const allTime = useAnalytics({ to: today }, { enabled: emptyRange });

  if (analytics.isPending) return <LoadingState label="Loading analytics..." />;

  const noApplications =
    analytics.data?.totals.applications === 0 &&
    (range.preset === "all" || allTime.data?.totals.applications === 0);
  if (noApplications && !analytics.isPlaceholderData) return <NoApplications onAdd={onAddApplication} />;

  const control = (
    <RangeControl
      range={range}
      dates={dates}
      onRangeChange={setRange}
      updating={analytics.isPlaceholderData && analytics.isFetching}
    />
  );

  if (analytics.isError) {
    return (
      <div className="flex flex-col gap-6">
        {control}
        <LoadFailure
          title="Your analytics could not be loaded"
          error={analytics.error}
          onRetry={() => analytics.refetch()}
          retrying={analytics.isFetching}
        />
      </div>
    );
  }

  if (emptyRange && allTime.isPending) return <LoadingState label="Loading analytics..." />;

  const data = analytics.data;
  return (
    <div className="flex flex-col gap-6">
      {control}
      <SummaryCards analytics={data} />
      {data.totals.applications < minimumForAnalytics ? (
        <TooFewForCharts
          count={data.totals.applications}
          allTime={range.preset === "all"}
          onShowAllTime={() => setRange(defaultRange)}
          onAdd={onAddApplication}
        />
      ) : (
        <Charts analytics={data} />
      )}
      <HowTheseAreCounted />
    </div>
  );
}

function Charts({ analytics }: { analytics: Analytics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
      <div className="min-w-0 lg:col-span-2">
        <ApplicationsOverTimeChart overTime={analytics.overTime} range={analytics.range} />
      </div>
      <div className="min-w-0">
        <StatusChart statuses={analytics.statuses} />
      </div>
      <div className="min-w-0">
        <ResponseTimesChart responseTimes={analytics.responseTimes} responded={analytics.totals.responded} />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <SourcesChart sources={analytics.sources} otherSources={analytics.otherSources} />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <ConversionChart applications={analytics.totals.applications} conversion={analytics.conversion} />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <StageFlowChart flows={analytics.flows} />
      </div>
    </div>
  );
}
