import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  type LabelProps,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Analytics } from "@/domain/analytics";
import { applicationStatuses, statusTone } from "@/domain/applications";
import { usePrefersReducedMotion } from "@/web/hooks/use-media-query";
import { formatCount } from "../lib/format";
import { ChartCard } from "./chart-card";
import { axisTick, gridProps, themeColors, toneColors, tooltipStyles } from "./chart-theme";

type StatusRow = Analytics["statuses"][number] & { share: string; label: string };

/** "224 · 56%" just past the bar's end, on one line (Recharts would wrap it to fit). */
function BarEndLabel(props: LabelProps) {
  const { x, y, width, height, value } = props;
  if (
    typeof x !== "number" ||
    typeof y !== "number" ||
    typeof width !== "number" ||
    typeof height !== "number"
  )
    return null;
  return (
    <text x={x + width + 8} y={y + height / 2} dy="0.35em" fill={themeColors.foreground} fontSize={12}>
      {String(value)}
    </text>
  );
}

/** Where the applications stand today: one bar per stage, in its colour and always named. */
export function StatusChart({ statuses }: { statuses: Analytics["statuses"] }) {
  const reducedMotion = usePrefersReducedMotion();
  const total = statuses.reduce((sum, row) => sum + row.count, 0);
  const rows: StatusRow[] = [...statuses]
    .sort((a, b) => applicationStatuses.indexOf(a.status) - applicationStatuses.indexOf(b.status))
    .map((row) => {
      const share = total === 0 ? "0%" : `${Math.round((row.count / total) * 100)}%`;
      return { ...row, share, label: `${formatCount(row.count)} · ${share}` };
    });

  return (
    <ChartCard
      title="Status breakdown"
      description="Where your applications stand today."
      table={{
        caption: "Applications by status",
        columns: ["Status", "Applications", "Share"],
        rows: rows.map((row) => [row.status, row.count, row.share] as const),
      }}
    >
      <ResponsiveContainer width="100%" height={Math.max(200, rows.length * 44 + 16)}>
        <BarChart
          data={rows}
          layout="vertical"
          margin={{ top: 0, right: 72, bottom: 0, left: 0 }}
          barCategoryGap="22%"
          accessibilityLayer={false}
        >
          <CartesianGrid {...gridProps} horizontal={false} />
          <XAxis type="number" hide allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="status"
            width={104}
            tick={{ ...axisTick, fill: themeColors.foreground, fontSize: 13 }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip {...tooltipStyles} formatter={(value) => [formatCount(Number(value)), "Applications"]} />
          <Bar
            dataKey="count"
            name="Applications"
            radius={[0, 6, 6, 0]}
            isAnimationActive={!reducedMotion}
            shape={(props) => (
              <Rectangle {...props} fill={toneColors[statusTone[(props.payload as StatusRow).status]]} />
            )}
          >
            <LabelList dataKey="label" content={BarEndLabel} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
