import { SearchXIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";

/** What the table and the board show when the filters leave nothing. */
export function NoMatches({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <EmptyState
      compact
      icon={SearchXIcon}
      title="No applications match these filters"
      description="Try other words or fewer filters."
    >
      <Button variant="secondary" size="sm" onClick={onClearFilters}>
        Clear filters
      </Button>
    </EmptyState>
  );
}
