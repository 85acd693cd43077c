import { ChevronDownIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { cn } from "@/web/lib/cn";
import { functionalStorage } from "@/web/lib/consent";
import { Card } from "./ui/card";

const storageKey = (name: string) => `notice.${name}.collapsed`;

/**
 * A card of things that need the user (follow-ups due, interviews coming) above the
 * dashboard's views: compact, and folded to its one-line heading with a press on it, so the
 * search itself stays on the first screen. Folded or not is remembered on this device when
 * the user allows it (a view preference, like the table's columns).
 */
export function NoticeCard({
  name,
  icon,
  title,
  summary,
  children,
  className,
}: {
  /** Names the card for remembering whether it is folded. */
  name: string;
  icon: ReactNode;
  title: string;
  /** What the heading says beside the title: a count, "2 overdue". */
  summary: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  const bodyId = useId();
  const [collapsed, setCollapsed] = useState(() => functionalStorage.getItem(storageKey(name)) === "true");
  const toggle = () =>
    setCollapsed((was) => {
      try {
        functionalStorage.setItem(storageKey(name), String(!was));
      } catch {
        // Storage full or refused: folded for this visit only.
      }
      return !was;
    });
  return (
    <Card role="region" aria-labelledby={headingId} className={cn("px-4 py-3 sm:px-5", className)}>
      <h2 className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={toggle}
          className="-mx-1 flex w-[calc(100%+0.5rem)] items-center gap-2 rounded-md px-1 py-1 text-left focus-visible:outline-2 focus-visible:outline-ring"
        >
          {icon}
          <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
            <span id={headingId}>{title}</span>
            <span className="flex flex-wrap items-center gap-2 text-sm font-normal">{summary}</span>
          </span>
          <ChevronDownIcon
            aria-hidden
            className={cn(
              "size-5 shrink-0 text-subtle transition-transform motion-reduce:transition-none",
              collapsed && "-rotate-90",
            )}
          />
        </button>
      </h2>
      <div id={bodyId} hidden={collapsed}>
        {children}
      </div>
    </Card>
  );
}
