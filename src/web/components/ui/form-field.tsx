import { CircleAlertIcon } from "lucide-react";
import { Slot } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { cn } from "@/web/lib/cn";
import { Label } from "./label";

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** The field's message, linked to the control with aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Something beside the label, e.g. a "Forgot password?" link. */
  labelAction?: ReactNode;
  className?: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
  /** Extra content under the control (a strength meter, a counter). */
  after?: ReactNode;
};

export function fieldErrorId(id: string) {
  return `${id}-error`;
}

export function FormField({
  id,
  label,
  error,
  hint,
  labelAction,
  className,
  children,
  after,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? fieldErrorId(id) : null].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAction}
      </div>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {after}
      {error ? <FieldError id={fieldErrorId(id)}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-destructive-text">
      <CircleAlertIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
