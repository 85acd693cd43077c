import { type PeriodUnit, periodTickLines } from "../lib/format";
import { axisTick } from "./chart-theme";

type TickProps = { x?: number; y?: number; payload?: { value: string } };

/** A tick label on one or more lines, centred under its point. */
function TickLines({ x, y, lines }: { x?: number; y?: number; lines: readonly string[] }) {
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
}: TickProps & { unit: PeriodUnit; withYear: boolean }) {
  return <TickLines x={x} y={y} lines={periodTickLines(payload?.value ?? "", unit, withYear)} />;
}

/** A label whose last word goes on a line of its own ("0–3" over "days"), so six fit on a phone. */
export function LastWordBelowTick({ x, y, payload }: TickProps) {
  const label = payload?.value ?? "";
  const split = label.lastIndexOf(" ");
  return (
    <TickLines x={x} y={y} lines={split > 0 ? [label.slice(0, split), label.slice(split + 1)] : [label]} />
  );
}
