// The user's tags: listed once for the table, the board and the form, and changed from the
// tag manager. A change to a tag's name or colour shows wherever it is; a deleted tag also
// comes off the applications, which the list's next sync brings.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { CreateTagInput, Tag, UpdateTagInput } from "@/domain/tag-inputs";
import { applicationsKey } from "@/web/entities/application/api/get-applications";
import { answer, api } from "@/web/lib/api-client";

export const tagsKey = ["tags"] as const;

const tagsQueryOptions = () =>
  queryOptions({
    queryKey: tagsKey,
    queryFn: ({ signal }) => answer(api.tags.$get(undefined, { init: { signal } })),
    select: (data) => data.items,
  });

/** The user's tags A to Z (empty while they load), and each by its id. */
export function useTags() {
  const { data } = useQuery(tagsQueryOptions());
  return useMemo(() => {
    const tags = data ?? [];
    return { tags, byId: new Map<string, Tag>(tags.map((tag) => [tag.id, tag])) };
  }, [data]);
}

function useTagMutation<T, R>(mutationFn: (input: T) => Promise<R>, touchesApplications = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tagsKey }),
        touchesApplications ? queryClient.invalidateQueries({ queryKey: applicationsKey }) : null,
      ]),
  });
}

export const useCreateTag = () =>
  useTagMutation((input: CreateTagInput) => answer(api.tags.$post({ json: input })));

export const useUpdateTag = () =>
  useTagMutation((input: { id: string; changes: UpdateTagInput }) =>
    answer(api.tags[":id"].$patch({ param: { id: encodeURIComponent(input.id) }, json: input.changes })),
  );

export const useDeleteTag = () =>
  useTagMutation(
    (id: string) => answer(api.tags[":id"].$delete({ param: { id: encodeURIComponent(id) } })),
    true,
  );
