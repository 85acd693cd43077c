import { BriefcaseBusinessIcon, FileUpIcon, PlusIcon } from "lucide-react";
import { type ReactNode, useDeferredValue } from "react";
import { Link } from "react-router";
import type { Application } from "@/domain/application-schemas";
import { paths } from "@/domain/paths";
import { LoadFailure } from "@/web/components/load-failure";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { LoadingState } from "@/web/components/ui/spinner";
import { useApplications } from "../api/get-applications";
import { useApplicationDialog } from "../hooks/application-dialog-context";

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
  // The view's first drawing of the list (the heaviest part of the page) is a background
  // render, in slices, after the page around it has painted; later changes draw at once, and
  // a view opened on a list already loaded shows it at once.
  const listShown = useDeferredValue(applications.data !== undefined);

  if (applications.isPending || (applications.data !== undefined && !listShown)) {
    return <LoadingState label="Loading applications..." />;
  }

  // A failed refresh keeps the list already shown (from memory or the local copy).
  if (applications.isError && !applications.data) {
    return (
      <LoadFailure
        title="Your applications could not be loaded"
        error={applications.error}
        onRetry={() => applications.refetch()}
        retrying={applications.isFetching}
      />
    );
  }

  if (applications.data.items.length === 0) return <FirstApplication description={emptyDescription} />;

  return children(applications.data.items);
}

function FirstApplication({ description }: { description: string }) {
  const { openNew } = useApplicationDialog();
  return (
    <EmptyState icon={BriefcaseBusinessIcon} title="No applications yet" description={description}>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => openNew()}>
          <PlusIcon aria-hidden /> Add Application
        </Button>
        <Button variant="secondary" asChild>
          <Link to={paths.importApplications}>
            <FileUpIcon aria-hidden /> Import from a spreadsheet
          </Link>
        </Button>
      </div>
    </EmptyState>
  );
}
