import { BriefcaseBusinessIcon, PlusIcon, RotateCwIcon } from "lucide-react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { LoadingState } from "@/web/components/ui/spinner";
import { errorToText } from "@/web/lib/api-client";
import { useApplications } from "../api/get-applications";
import { useApplicationDialog } from "./application-dialog-context";
import { ApplicationsTable } from "./table/applications-table";

/** The dashboard's Table tab (loaded lazily): the user's applications, or why there are none to show. */
export default function ApplicationsTableView() {
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

  if (applications.data.items.length === 0) return <FirstApplication />;

  return <ApplicationsTable applications={applications.data.items} />;
}

function FirstApplication() {
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
      <p className="mt-2 max-w-md text-sm text-muted">
        Add the first job you applied for. Each one lands here with its company, position, status and date,
        ready to sort, filter and search.
      </p>
      <Button className="mt-6" onClick={openNew}>
        <PlusIcon aria-hidden /> Add Application
      </Button>
    </section>
  );
}
