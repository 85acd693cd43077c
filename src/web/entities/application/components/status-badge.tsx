import type { ComponentProps } from "react";
import { type ApplicationStatus, type StatusTone, statusTone } from "@/domain/applications";
import { cn } from "@/web/lib/cn";

/**
 * Each tone as text, tint and dot. Text colours are the 300 shades: at least 7:1 on the
 * surface colours (#0d1424 to #1a2540), so the label reads on every row state. Not Selected
 * is a yellow amber so it never passes for Interviewing's orange.
 */
export const toneClassNames = {
  blue: { badge: "border-blue-400/40 bg-blue-400/10 text-blue-300", dot: "bg-blue-400" },
  orange: { badge: "border-orange-400/45 bg-orange-400/10 text-orange-300", dot: "bg-orange-400" },
  green: { badge: "border-green-400/40 bg-green-400/10 text-green-300", dot: "bg-green-400" },
  red: { badge: "border-red-400/45 bg-red-400/10 text-red-300", dot: "bg-red-400" },
  amber: { badge: "border-yellow-300/40 bg-yellow-300/10 text-yellow-200", dot: "bg-yellow-300" },
  grey: { badge: "border-slate-400/40 bg-slate-400/10 text-slate-300", dot: "bg-slate-400" },
} as const satisfies Record<StatusTone, { badge: string; dot: string }>;

/** A status as a coloured badge with its label (colour is never the only cue). */
export function StatusBadge({
  status,
  className,
  ...props
}: { status: ApplicationStatus } & ComponentProps<"span">) {
  const tone = toneClassNames[statusTone[status]];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium",
        tone.badge,
        className,
      )}
      {...props}
    >
      <span aria-hidden className={cn("size-1.5 rounded-full", tone.dot)} />
      {status}
    </span>
  );
}
