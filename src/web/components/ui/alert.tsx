import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

const alertVariants = cva(
  "flex gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0",
  {
    variants: {
      variant: {
        info: "border-accent/60 bg-accent/15 text-foreground [&>svg]:text-accent-text",
        success: "border-success/40 bg-success/10 text-foreground [&>svg]:text-success",
        destructive: "border-destructive/60 bg-destructive/15 text-foreground [&>svg]:text-destructive-text",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

const icons = { info: InfoIcon, success: CircleCheckIcon, destructive: CircleAlertIcon } as const;

type AlertProps = ComponentProps<"div"> & VariantProps<typeof alertVariants> & { title?: string };

/**
 * A message in the page. Errors use role="alert" (read out at once), others role="status".
 * Pass `role` to override, e.g. for a live region that is always mounted.
 */
export function Alert({ className, variant, title, children, role, ...props }: AlertProps) {
  const Icon = icons[variant ?? "info"];
  return (
    <div
      role={role ?? (variant === "destructive" ? "alert" : "status")}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden />
      <div className="flex flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div className="text-foreground/90">{children}</div>
      </div>
    </div>
  );
}
