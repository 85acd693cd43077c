import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateStatusChangeInput } from "@/domain/application-schemas";
import { answer, api } from "@/web/lib/api-client";
import { applicationsKey } from "./get-applications";

function updateStatusChange(input: {
  applicationId: string;
  entryId: string;
  changes: UpdateStatusChangeInput;
}) {
  return answer(
    api.applications[":id"].history[":entryId"].$patch({
      param: { id: encodeURIComponent(input.applicationId), entryId: encodeURIComponent(input.entryId) },
      json: input.changes,
    }),
  );
}

/** Corrects a history entry; the list refreshes too, as the latest entry dates the status. */
export function useUpdateStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatusChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}
