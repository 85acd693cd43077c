import { ChartColumnIcon, ChartNoAxesColumnIcon, PlusIcon } from "lucide-react";
import { analyticsDefinitions, minimumForAnalytics } from "@/domain/analytics";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { plural } from "../lib/format";

/** No applications at all: nothing to count yet, and the one thing to do about it. */
export function NoApplications({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState
      icon={ChartColumnIcon}
      title="No applications yet"
      description="Once you add applications, this view shows how they are spread across stages, how often and how quickly companies respond, which sources bring interviews, and how your search trends over time."
    >
      <Button onClick={onAdd}>
        <PlusIcon aria-hidden /> Add Application
      </Button>
    </EmptyState>
  );
}

/**
 * Too few applications in the range for the charts to mean anything (minimumForAnalytics):
 * why the charts are missing, and the two ways to get them.
 */
export function TooFewForCharts({
  count,
  allTime,
  onShowAllTime,
  onAdd,
}: {
  count: number;
  allTime: boolean;
  onShowAllTime: () => void;
  onAdd: () => void;
}) {
  const missing = minimumForAnalytics - count;
  const title = count === 0 ? "No applications in this range" : "Not enough applications for charts yet";
  const why = allTime
    ? `You have ${plural(count, "application")} so far. The charts start at ${minimumForAnalytics}, so add ${plural(missing, "more application", "more applications")} to see your trends.`
    : `This range holds ${plural(count, "application")}, and the charts start at ${minimumForAnalytics}. Widen the range to take in more of your search, or add applications.`;
  return (
    <section
      aria-labelledby="analytics-too-few-title"
      className="flex flex-col items-start gap-4 rounded-(--radius-card) border border-dashed border-border-strong bg-surface/50 p-6 sm:flex-row sm:items-center"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl border border-border bg-surface-raised">
        <ChartNoAxesColumnIcon aria-hidden className="size-5 text-primary" />
      </span>
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="analytics-too-few-title" className="text-base font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted">{why}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {allTime ? null : (
          <Button variant="secondary" onClick={onShowAllTime}>
            Show all time
          </Button>
        )}
        <Button onClick={onAdd}>
          <PlusIcon aria-hidden /> Add Application
        </Button>
      </div>
    </section>
  );
}

/** The words behind each number, on the page so the numbers can be trusted. */
export function HowTheseAreCounted() {
  return (
    <section
      aria-labelledby="analytics-definitions-title"
      className="rounded-(--radius-card) border border-border bg-surface/60 p-4 sm:p-6"
    >
      <h2 id="analytics-definitions-title" className="text-base font-semibold">
        How these are counted
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm text-muted">
        {Object.values(analyticsDefinitions).map((definition) => {
          const split = definition.indexOf(": ");
          return (
            <li key={definition}>
              {split > 0 ? (
                <>
                  <span className="font-medium text-foreground">{definition.slice(0, split)}:</span>{" "}
                  {definition.slice(split + 2)}
                </>
              ) : (
                definition
              )}
            </li>
          );
        })}
        <li>
          <span className="font-medium text-foreground">Charts:</span> shown once the range holds at least{" "}
          {minimumForAnalytics} applications; rates are whole percents of the applications in the range.
        </li>
      </ul>
    </section>
  );
}
