// The inbox as the web app reads and changes it: the items by state, the count waiting (the
// header's badge), one item's mail, and applying, dismissing and undoing. A change to an item
// may change applications and interviews, so those are read again after it.
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessages } from "@/domain/errors";
import type { ApplyInboxInput, InboxItem, InboxState } from "@/domain/inbox/inbox-item";
import { applicationsKey } from "@/web/entities/application/api/get-applications";
import { interviewsKey } from "@/web/entities/interview/api/interviews";
import { ApiError, answer, api, toApiError } from "@/web/lib/api-client";

const inboxKey = ["inbox"] as const;

const inboxQueryOptions = (state: InboxState) =>
  queryOptions({
    queryKey: [...inboxKey, "items", state],
    queryFn: ({ signal }) => answer(api.inbox.$get({ query: { state } }, { init: { signal } })),
  });

/** The items in one state, the newest first, a page at a time ("Show more" asks for the next). */
export const useInboxPages = (state: InboxState) =>
  useInfiniteQuery({
    queryKey: [...inboxKey, "pages", state],
    queryFn: ({ signal, pageParam }) =>
      answer(
        api.inbox.$get(
          { query: { state, ...(pageParam ? { cursor: pageParam } : {}) } },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Mail arrives by itself: what waits is read again as often as the header's count.
    refetchInterval: state === "pending" ? 60_000 : false,
  });

/** How many items wait, as the Waiting tab says it. */
export const useInboxCount = () =>
  useQuery({ ...inboxQueryOptions("pending"), select: (data) => data.pending });

/** How many items wait for the user: read now and then, so a forwarded mail shows soon. */
export const useInboxWaiting = (enabled: boolean) =>
  useQuery({
    ...inboxQueryOptions("pending"),
    enabled,
    refetchInterval: 60_000,
    select: (data) => data.pending,
  });

/** The mail itself: its text, and its cleaned HTML while it is kept. */
export const useInboxMail = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...inboxKey, "mail", id],
    queryFn: ({ signal }) => answer(api.inbox[":id"].mail.$get({ param: { id } }, { init: { signal } })),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

function useInboxChange<T>(change: (input: T) => Promise<InboxItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKey }),
        queryClient.invalidateQueries({ queryKey: applicationsKey }),
        queryClient.invalidateQueries({ queryKey: interviewsKey }),
      ]);
    },
  });
}

export const useApplyInboxItem = () =>
  useInboxChange(({ id, changes }: { id: string; changes?: ApplyInboxInput }) =>
    answer(api.inbox[":id"].apply.$post({ param: { id }, json: changes ?? {} })),
  );

export const useDismissInboxItem = () =>
  useInboxChange((id: string) => answer(api.inbox[":id"].dismiss.$post({ param: { id } })));

export const useUndoInboxItem = () =>
  useInboxChange((id: string) => answer(api.inbox[":id"].undo.$post({ param: { id } })));

/** Hands a saved mail (.eml) to the inbox, as it was received. */
export const useUploadMail = () =>
  useInboxChange(async (file: File) => {
    let response: Response;
    try {
      response = await fetch("/api/inbox/messages", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "message/rfc822", Accept: "application/json" },
        // The bytes as they are: a mail's encodings are its own, never re-read as text.
        body: await file.arrayBuffer(),
      });
    } catch {
      throw new ApiError({ code: "NETWORK_ERROR", message: errorMessages.NETWORK_ERROR, status: 0 });
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw toApiError(response.status, payload);
    return payload as InboxItem;
  });

export const useInboxSettings = () =>
  useQuery({
    queryKey: [...inboxKey, "settings"],
    queryFn: ({ signal }) => answer(api.inbox.settings.$get(undefined, { init: { signal } })),
  });

export function useUpdateInboxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoApply: boolean) => answer(api.inbox.settings.$put({ json: { autoApply } })),
    onSuccess: (settings) => queryClient.setQueryData([...inboxKey, "settings"], settings),
  });
}
