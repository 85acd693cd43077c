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
import { formatCount } from "../lib/format";
import { LastWordBelowTick } from "./axis-ticks";
import { ChartCard } from "./chart-card";
import { gridProps, themeColors, tooltipStyles } from "./chart-theme";

/** How long companies take to answer: applications by days to their first response. */
export function ResponseTimesChart({ responseTimes }: { responseTimes: Analytics["responseTimes"] }) {
  const reducedMotion = usePrefersReducedMotion();
  const answered = responseTimes.reduce((sum, bucket) => sum + bucket.count, 0);

  return (
    <ChartCard
      title="Response times"
      description="Days from applying to the first response."
      summary={answered === 0 ? "No company has answered an application in this range yet." : undefined}
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
