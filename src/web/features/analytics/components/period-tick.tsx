import { type PeriodUnit, periodTickLines } from "../format";
import { axisTick } from "./chart-theme";

/**
 * A date on the time axis, on one or two lines ("3 Nov" over "2025", "Nov" over "2026"), so
 * about six fit side by side even on a phone.
 */
export function PeriodTick({
  x,
  y,
  payload,
  unit,
  withYear,
}: {
  x?: number;
  y?: number;
  payload?: { value: string };
  unit: PeriodUnit;
  withYear: boolean;
}) {
  const lines = periodTickLines(payload?.value ?? "", unit, withYear);
  return (
    <text x={x} y={y} textAnchor="middle" fill={axisTick.fill} fontSize={axisTick.fontSize}>
      {lines.map((line, index) => (
        <tspan key={line} x={x} dy={index === 0 ? 12 : 14}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
