import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** What a view shows before there are applications in it: no sample data, ever. */
export function EmptyView({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col items-center rounded-(--radius-card) border border-dashed border-border-strong bg-surface/50 px-6 py-16 text-center"
    >
      <span className="mb-5 flex size-14 items-center justify-center rounded-2xl border border-border bg-surface-raised">
        <Icon aria-hidden className="size-6 text-primary" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-muted">{children}</p>
    </section>
  );
}
