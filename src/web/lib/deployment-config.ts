import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/web/lib/api-client";

export function getAuthConfig(signal?: AbortSignal) {
  return answer(api.config.$get(undefined, { init: { signal } }));
}

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ["config"],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    retryDelay: 300,
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
