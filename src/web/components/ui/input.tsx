import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

export const inputClassName =
  "flex h-11 w-full min-w-0 rounded-lg border border-border bg-surface px-3 text-base text-foreground placeholder:text-subtle transition-colors hover:border-border-strong focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/60 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive-text aria-invalid:focus-visible:outline-destructive-text/60 sm:text-sm";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}

/** An email address field: the right keyboard on phones, autofill, one placeholder everywhere. */
export function EmailInput(props: Omit<ComponentProps<"input">, "type">) {
  return (
    <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...props} />
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(inputClassName, "h-auto min-h-32 py-2.5", className)} {...props} />;
}

/** The browser's own select (right on every phone), with our chevron; every prop goes to the <select>. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative min-w-0">
      <select className={cn(inputClassName, "appearance-none bg-surface pr-9", className)} {...props} />
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-subtle"
      />
    </div>
  );
}
