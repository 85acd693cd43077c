// The ways mail reaches the inbox, as Profile & Settings sets them: the private forwarding
// address (read, made the first time, and replaced) and the connected mailbox (IMAP).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConnectMailboxInput } from "@/domain/inbox/mailbox";
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

const mailboxKey = ["inbox", "mailbox"] as const;

/** The connected mailbox (IMAP), or null. */
export const useMailbox = () =>
  useQuery({
    queryKey: mailboxKey,
    queryFn: ({ signal }) => answer(api.inbox.mailbox.$get(undefined, { init: { signal } })),
    // Until its first look is done, asked again now and then: it says when, or why not.
    refetchInterval: (query) => (query.state.data && query.state.data.lastCheckedAt === null ? 5_000 : false),
  });

export function useConnectMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectMailboxInput) => answer(api.inbox.mailbox.$put({ json: input })),
    onSuccess: (mailbox) => queryClient.setQueryData(mailboxKey, mailbox),
  });
}

export function useDisconnectMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.inbox.mailbox.$delete()),
    onSuccess: () => queryClient.setQueryData(mailboxKey, null),
  });
}
