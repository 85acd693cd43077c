import type { ReactNode } from "react";
import { LogoMark } from "@/web/components/logo";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";

/** The frame of every account page: a centred card with the mark, a title and a line under it. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  className,
  icon,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Replaces the logo mark, e.g. a status icon on a result page. */
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <div className={cn("w-full max-w-md animate-slide-up", className)}>
        <Card className="p-6 sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            {icon ?? <LogoMark className="mb-4 size-11" />}
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description ? <p className="mt-2 text-sm text-muted">{description}</p> : null}
          </div>
          {children}
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
      </div>
    </div>
  );
}

/** A round status icon for result pages (sent, confirmed, failed). */
export function AuthStatusIcon({
  children,
  tone,
}: {
  children: ReactNode;
  tone: "info" | "success" | "error";
}) {
  return (
    <span
      className={cn(
        "mb-4 flex size-14 items-center justify-center rounded-2xl border [&_svg]:size-7",
        tone === "info" && "border-accent/60 bg-accent/20 text-accent-text",
        tone === "success" && "border-success/40 bg-success/10 text-success",
        tone === "error" && "border-destructive/60 bg-destructive/15 text-destructive-text",
      )}
    >
      {children}
    </span>
  );
}
