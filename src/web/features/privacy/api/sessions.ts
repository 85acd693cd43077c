import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/web/lib/api-client";

function getSessions(signal?: AbortSignal) {
  return answer(api.privacy.sessions.$get(undefined, { init: { signal } }));
}

function sessionsQueryOptions() {
  return queryOptions({ queryKey: ["privacy", "sessions"], queryFn: ({ signal }) => getSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

function revokeSession(id: string) {
  return answer(api.privacy.sessions[":id"].$delete({ param: { id: encodeURIComponent(id) } }));
}

function revokeOtherSessions() {
  return answer(api.privacy.sessions["sign-out-others"].$post());
}

function useSessionsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

export const useRevokeSession = () => useSessionsMutation(revokeSession);
export const useRevokeOtherSessions = () => useSessionsMutation(() => revokeOtherSessions());
