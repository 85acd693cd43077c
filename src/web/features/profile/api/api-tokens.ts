import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateApiTokenInput } from "@/domain/api-tokens";
import { answer, api } from "@/web/lib/api-client";

const tokensKey = ["settings", "tokens"] as const;

export const useApiTokens = () =>
  useQuery({
    queryKey: tokensKey,
    queryFn: ({ signal }) => answer(api.settings.tokens.$get(undefined, { init: { signal } })),
  });

function useTokenMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: tokensKey }) });
}

export const useCreateApiToken = () =>
  useTokenMutation((input: CreateApiTokenInput) => answer(api.settings.tokens.$post({ json: input })));

export const useRevokeApiToken = () =>
  useTokenMutation((id: string) =>
    answer(api.settings.tokens[":id"].$delete({ param: { id: encodeURIComponent(id) } })),
  );
