import { useId, useState } from "react";
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { type Analytics, labelStep } from "@/domain/analytics";
import { mobileQuery, useMediaQuery, usePrefersReducedMotion } from "@/web/hooks/use-media-query";
import { formatCount, formatPeriod, type PeriodUnit, spansYears, trendSentence } from "../lib/format";
import { PeriodTick } from "./axis-ticks";
import { ChartCard } from "./chart-card";
import { axisTick, gridProps, themeColors, tooltipStyles } from "./chart-theme";
import { SegmentedControl } from "./segmented-control";

const units = [
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
] as const;

/** About six labels by default; a phone's narrow axis has room for four dates. */
const phoneLabelTarget = 4;

export function ApplicationsOverTimeChart({
  overTime,
  range,
}: {
  overTime: Analytics["overTime"];
  range: Analytics["range"];
}) {
  const [unit, setUnit] = useState<PeriodUnit>("week");
  const reducedMotion = usePrefersReducedMotion();
  const isPhone = useMediaQuery(mobileQuery);
  const gradientId = useId();
  const points = overTime[unit];
  const withYear = spansYears(points);
  const twoLines = unit === "month" || withYear;
  const periodName = (period: string) =>
    unit === "week" ? `Week of ${formatPeriod(period, "week", true)}` : formatPeriod(period, "month");

  return (
    <ChartCard
      title="Applications over time"
      description={`How many applications you sent each ${unit}.`}
      summary={trendSentence(points, unit, range)}
      action={<SegmentedControl label="Group by" value={unit} options={units} onValueChange={setUnit} />}
      table={{
        caption: `Applications per ${unit}`,
        columns: [unit === "week" ? "Week" : "Month", "Applications"],
        rows: points.map((point) => [periodName(point.period), point.count] as const),
      }}
    >
      <ResponsiveContainer width="100%" height={260}>
        <AreaChart
          data={points}
          margin={{ top: 8, right: 24, bottom: 0, left: -12 }}
          accessibilityLayer={false}
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={themeColors.orangePeel} stopOpacity={0.45} />
              <stop offset="100%" stopColor={themeColors.orangePeel} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid {...gridProps} vertical={false} />
          <XAxis
            dataKey="period"
            tickLine={false}
            // The grid's bottom line is the axis: an axis line would hide weeks of 0 under it.
            axisLine={false}
            // Labels thinned to about six (four on a phone), so dates never crowd each other.
            interval={labelStep(points.length, isPhone ? phoneLabelTarget : undefined) - 1}
            tick={<PeriodTick unit={unit} withYear={withYear} />}
            height={twoLines ? 40 : 26}
          />
          <YAxis
            tick={axisTick}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            width={isPhone ? 36 : 48}
          />
          <Tooltip
            {...tooltipStyles}
            cursor={{ stroke: themeColors.borderStrong }}
            labelFormatter={(period) => periodName(String(period))}
            formatter={(value) => [formatCount(Number(value)), "Applications"]}
          />
          {/* Straight segments: a curve between two weeks would show counts no week had. */}
          <Area
            type="linear"
            dataKey="count"
            name="Applications"
            stroke={themeColors.orangePeel}
            strokeWidth={2}
            fill={`url(#${gradientId})`}
            activeDot={{ r: 4, stroke: themeColors.orangePeel, fill: themeColors.surfaceRaised }}
            isAnimationActive={!reducedMotion}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
