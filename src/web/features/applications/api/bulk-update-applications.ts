import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkApplicationsInput } from "@/domain/applications";
import { answer, api } from "@/web/lib/api-client";
import { applicationsKey, removeFromApplications } from "./get-applications";
import { documentsKey } from "./get-documents";

export function bulkUpdateApplications(input: BulkApplicationsInput) {
  return answer(api.applications.bulk.$post({ json: input }));
}

/** Delete or change the status of many applications at once: all of them or none. */
export function useBulkUpdateApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateApplications,
    onSuccess: (_result, input) => {
      if (input.action === "delete") removeFromApplications(queryClient, input.ids);
    },
    // A bulk delete takes the documents that went only with those applications.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKey }),
        queryClient.invalidateQueries({ queryKey: documentsKey }),
      ]),
  });
}
