import { BriefcaseBusinessIcon, PlusIcon, RotateCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Application } from "@/domain/applications";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { LoadingState } from "@/web/components/ui/spinner";
import { errorToText } from "@/web/lib/api-client";
import { useApplications } from "../api/get-applications";
import { useApplicationDialog } from "./application-dialog-context";

type ApplicationsStateProps = {
  /** What the first application will look like in this view. */
  emptyDescription: string;
  children: (applications: Application[]) => ReactNode;
};

/**
 * A view of the user's applications (the table, the board): their view once they are
 * loaded, or why there are none to show: loading, a failure to retry, or none yet.
 */
export function ApplicationsState({ emptyDescription, children }: ApplicationsStateProps) {
  const applications = useApplications();

  if (applications.isPending) return <LoadingState label="Loading applications..." />;

  if (applications.isError) {
    return (
      <Alert variant="destructive" title="Your applications could not be loaded">
        <div className="flex flex-col items-start gap-3">
          <p>{errorToText(applications.error)}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => applications.refetch()}
            disabled={applications.isFetching}
          >
            <RotateCwIcon aria-hidden /> Retry
          </Button>
        </div>
      </Alert>
    );
  }

  if (applications.data.items.length === 0) return <FirstApplication description={emptyDescription} />;

  return children(applications.data.items);
}

function FirstApplication({ description }: { description: string }) {
  const { openNew } = useApplicationDialog();
  return (
    <section
      aria-labelledby="first-application-title"
      className="flex flex-col items-center rounded-(--radius-card) border border-dashed border-border-strong bg-surface/50 px-6 py-16 text-center"
    >
      <span className="mb-5 flex size-14 items-center justify-center rounded-2xl border border-border bg-surface-raised">
        <BriefcaseBusinessIcon aria-hidden className="size-6 text-primary" />
      </span>
      <h2 id="first-application-title" className="text-lg font-semibold">
        No applications yet
      </h2>
      <p className="mt-2 max-w-md text-sm text-muted">{description}</p>
      <Button className="mt-6" onClick={openNew}>
        <PlusIcon aria-hidden /> Add Application
      </Button>
    </section>
  );
}
