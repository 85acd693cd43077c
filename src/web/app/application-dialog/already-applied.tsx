import type { PostingMatch } from "@/domain/already-applied";
import type { Application } from "@/domain/application-schemas";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { StatusBadge } from "@/web/entities/application/components/status-badge";
import { formatDay } from "@/web/entities/application/lib/dates";

const reasonText = {
  "same requisition": "The same requisition ID: ",
  "same posting": "The same posting: ",
  "similar title": "A similar title here: ",
} as const satisfies Record<PostingMatch["reason"], string>;

/** How many earlier applications at the company are listed before "and N more". */
const listed = 3;

/**
 * Shown in the add form before saving: a warning when this looks like a posting applied to
 * before, and the earlier applications at the company with how each went.
 */
export function AlreadyApplied({
  earlier,
  matches,
  lookalikes,
  onUseCompany,
}: {
  earlier: readonly Application[];
  matches: readonly PostingMatch[];
  /** Companies of the user's whose names differ from the one typed only by a legal form. */
  lookalikes: readonly string[];
  onUseCompany: (name: string) => void;
}) {
  const others = earlier.filter((application) => !matches.some((match) => match.application === application));
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {lookalikes.map((name) => (
        <Alert key={name} title={`Is this ${name}?`}>
          <p>
            You have applications at {name}. Use that company, so they stay together; a second name makes a
            second company.
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => onUseCompany(name)}>
            Use {name}
          </Button>
        </Alert>
      ))}
      {matches.length > 0 ? (
        <Alert variant="destructive" role="status" title="You may have applied for this job before">
          <ul className="flex flex-col gap-1.5">
            {matches.map(({ application, reason }) => (
              <li key={application.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span>
                  {reasonText[reason]}
                  <span className="font-medium">{application.jobTitle}</span> at {application.company},
                  applied {formatDay(application.applicationDate)}
                </span>
                <StatusBadge status={application.status} />
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {others.length > 0 ? (
        <Alert title={`You applied to ${others[0]!.company} before`}>
          <ul className="flex flex-col gap-1.5">
            {others.slice(0, listed).map((application) => (
              <li key={application.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span>
                  <span className="font-medium">{application.jobTitle}</span>,{" "}
                  {formatDay(application.applicationDate)}
                </span>
                <StatusBadge status={application.status} />
              </li>
            ))}
          </ul>
          {others.length > listed ? (
            <p className="mt-1.5 text-muted">And {others.length - listed} more.</p>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
