import { useState } from "react";
import type { Application } from "@/domain/application-schemas";
import { mergeMessages } from "@/domain/companies";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText } from "@/web/lib/api-client";
import { useMergeCompanies } from "../api/merge-companies";

/**
 * In the edit form, for an application whose company has a lookalike among the user's own
 * ("Google LLC" beside "Google"): merge this company into that one, after a second press.
 * The form closes once merged, since its company name is no longer a record of its own.
 */
export function MergeCompany({
  application,
  into,
  onMerged,
}: {
  application: Application;
  /** An application at the lookalike company: its name and id. */
  into: Pick<Application, "company" | "companyId">;
  onMerged: () => void;
}) {
  const merge = useMergeCompanies();
  const [confirming, setConfirming] = useState(false);
  const run = () =>
    merge.mutate(
      { from: application.companyId, into: into.companyId },
      {
        onSuccess: ({ company, moved }) => {
          toast({
            title: mergeMessages.merged,
            description: `${moved} ${moved === 1 ? "application" : "applications"} moved to ${company.name}`,
            variant: "success",
          });
          onMerged();
        },
        onError: (error) => toast({ title: errorToText(error), variant: "destructive" }),
      },
    );
  return (
    <Alert title={`Is ${application.company} the same as ${into.company}?`} className="sm:col-span-2">
      <p>
        {confirming
          ? `Every application at ${application.company} moves to ${into.company}, and ${application.company} is removed.`
          : `You also have applications at ${into.company}. If it is one employer, merge them so they stay together.`}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {confirming ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
              Keep both
            </Button>
            <Button size="sm" onClick={run} disabled={merge.isPending}>
              Merge into {into.company}
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            Merge into {into.company}...
          </Button>
        )}
      </div>
    </Alert>
  );
}
