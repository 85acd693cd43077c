// Colours and styles the charts draw with. SVG attributes take colour values, not Tailwind
// classes, so the theme's tokens (src/web/styles.css) and the status dots' shades
// (status-badge.tsx: the 400 shades, yellow-300 for amber) are repeated here as hex.
import type { CSSProperties } from "react";
import type { StatusTone } from "@/domain/applications";

export const toneColors = {
  blue: "#60a5fa",
  orange: "#fb923c",
  green: "#4ade80",
  red: "#f87171",
  amber: "#fde047",
  grey: "#94a3b8",
} as const satisfies Record<StatusTone, string>;

/** "No response yet" is not a stage: a quiet grey, darker than Withdrawn's. */
export const noResponseColor = "#64748b";

export const themeColors = {
  foreground: "#e8ebf4",
  muted: "#a3a9c0",
  border: "#22304d",
  borderStrong: "#33446a",
  surfaceRaised: "#131c31",
  orangePeel: "#ff9f1c",
  accentText: "#8fb0ec",
  lightGreen: "#90ee90",
  /** Apart from every status hue, so "Responded" never reads as a status or as Applications. */
  violet: "#c4b5fd",
} as const;

export const axisTick = { fill: themeColors.muted, fontSize: 12 } as const;

export const gridProps = { stroke: themeColors.border, strokeDasharray: "3 3" } as const;

export const tooltipStyles: {
  contentStyle: CSSProperties;
  labelStyle: CSSProperties;
  itemStyle: CSSProperties;
  cursor: { fill: string };
} = {
  contentStyle: {
    background: themeColors.surfaceRaised,
    border: `1px solid ${themeColors.borderStrong}`,
    borderRadius: 8,
    boxShadow: "0 10px 30px rgb(0 0 0 / 0.35)",
    color: themeColors.foreground,
    fontSize: 13,
  },
  labelStyle: { color: themeColors.foreground, fontWeight: 600, marginBottom: 4 },
  itemStyle: { color: themeColors.foreground, padding: 0 },
  cursor: { fill: "rgb(255 255 255 / 0.05)" },
};
