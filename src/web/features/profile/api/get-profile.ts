import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/web/lib/api-client";

function getProfile(signal?: AbortSignal) {
  return answer(api.profile.$get(undefined, { init: { signal } }));
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: ["profile"],
    queryFn: ({ signal }) => getProfile(signal),
  });
}

/** The signed-in user's profile; pass enabled=false while nobody is signed in. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
