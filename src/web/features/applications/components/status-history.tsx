import { type StatusChange, statusTone } from "@/domain/applications";
import { errorToText } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { useApplicationHistory } from "../api/get-application-history";
import { formatDay } from "../lib/dates";
import { StatusBadge, toneClassNames } from "./status-badge";

/** The application's stages so far, oldest first, as a compact timeline. */
export function StatusHistory({ applicationId }: { applicationId: string }) {
  const history = useApplicationHistory(applicationId);
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
        <Timeline changes={history.data.items} />
      )}
    </section>
  );
}

function Timeline({ changes }: { changes: StatusChange[] }) {
  return (
    <ol className="flex flex-col">
      {changes.map((change, index) => (
        <li key={change.id} className="relative flex gap-3 pb-4 last:pb-0">
          {index < changes.length - 1 ? (
            <span aria-hidden className="absolute top-4 bottom-0 left-[5px] w-px bg-border" />
          ) : null}
          <span
            aria-hidden
            className={cn(
              "relative mt-1.5 size-[11px] shrink-0 rounded-full ring-4 ring-surface",
              toneClassNames[statusTone[change.status]].dot,
            )}
          />
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <StatusBadge status={change.status} />
              <time dateTime={change.date} className="text-xs text-muted">
                {formatDay(change.date)}
              </time>
            </div>
            {change.note ? <p className="text-sm break-words text-muted">{change.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
