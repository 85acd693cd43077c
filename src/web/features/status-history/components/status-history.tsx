import { PencilIcon } from "lucide-react";
import { useId, useState } from "react";
import type { Application, StatusChange } from "@/domain/application-schemas";
import { statusTone } from "@/domain/applications";
import { localToday } from "@/domain/dates";
import type { Interview } from "@/domain/interviews";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Input } from "@/web/components/ui/input";
import { toast } from "@/web/components/ui/use-toast";
import { useApplicationHistory } from "@/web/entities/application/api/get-application-history";
import { useUpdateStatusChange } from "@/web/entities/application/api/update-status-change";
import { StatusBadge, toneClassNames } from "@/web/entities/application/components/status-badge";
import { formatDay } from "@/web/entities/application/lib/dates";
import { useApplicationInterviews } from "@/web/entities/interview/api/interviews";
import { formatInterviewWhen, zoneNote } from "@/web/entities/interview/lib/interview-times";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { editorKeys } from "@/web/lib/editor-keys";
import { browserZone } from "@/web/lib/time-zones";

/**
 * The application's stages so far, oldest first, as a compact timeline. Each entry's date
 * (or that it is unknown) and note can be corrected: an application logged after the fact
 * gets its real history.
 */
export function StatusHistory({ application }: { application: Application }) {
  const history = useApplicationHistory(application.id);
  // The interview section's own query: the rounds take their place among the stages.
  const interviews = useApplicationInterviews(application.id).data?.items ?? [];
  return (
    <section aria-labelledby="status-history-heading" className="border-t border-border pt-5">
      <h3
        id="status-history-heading"
        className="mb-4 text-xs font-semibold tracking-wider text-subtle uppercase"
      >
        Status history
      </h3>
      {history.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading history...
        </p>
      ) : history.isError ? (
        <p className="text-sm text-destructive-text">{errorToText(history.error)}</p>
      ) : (
        <Timeline application={application} changes={history.data.items} interviews={interviews} />
      )}
    </section>
  );
}

/**
 * The stages and the interviews (not the cancelled ones) in one list: each interview goes
 * before the first stage dated after its day; stages of unknown date keep their place.
 */
function timelineOf(
  changes: StatusChange[],
  interviews: Interview[],
): ({ kind: "change"; change: StatusChange } | { kind: "interview"; interview: Interview })[] {
  const rounds = interviews.filter((interview) => interview.outcome !== "Cancelled");
  const entries: ReturnType<typeof timelineOf> = [];
  let next = 0;
  for (const change of changes) {
    while (next < rounds.length && change.date !== null && rounds[next]!.startsAt.slice(0, 10) < change.date)
      entries.push({ kind: "interview", interview: rounds[next++]! });
    entries.push({ kind: "change", change });
  }
  for (const interview of rounds.slice(next)) entries.push({ kind: "interview", interview });
  return entries;
}

function Timeline({
  application,
  changes,
  interviews,
}: {
  application: Application;
  changes: StatusChange[];
  interviews: Interview[];
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const entries = timelineOf(changes, interviews);
  return (
    <ol className="flex flex-col">
      {entries.map((entry, index) =>
        entry.kind === "interview" ? (
          <InterviewEntry
            key={entry.interview.id}
            interview={entry.interview}
            last={index === entries.length - 1}
          />
        ) : (
          <ChangeEntry
            key={entry.change.id}
            application={application}
            change={entry.change}
            first={index === entries.findIndex((item) => item.kind === "change")}
            last={index === entries.length - 1}
            editing={editing === entry.change.id}
            onEdit={(editing) => setEditing(editing ? entry.change.id : null)}
          />
        ),
      )}
    </ol>
  );
}

/** A line down to the next entry, behind the dots. */
const connector = <span aria-hidden className="absolute top-4 bottom-0 left-[5px] w-px bg-border" />;

function InterviewEntry({ interview, last }: { interview: Interview; last: boolean }) {
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      {last ? null : connector}
      {/* Hollow: an event, where the stages are filled dots. */}
      <span
        aria-hidden
        className="relative mt-1.5 size-[11px] shrink-0 rounded-full border-2 border-primary bg-surface ring-4 ring-surface"
      />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-sm font-medium">Interview: {interview.round}</span>
        <time dateTime={interview.start} className="text-xs text-muted">
          {formatInterviewWhen(interview)} ({zoneNote(interview, browserZone())})
        </time>
      </div>
    </li>
  );
}

function ChangeEntry({
  application,
  change,
  first,
  last,
  editing,
  onEdit,
}: {
  application: Application;
  change: StatusChange;
  first: boolean;
  last: boolean;
  editing: boolean;
  onEdit: (editing: boolean) => void;
}) {
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      {last ? null : connector}
      <span
        aria-hidden
        className={cn(
          "relative mt-1.5 size-[11px] shrink-0 rounded-full ring-4 ring-surface",
          toneClassNames[statusTone[change.status]].dot,
        )}
      />
      {editing ? (
        <EntryEditor
          application={application}
          change={change}
          datedByApplication={first && change.status === "Applied"}
          onDone={() => onEdit(false)}
        />
      ) : (
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <StatusBadge status={change.status} />
            {change.date ? (
              <time dateTime={change.date} className="text-xs text-muted">
                {formatDay(change.date)}
              </time>
            ) : (
              <span className="text-xs text-subtle italic">Date unknown</span>
            )}
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto h-7 px-2 text-xs"
              aria-label={`Correct ${change.status}, ${change.date ? formatDay(change.date) : "date unknown"}`}
              onClick={() => onEdit(true)}
            >
              <PencilIcon aria-hidden className="size-3.5" /> Correct
            </Button>
          </div>
          {change.note ? <p className="text-sm break-words text-muted">{change.note}</p> : null}
        </div>
      )}
    </li>
  );
}

/**
 * Corrects one entry in place. It sits inside the application's form, so it is a group
 * saved by its own button, and Enter saves it rather than the application.
 */
function EntryEditor({
  application,
  change,
  datedByApplication,
  onDone,
}: {
  application: Application;
  change: StatusChange;
  /** The first Applied entry is the application date: corrected there, not here. */
  datedByApplication: boolean;
  onDone: () => void;
}) {
  const update = useUpdateStatusChange();
  const id = useId();
  const [unknown, setUnknown] = useState(change.date === null);
  const [date, setDate] = useState(change.date ?? application.applicationDate);
  const [note, setNote] = useState(change.note ?? "");
  const [errors, setErrors] = useState<{ date?: string; note?: string; form?: string }>({});

  const save = () => {
    const changes = {
      ...(datedByApplication ? {} : { date: unknown ? null : date }),
      note,
    };
    update.mutate(
      { applicationId: application.id, entryId: change.id, changes },
      {
        onSuccess: () => {
          toast({ title: "History corrected", description: change.status, variant: "success" });
          onDone();
        },
        onError: (error) =>
          setErrors(
            isApiError(error, "VALIDATION_ERROR") && error.fields
              ? { date: error.fields.date, note: error.fields.note }
              : { form: errorToText(error) },
          ),
      },
    );
  };
  const onKeyDown = editorKeys(save, onDone);

  return (
    <fieldset
      className="flex min-w-0 flex-1 flex-col gap-3 rounded-xl border border-border bg-surface-raised p-3"
      onKeyDown={onKeyDown}
    >
      <legend className="sr-only">Correct {change.status}</legend>
      <StatusBadge status={change.status} />
      {datedByApplication ? (
        <p className="text-xs text-muted">Its date is the application date, set above.</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-date`} className="text-sm font-medium">
              Date
            </label>
            <Input
              id={`${id}-date`}
              type="date"
              className="w-auto"
              value={date}
              min={application.applicationDate}
              max={localToday()}
              disabled={unknown}
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={errors.date ? `${id}-date-error` : undefined}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
          <div className="flex h-10 items-center gap-2">
            <Checkbox
              id={`${id}-unknown`}
              checked={unknown}
              onCheckedChange={(checked) => setUnknown(checked === true)}
            />
            <label htmlFor={`${id}-unknown`} className="text-sm">
              I don't know when
            </label>
          </div>
        </div>
      )}
      {errors.date ? (
        <p id={`${id}-date-error`} className="text-xs text-destructive-text">
          {errors.date}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          Note
        </label>
        <Input
          id={`${id}-note`}
          value={note}
          maxLength={500}
          aria-invalid={errors.note ? true : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        {errors.note ? <p className="text-xs text-destructive-text">{errors.note}</p> : null}
      </div>
      {errors.form ? (
        <p role="alert" className="text-xs text-destructive-text">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" onClick={save} disabled={update.isPending}>
          Save correction
        </Button>
      </div>
    </fieldset>
  );
}
