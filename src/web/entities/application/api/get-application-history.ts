import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/web/lib/api-client";
import { applicationsKey } from "./get-applications";

function getApplicationHistory(id: string, signal?: AbortSignal) {
  return answer(
    api.applications[":id"].history.$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }),
  );
}

function applicationHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...applicationsKey, "history", id],
    queryFn: ({ signal }) => getApplicationHistory(id, signal),
  });
}

export function useApplicationHistory(id: string | undefined) {
  return useQuery({ ...applicationHistoryQueryOptions(id ?? ""), enabled: id !== undefined });
}
