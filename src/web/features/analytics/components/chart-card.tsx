import { type ReactNode, useId } from "react";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";

type ChartCardProps = {
  title: string;
  description: string;
  /** A sentence under the heading that says what the chart shows, for everyone. */
  summary?: ReactNode;
  /** Beside the heading: a control for this chart only (the week/month switch). */
  action?: ReactNode;
  /** The numbers behind the chart, for screen readers (the drawing itself is hidden from them). */
  table: ChartTableProps;
  className?: string;
  children: ReactNode;
};

/** One chart in a card: heading, what it shows, the drawing, and its numbers as a table. */
export function ChartCard({
  title,
  description,
  summary,
  action,
  table,
  className,
  children,
}: ChartCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn("flex h-full min-w-0 flex-col gap-4 p-4 sm:p-6", className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          <p id={descriptionId} className="text-sm text-muted">
            {description}
          </p>
        </div>
        {action}
      </div>
      <figure
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="flex min-w-0 flex-col gap-3"
      >
        {summary ? <figcaption className="text-sm text-foreground/90">{summary}</figcaption> : null}
        <div aria-hidden className="min-w-0">
          {children}
        </div>
        <ChartTable {...table} />
      </figure>
    </Card>
  );
}

type ChartTableProps = {
  caption: string;
  /** The first column names the row; the others are numbers. */
  columns: readonly string[];
  rows: readonly (readonly [string, ...(string | number)[]])[];
};

function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    // The wrapper carries sr-only: a table ignores the 1px width and would widen the page.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...values]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {values.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                <td key={index}>{typeof value === "number" ? value.toLocaleString("en-US") : value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
