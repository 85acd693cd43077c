import { MinusIcon, TrendingDownIcon, TrendingUpIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Analytics } from "@/domain/analytics";
import { cn } from "@/web/lib/cn";
import { formatCount, formatDate, formatDays, formatPercent, plural } from "../lib/format";

type SummaryCardProps = {
  label: string;
  value: string;
  detail: ReactNode;
  className?: string;
};

function SummaryCard({ label, value, detail, className }: SummaryCardProps) {
  return (
    <div
      className={cn(
        "flex min-w-0 flex-col gap-1 rounded-(--radius-card) border border-border bg-surface/80 p-4 shadow-lg shadow-black/10 sm:p-5",
        className,
      )}
    >
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{value}</dd>
      <dd className="text-sm text-muted">{detail}</dd>
    </div>
  );
}

/** "21 of 50": the counts a rate is made of. */
function rateDetail(part: number, whole: number) {
  return `${formatCount(part)} of ${formatCount(whole)}`;
}

/** The week's count against the week before: direction in an icon and in words. */
function WeekDetail({ weeks }: { weeks: Analytics["weeks"] }) {
  const difference = weeks.thisWeek - weeks.lastWeek;
  const Icon = difference > 0 ? TrendingUpIcon : difference < 0 ? TrendingDownIcon : MinusIcon;
  const words =
    difference > 0
      ? `Up ${formatCount(difference)} from last week (${formatCount(weeks.lastWeek)})`
      : difference < 0
        ? `Down ${formatCount(-difference)} from last week (${formatCount(weeks.lastWeek)})`
        : `Same as last week (${formatCount(weeks.lastWeek)})`;
  return (
    <span className="flex flex-col gap-0.5">
      <span
        className={cn(
          "flex items-center gap-1.5 font-medium",
          difference > 0 ? "text-success-text" : difference < 0 ? "text-orange-300" : "text-foreground",
        )}
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        {words}
      </span>
      <span>Week of {formatDate(weeks.thisWeekStart)}</span>
    </span>
  );
}

/** The headline numbers for the chosen range, each with what it is made of. */
export function SummaryCards({ analytics }: { analytics: Analytics }) {
  const { totals, rates, daysToFirstResponse, weeks } = analytics;
  const responses = plural(totals.responded, "response");
  // Times count only the responses whose day is known: the detail says how many that is.
  const responseTimeBase =
    totals.responded === 0
      ? "No responses yet"
      : daysToFirstResponse.dated === 0
        ? `None of the ${responses} has a date`
        : daysToFirstResponse.dated < totals.responded
          ? `Across the ${formatCount(daysToFirstResponse.dated)} of ${responses} with a date`
          : `Across ${responses}`;
  return (
    <section aria-labelledby="analytics-summary-title">
      <h2 id="analytics-summary-title" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <SummaryCard
          label="Total applications"
          value={formatCount(totals.applications)}
          detail="Sent in this range"
        />
        <SummaryCard
          label="Active applications"
          value={formatCount(totals.active)}
          detail="Applied, Interviewing or Offer"
        />
        <SummaryCard
          className="col-span-2"
          label="This week vs last week"
          value={plural(weeks.thisWeek, "application")}
          detail={<WeekDetail weeks={weeks} />}
        />
        {(
          [
            ["Response rate", rates.response, totals.responded],
            ["Interview rate", rates.interview, totals.interviewed],
            ["Offer rate", rates.offer, totals.offers],
            ["Rejection rate", rates.rejection, totals.rejected],
          ] as const
        ).map(([label, rate, part]) => (
          <SummaryCard
            key={label}
            label={label}
            value={formatPercent(rate)}
            detail={rateDetail(part, totals.applications)}
          />
        ))}
        <SummaryCard
          className="col-span-2"
          label="Ghosted"
          value={formatCount(totals.ghosted)}
          detail={
            totals.ghosted === 0
              ? "No company silent past your limits"
              : `Active, with no answer past your limits (of ${formatCount(totals.active)} active)`
          }
        />
        <SummaryCard
          label="Median days to first response"
          value={formatDays(daysToFirstResponse.median)}
          detail={responseTimeBase}
        />
        <SummaryCard
          label="Average days to first response"
          value={formatDays(daysToFirstResponse.average)}
          detail={responseTimeBase}
        />
      </dl>
    </section>
  );
}
