import { CalendarClockIcon } from "lucide-react";
import { useState } from "react";
import type { Application } from "@/domain/application-schemas";
import type { UpcomingInterview } from "@/domain/interviews";
import { calendarFeedSettings } from "@/domain/paths";
import { NoticeCard } from "@/web/components/notice-card";
import { TextLink } from "@/web/components/text-link";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { useApplicationDialog } from "@/web/entities/application/hooks/application-dialog-context";
import { useUpcomingInterviews } from "@/web/entities/interview/api/interviews";
import { daysUntilLabel, formatInterviewWhen, zoneNote } from "@/web/entities/interview/lib/interview-times";
import { mobileQuery, useMediaQuery } from "@/web/hooks/use-media-query";
import { cn } from "@/web/lib/cn";
import { browserZone } from "@/web/lib/time-zones";
import { Place } from "./place";

/** How many show before "Show all": the list stays a glance (one on a phone). */
const shownAtFirst = { laptop: 2, phone: 1 };

/**
 * The interviews coming up (not over, not cancelled), the soonest first, each opening its
 * application. Nothing is drawn when none is coming.
 */
export function UpcomingInterviews({ applications }: { applications: readonly Application[] }) {
  const upcoming = useUpcomingInterviews();
  const [showAll, setShowAll] = useState(false);
  const first = useMediaQuery(mobileQuery) ? shownAtFirst.phone : shownAtFirst.laptop;
  const items = upcoming.data?.items ?? [];
  if (items.length === 0) return null;
  const shown = showAll ? items : items.slice(0, first);
  return (
    <NoticeCard
      name="interviews"
      icon={<CalendarClockIcon aria-hidden className="size-5 text-primary" />}
      title="Upcoming interviews"
      summary={<Badge variant="accent">{items.length} coming</Badge>}
    >
      <ul className="divide-y divide-border">
        {shown.map((interview) => (
          <UpcomingRow
            key={interview.id}
            interview={interview}
            application={applications.find((application) => application.id === interview.applicationId)}
          />
        ))}
      </ul>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        {items.length > first ? (
          <Button variant="ghost" size="sm" onClick={() => setShowAll((all) => !all)}>
            {showAll ? "Show fewer" : `Show all ${items.length}`}
          </Button>
        ) : (
          <span />
        )}
        <TextLink to={calendarFeedSettings} className="text-sm">
          Add to your calendar
        </TextLink>
      </div>
    </NoticeCard>
  );
}

function UpcomingRow({
  interview,
  application,
}: {
  interview: UpcomingInterview;
  application: Application | undefined;
}) {
  const { openEdit } = useApplicationDialog();
  const start = new Date(interview.start);
  const label = daysUntilLabel(interview.start);
  const soon = label === "Today" || label === "Tomorrow";
  return (
    <li className="flex gap-3 py-2">
      <div
        aria-hidden
        className="flex w-12 shrink-0 flex-col items-center self-start rounded-lg border border-border bg-surface-raised py-1"
      >
        <span className="text-[0.65rem] font-semibold text-muted uppercase">
          {start.toLocaleDateString("en-US", { month: "short" })}
        </span>
        <span className="text-lg leading-tight font-semibold">{start.getDate()}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        <div className="flex flex-wrap items-center gap-x-2">
          <p className="font-medium">
            {interview.round}
            <span className="font-normal text-muted">
              {" "}
              · {interview.jobTitle} at {interview.company}
            </span>
          </p>
          <span
            className={cn("text-xs font-medium whitespace-nowrap", soon ? "text-orange-peel" : "text-muted")}
          >
            {label}
          </span>
        </div>
        <p className="text-muted">
          <time dateTime={interview.start} className="whitespace-nowrap">
            {formatInterviewWhen(interview)}
          </time>
          <span className="text-subtle"> ({zoneNote(interview, browserZone())})</span>
        </p>
        {interview.location ? <Place location={interview.location} /> : null}
        {application ? (
          <Button
            variant="link"
            size="sm"
            className="self-start text-sm"
            onClick={() => openEdit(application)}
            aria-label={`Open ${interview.jobTitle} at ${interview.company}`}
          >
            Open application
          </Button>
        ) : null}
      </div>
    </li>
  );
}
