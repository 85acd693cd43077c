// The user's private forwarding address: read (made the first time), and replaced.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/web/lib/api-client";

const addressKey = ["inbox", "address"] as const;

export const useInboxAddress = (enabled: boolean) =>
  useQuery({
    queryKey: addressKey,
    queryFn: ({ signal }) => answer(api.inbox.address.$get(undefined, { init: { signal } })),
    enabled,
  });

export function useReplaceInboxAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.inbox.address.$post()),
    onSuccess: (answer) => queryClient.setQueryData(addressKey, answer),
  });
}
