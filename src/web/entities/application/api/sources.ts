// The sources the user's applications give, with how many give each: offered first in the
// form's Source field and listed in the settings, where two can be merged. The key sits under
// the applications' own, so whatever refreshes the list refreshes the sources too.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MergeSourcesInput } from "@/domain/sources";
import { answer, api } from "@/web/lib/api-client";
import { applicationsKey } from "./get-applications";

export const sourcesKey = [...applicationsKey, "sources"] as const;

const sourcesQueryOptions = () =>
  queryOptions({
    queryKey: sourcesKey,
    queryFn: ({ signal }) => answer(api.sources.$get(undefined, { init: { signal } })),
    select: (data) => data.items,
  });

/** The user's sources, the most used first. */
export const useSources = () => useQuery(sourcesQueryOptions());

/** Merges sources into one; the list and the sources are read again after. */
export function useMergeSources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MergeSourcesInput) => answer(api.sources.merge.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}
