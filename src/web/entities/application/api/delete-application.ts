import { useMutation, useQueryClient } from "@tanstack/react-query";
import { documentsKey } from "@/web/entities/document/api/get-documents";
import { answer, api } from "@/web/lib/api-client";
import { applicationsKey, removeFromApplications } from "./get-applications";

function deleteApplication(id: string) {
  return answer(api.applications[":id"].$delete({ param: { id: encodeURIComponent(id) } }));
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: (_result, id) => removeFromApplications(queryClient, [id]),
    // The documents that went only with it went too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKey }),
        queryClient.invalidateQueries({ queryKey: documentsKey }),
      ]),
  });
}
