import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportApplicationsInput } from "@/domain/import";
import { applicationsKey } from "@/web/entities/application/api/get-applications";
import { answer, api } from "@/web/lib/api-client";

function importApplications(input: ImportApplicationsInput) {
  return answer(api.applications.import.$post({ json: input }));
}

/** Checks (dryRun) or imports rows; after an import the application list is fetched again. */
export function useImportApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importApplications,
    onSuccess: (result) => {
      if (!result.dryRun && result.created > 0)
        void queryClient.invalidateQueries({ queryKey: applicationsKey });
    },
  });
}
