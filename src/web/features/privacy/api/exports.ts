import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataExport, RequestExportInput } from "@/domain/privacy";
import { answer, api } from "@/web/lib/api-client";

function getExports(signal?: AbortSignal) {
  return answer(api.privacy.exports.$get(undefined, { init: { signal } }));
}

const inProgress = (item: DataExport) => item.status === "queued" || item.status === "running";

function exportsQueryOptions() {
  return queryOptions({
    queryKey: ["privacy", "exports"],
    queryFn: ({ signal }) => getExports(signal),
    // While one is being made, its progress is read every second.
    refetchInterval: (query) => (query.state.data?.items.some(inProgress) ? 1000 : false),
  });
}

export function useExports() {
  return useQuery(exportsQueryOptions());
}

function requestExport(input: RequestExportInput) {
  return answer(api.privacy.exports.$post({ json: input }));
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportsQueryOptions().queryKey }),
  });
}
