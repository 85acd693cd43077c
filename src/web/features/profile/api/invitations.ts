import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/web/lib/api-client";

const invitationsKey = ["invitations"] as const;

export const useInvitations = () =>
  useQuery({
    queryKey: invitationsKey,
    queryFn: ({ signal }) => answer(api.invitations.$get(undefined, { init: { signal } })),
  });

function useInvitationMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export const useInvite = () =>
  useInvitationMutation((email: string) => answer(api.invitations.$post({ json: { email } })));

export const useWithdrawInvitation = () =>
  useInvitationMutation((id: string) =>
    answer(api.invitations[":id"].$delete({ param: { id: encodeURIComponent(id) } })),
  );
