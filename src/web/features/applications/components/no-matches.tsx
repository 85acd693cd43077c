import { SearchXIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** What the table and the board show when the filters leave nothing. */
export function NoMatches({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <section
      aria-label="No matching applications"
      className="flex flex-col items-center rounded-(--radius-card) border border-dashed border-border-strong bg-surface/50 px-6 py-14 text-center"
    >
      <span className="mb-4 flex size-12 items-center justify-center rounded-2xl border border-border bg-surface-raised">
        <SearchXIcon aria-hidden className="size-5 text-primary" />
      </span>
      <h2 className="font-semibold">No applications match these filters</h2>
      <p className="mt-1 max-w-sm text-sm text-muted">Try other words or fewer filters.</p>
      <Button variant="secondary" size="sm" className="mt-5" onClick={onClearFilters}>
        Clear filters
      </Button>
    </section>
  );
}
