import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StatusChange } from "@/domain/applications";
import { apiFetch } from "@/web/lib/api-client";
import { applicationsKey } from "./get-applications";

export function getApplicationHistory(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/applications/${encodeURIComponent(id)}/history`, { signal }) as Promise<{
    items: StatusChange[];
  }>;
}

export function applicationHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...applicationsKey, "history", id],
    queryFn: ({ signal }) => getApplicationHistory(id, signal),
  });
}

export function useApplicationHistory(id: string | undefined) {
  return useQuery({ ...applicationHistoryQueryOptions(id ?? ""), enabled: id !== undefined });
}
