// Job postings: read from a posting's address for the add form, kept with an application,
// and searched on the server (their text stays there, out of the list the browser holds).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PostingInput } from "@/domain/postings";
import { answer, api } from "@/web/lib/api-client";

const postingsKey = ["postings"] as const;

export const useCapturePosting = () =>
  useMutation({ mutationFn: (url: string) => answer(api.postings.capture.$post({ json: { url } })) });

function applicationPostingQueryOptions(applicationId: string) {
  return {
    queryKey: [...postingsKey, "application", applicationId],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      answer(
        api.applications[":id"].posting.$get(
          { param: { id: encodeURIComponent(applicationId) } },
          { init: { signal } },
        ),
      ),
  } as const;
}

export const useApplicationPosting = (applicationId: string) =>
  useQuery(applicationPostingQueryOptions(applicationId));

export function savePosting(applicationId: string, posting: PostingInput) {
  return answer(
    api.applications[":id"].posting.$put({ param: { id: encodeURIComponent(applicationId) }, json: posting }),
  );
}

function usePostingMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: postingsKey }),
  });
}

export const useSavePosting = () =>
  usePostingMutation((input: { applicationId: string; posting: PostingInput }) =>
    savePosting(input.applicationId, input.posting),
  );

export const useDeletePosting = () =>
  usePostingMutation((applicationId: string) =>
    answer(api.applications[":id"].posting.$delete({ param: { id: encodeURIComponent(applicationId) } })),
  );

/** The ids of the applications whose kept posting holds `q`; asked for from two characters. */
export function usePostingMatches(q: string | undefined): ReadonlySet<string> | undefined {
  const text = q?.trim() ?? "";
  const query = useQuery({
    queryKey: [...postingsKey, "search", text.toLocaleLowerCase()],
    queryFn: ({ signal }) => answer(api.postings.search.$get({ query: { q: text } }, { init: { signal } })),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    select: (data) => new Set(data.ids),
  });
  return text.length >= 2 ? query.data : undefined;
}
