import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applicationsKey } from "@/web/entities/application/api/get-applications";
import { answer, api } from "@/web/lib/api-client";

/** Merges one of the user's companies into another; the list then reads the moved applications. */
export function useMergeCompanies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ from, into }: { from: string; into: string }) =>
      answer(api.companies[":id"].merge.$post({ param: { id: encodeURIComponent(from) }, json: { into } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}
