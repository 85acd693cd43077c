import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

/**
 * A key as the user presses it. Hints are for keyboards: only devices whose main pointer
 * hovers and points finely (a mouse, a trackpad) show them; touch and pen screens do not.
 */
export function Kbd({ className, ...props }: ComponentProps<"kbd">) {
  return (
    <kbd
      className={cn(
        "hidden h-5 min-w-5 items-center justify-center rounded border border-border-strong bg-surface-raised px-1.5 font-sans text-[0.6875rem] leading-none font-medium text-muted keyboard:inline-flex",
        className,
      )}
      {...props}
    />
  );
}

/** The key that goes with Enter to save: ⌘ on Apple devices, Ctrl elsewhere. */
export function saveModifierLabel(): string {
  return typeof navigator !== "undefined" && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent) ? "⌘" : "Ctrl";
}
