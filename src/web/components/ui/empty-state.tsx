import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "@/web/lib/cn";

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** The way forward: a button or two. */
  children: ReactNode;
  /** Smaller, for a state that passes (filters that match nothing) rather than a first visit. */
  compact?: boolean;
};

/** Nothing to show here: a dashed box saying why, and what to do about it. */
export function EmptyState({ icon: Icon, title, description, children, compact = false }: EmptyStateProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col items-center rounded-(--radius-card) border border-dashed border-border-strong bg-surface/50 px-6 text-center",
        compact ? "py-14" : "py-16",
      )}
    >
      <span
        className={cn(
          "flex items-center justify-center rounded-2xl border border-border bg-surface-raised",
          compact ? "mb-4 size-12" : "mb-5 size-14",
        )}
      >
        <Icon aria-hidden className={cn("text-primary", compact ? "size-5" : "size-6")} />
      </span>
      <h2 id={titleId} className={cn("font-semibold", !compact && "text-lg")}>
        {title}
      </h2>
      <p className={cn("text-sm text-muted", compact ? "mt-1 max-w-sm" : "mt-2 max-w-md")}>{description}</p>
      <div className={compact ? "mt-5" : "mt-6"}>{children}</div>
    </section>
  );
}
