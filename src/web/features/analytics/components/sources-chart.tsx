import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { type Analytics, minimumForAnalytics } from "@/domain/analytics";
import { mobileQuery, useMediaQuery, usePrefersReducedMotion } from "@/web/hooks/use-media-query";
import { formatCount, sourceLabel } from "../lib/format";
import { ChartCard } from "./chart-card";
import { axisTick, gridProps, themeColors, tooltipStyles } from "./chart-theme";

/** The four results per source, each in its own brand colour and named in the legend. */
const results = [
  { key: "applications", name: "Applications", color: themeColors.accentText },
  { key: "responded", name: "Responded", color: themeColors.violet },
  { key: "interviewed", name: "Interviewed", color: themeColors.orangePeel },
  { key: "offers", name: "Offers", color: themeColors.lightGreen },
] as const;

type SourceRow = {
  label: string;
  applications: number;
  responded: number;
  interviewed: number;
  offers: number;
};

function sourceRows(sources: Analytics["sources"], otherSources: Analytics["otherSources"]): SourceRow[] {
  const rows: SourceRow[] = sources.map(({ source, ...counts }) => ({
    label: sourceLabel(source),
    ...counts,
  }));
  if (otherSources) {
    const { sources: count, ...counts } = otherSources;
    rows.push({ label: `Other sources (${formatCount(count)})`, ...counts });
  }
  return rows;
}

/**
 * The named source whose applications most often reached an interview, among those with
 * enough applications for the share to mean something (a single lucky application is not a
 * channel). Null when none qualifies or none brought an interview.
 */
function bestForInterviews(sources: Analytics["sources"]): string | null {
  let best: Analytics["sources"][number] | null = null;
  for (const row of sources) {
    if (row.source === null || row.applications < minimumForAnalytics || row.interviewed === 0) continue;
    if (!best || row.interviewed / row.applications > best.interviewed / best.applications) best = row;
  }
  if (!best) return null;
  const percent = Math.round((best.interviewed / best.applications) * 100);
  // The chart beside it shows every source: the headline says why a smaller one with a
  // higher share is not named.
  return `Most interviews per application among sources with at least ${minimumForAnalytics} applications: ${sourceLabel(best.source)}, ${percent}% (${formatCount(best.interviewed)} of ${formatCount(best.applications)})`;
}

/** Which channels bring answers and interviews: per source, how far its applications got. */
export function SourcesChart({
  sources,
  otherSources,
}: {
  sources: Analytics["sources"];
  otherSources: Analytics["otherSources"];
}) {
  const reducedMotion = usePrefersReducedMotion();
  const isPhone = useMediaQuery(mobileQuery);
  const rows = sourceRows(sources, otherSources);

  return (
    <ChartCard
      title="Results by source"
      description="Which channels bring responses, interviews and offers."
      summary={bestForInterviews(sources) ?? undefined}
      table={{
        caption: "Results by source",
        columns: ["Source", ...results.map((result) => result.name)],
        rows: rows.map((row) => [row.label, ...results.map((result) => row[result.key])] as const),
      }}
    >
      <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-foreground">
        {results.map((result) => (
          <li key={result.key} className="flex items-center gap-2">
            <span className="size-2.5 rounded-full" style={{ background: result.color }} />
            {result.name}
          </li>
        ))}
      </ul>
      <ResponsiveContainer width="100%" height={Math.max(200, rows.length * (isPhone ? 60 : 68) + 32)}>
        <BarChart
          data={rows}
          layout="vertical"
          margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
          barCategoryGap="18%"
          barGap={2}
          accessibilityLayer={false}
        >
          <CartesianGrid {...gridProps} horizontal={false} />
          <XAxis
            type="number"
            tick={axisTick}
            tickLine={false}
            axisLine={{ stroke: themeColors.borderStrong }}
            allowDecimals={false}
          />
          <YAxis
            type="category"
            dataKey="label"
            width={isPhone ? 92 : 132}
            tick={{ ...axisTick, fill: themeColors.foreground, fontSize: 13 }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip {...tooltipStyles} formatter={(value, name) => [formatCount(Number(value)), name]} />
          {results.map((result) => (
            <Bar
              key={result.key}
              dataKey={result.key}
              name={result.name}
              fill={result.color}
              radius={[0, 4, 4, 0]}
              maxBarSize={14}
              isAnimationActive={!reducedMotion}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
