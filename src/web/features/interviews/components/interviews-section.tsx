import { CalendarPlusIcon, PencilIcon, Trash2Icon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { type Interview, type InterviewOutcome, interviewMessages } from "@/domain/interviews";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/use-toast";
import { useApplicationInterviews, useDeleteInterview } from "@/web/entities/interview/api/interviews";
import { formatInterviewWhen, zoneNote } from "@/web/entities/interview/lib/interview-times";
import { errorToText } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { browserZone } from "@/web/lib/time-zones";
import { InterviewEditor } from "./interview-editor";
import { Place } from "./place";

const outcomeVariant = {
  Pending: "neutral",
  Passed: "success",
  "Not passed": "accent",
  Cancelled: "neutral",
} as const satisfies Record<InterviewOutcome, "neutral" | "success" | "accent">;

/**
 * The application's interview rounds, the earliest first, each editable in place, and one
 * more to add. They go to the calendar feed and the dashboard's "Upcoming" list.
 */
export function InterviewsSection({ applicationId }: { applicationId: string }) {
  const interviews = useApplicationInterviews(applicationId);
  // The interview being edited, "new" for one being added, or none.
  const [editing, setEditing] = useState<string | null>(null);
  const items = interviews.data?.items ?? [];
  return (
    <section aria-labelledby="interviews-heading" className="border-t border-border pt-5">
      <h3 id="interviews-heading" className="mb-1 text-xs font-semibold tracking-wider text-subtle uppercase">
        Interviews
      </h3>
      <p className="mb-4 text-xs text-muted">
        Each round with its time and place. They show in your calendar feed and under Upcoming.
      </p>
      {interviews.isPending ? (
        <p role="status" className="mb-3 text-sm text-muted">
          Loading interviews...
        </p>
      ) : interviews.isError ? (
        <p className="mb-3 text-sm text-destructive-text">{errorToText(interviews.error)}</p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Interviews of this application" className="mb-3 flex flex-col gap-2">
          {items.map((interview) => (
            <li key={interview.id}>
              {editing === interview.id ? (
                <InterviewEditor
                  applicationId={applicationId}
                  interview={interview}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <InterviewCard interview={interview} onEdit={() => setEditing(interview.id)} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {editing === "new" ? (
        <InterviewEditor applicationId={applicationId} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setEditing("new")}>
          <CalendarPlusIcon aria-hidden /> Add interview
        </Button>
      )}
    </section>
  );
}

function InterviewCard({ interview, onEdit }: { interview: Interview; onEdit: () => void }) {
  const remove = useDeleteInterview();
  const [confirming, setConfirming] = useState(false);
  const cancelled = interview.outcome === "Cancelled";
  const onDelete = () =>
    remove.mutate(interview.id, {
      onSuccess: () =>
        toast({ title: interviewMessages.deleted, description: interview.round, variant: "success" }),
      onError: (error) => toast({ title: errorToText(error), variant: "destructive" }),
    });
  return (
    <article
      aria-label={interview.round}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h4 className={cn("font-medium", cancelled && "text-muted line-through")}>{interview.round}</h4>
        <Badge variant={outcomeVariant[interview.outcome]}>{interview.outcome}</Badge>
        <div className="ml-auto flex gap-1">
          {confirming ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2 text-xs"
                onClick={() => setConfirming(false)}
              >
                Keep
              </Button>
              <Button
                variant="destructive"
                size="sm"
                className="h-7 px-2 text-xs"
                disabled={remove.isPending}
                onClick={onDelete}
              >
                Delete {interview.round}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2 text-xs"
                aria-label={`Edit ${interview.round}`}
                onClick={onEdit}
              >
                <PencilIcon aria-hidden className="size-3.5" /> Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2 text-xs"
                aria-label={`Delete ${interview.round}`}
                onClick={() => setConfirming(true)}
              >
                <Trash2Icon aria-hidden className="size-3.5" />
              </Button>
            </>
          )}
        </div>
      </div>
      <p className="text-muted">
        <time dateTime={interview.start}>{formatInterviewWhen(interview)}</time>
        <span className="text-subtle"> ({zoneNote(interview, browserZone())})</span>
      </p>
      {interview.location ? <Place location={interview.location} /> : null}
      {interview.people ? (
        <p className="flex items-start gap-1.5 text-muted">
          <UsersIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span className="sr-only">People: </span>
          {interview.people}
        </p>
      ) : null}
      {interview.notes ? (
        <p className="break-words whitespace-pre-line text-muted">{interview.notes}</p>
      ) : null}
    </article>
  );
}
