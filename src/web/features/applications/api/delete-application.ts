import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/web/lib/api-client";
import { applicationsKey, removeFromApplications } from "./get-applications";

export function deleteApplication(id: string) {
  return answer(api.applications[":id"].$delete({ param: { id: encodeURIComponent(id) } }));
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: (_result, id) => removeFromApplications(queryClient, [id]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}
