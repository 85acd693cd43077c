import type { ReactNode } from "react";
import { Card } from "@/web/components/ui/card";

/** One titled card of the profile page. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card className="p-6" role="region" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted">{description}</p>
      {children}
    </Card>
  );
}
