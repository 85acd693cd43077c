// Menu items that hold a choice: checkboxes (several at once) and radios (one of a group).
// They sit beside dropdown-menu.tsx and share its item look.
import { CheckIcon, DotIcon } from "lucide-react";
import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

const choiceItemClassName =
  "relative flex cursor-pointer items-center gap-2 rounded-lg py-2 pr-2.5 pl-8 text-sm outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-surface-hover";

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem className={cn("group", choiceItemClassName, className)} {...props}>
      <span
        aria-hidden
        className="absolute left-2.5 inline-flex size-4 items-center justify-center rounded border border-border-strong text-primary-foreground group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary"
      >
        <DropdownMenuPrimitive.ItemIndicator>
          <CheckIcon className="size-3" strokeWidth={3.5} />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  );
}

export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup;

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem className={cn(choiceItemClassName, className)} {...props}>
      <DropdownMenuPrimitive.ItemIndicator className="absolute left-2.5 inline-flex size-4 items-center justify-center text-primary">
        <DotIcon aria-hidden className="size-6" strokeWidth={4} />
      </DropdownMenuPrimitive.ItemIndicator>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
}
