import { Popover as PopoverPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;
/** Where the panel opens beside, when something other than a trigger opens it (a menu item). */
export const PopoverAnchor = PopoverPrimitive.Anchor;

/** A floating panel for small forms (a date range, say) that a menu cannot hold. */
export function PopoverContent({
  className,
  sideOffset = 8,
  align = "start",
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          "z-50 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-surface-raised p-4 text-foreground shadow-2xl shadow-black/50 outline-none data-[state=open]:animate-fade-in",
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
