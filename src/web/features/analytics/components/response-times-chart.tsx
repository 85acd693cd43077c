import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Analytics } from "@/domain/analytics";
import { usePrefersReducedMotion } from "@/web/hooks/use-media-query";
import { datedShare, formatCount, plural } from "../lib/format";
import { LastWordBelowTick } from "./axis-ticks";
import { ChartCard } from "./chart-card";
import { gridProps, themeColors, tooltipStyles } from "./chart-theme";

/** How long companies take to answer: applications by days to their first response. */
export function ResponseTimesChart({
  responseTimes,
  responded,
}: {
  responseTimes: Analytics["responseTimes"];
  /** Every response in the range, dated or not: the chart can only place the dated ones. */
  responded: number;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const answered = responseTimes.reduce((sum, bucket) => sum + bucket.count, 0);
  const undated = responded - answered;

  return (
    <ChartCard
      title="Response times"
      description="Days from applying to the first response."
      summary={
        responded === 0
          ? "No company has answered an application in this range yet."
          : undated > 0
            ? `${plural(undated, "response")} without a date ${undated === 1 ? "is" : "are"} not shown: ${datedShare(answered, responded)}.`
            : undefined
      }
      table={{
        caption: "Applications by days to first response",
        columns: ["Days to first response", "Applications"],
        rows: responseTimes.map((bucket) => [bucket.label, bucket.count] as const),
      }}
    >
      <ResponsiveContainer width="100%" height={240}>
        <BarChart
          data={responseTimes}
          margin={{ top: 20, right: 4, bottom: 0, left: 4 }}
          barCategoryGap="20%"
          accessibilityLayer={false}
        >
          <CartesianGrid {...gridProps} vertical={false} />
          <XAxis
            dataKey="label"
            interval={0}
            tick={<LastWordBelowTick />}
            height={40}
            tickLine={false}
            axisLine={{ stroke: themeColors.borderStrong }}
          />
          {/* Each bar carries its count, so the value axis only sets the scale. */}
          <YAxis hide allowDecimals={false} />
          <Tooltip {...tooltipStyles} formatter={(value) => [formatCount(Number(value)), "Applications"]} />
          <Bar
            dataKey="count"
            name="Applications"
            fill={themeColors.accentText}
            radius={[6, 6, 0, 0]}
            // A bucket with no answers still shows its 0.
            minPointSize={2}
            isAnimationActive={!reducedMotion}
          >
            <LabelList
              dataKey="count"
              position="top"
              fill={themeColors.foreground}
              fontSize={12}
              formatter={(value) => formatCount(Number(value))}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
