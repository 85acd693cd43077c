import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { type ApplicationFormApi, type FieldName, fieldId } from "../use-application-form";

/** A field's id and its message, for FormField. */
export const fieldProps = (form: ApplicationFormApi, name: FieldName) => ({
  id: fieldId(name),
  error: form.formState.errors[name]?.message,
});

export function RequiredMark() {
  return (
    <span aria-hidden className="font-semibold text-primary">
      *
    </span>
  );
}

/** A label with the required mark; the control itself carries aria-required for screen readers. */
export function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <RequiredMark />
    </>
  );
}

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-4">
        <span className="block text-xs font-semibold tracking-wider text-subtle uppercase">{title}</span>
        {description ? <span className="mt-0.5 block text-xs text-muted">{description}</span> : null}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * A number typed as text: the decimal keypad on phones, thousands separators allowed, and a
 * clear message for anything that is not a number (a number input would silently empty it).
 */
export function AmountInput({
  suffix,
  className,
  ...props
}: ComponentProps<typeof Input> & { suffix: string }) {
  return (
    <div className="relative">
      <Input
        inputMode="decimal"
        autoComplete="off"
        className={cn("pr-14 tabular-nums", className)}
        {...props}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs font-medium text-subtle"
      >
        {suffix}
      </span>
    </div>
  );
}
