import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/web/components/ui/card";

/** One titled card of the privacy settings. */
export function PrivacySection({
  id,
  icon: Icon,
  title,
  description,
  action,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-6" role="region" aria-labelledby={`${id}-title`}>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-border bg-surface-raised">
          <Icon aria-hidden className="size-5 text-primary" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}
