import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeed } from "@/domain/interviews";
import { answer, api } from "@/web/lib/api-client";

function calendarFeedQueryOptions() {
  return queryOptions({
    queryKey: ["settings", "calendar"],
    queryFn: ({ signal }) => answer(api.settings.calendar.$get(undefined, { init: { signal } })),
  });
}

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

/** A new address (shown by its answer only); the old one stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.settings.calendar.$post()),
    onSuccess: ({ active, createdAt, lastUsedAt }) =>
      queryClient.setQueryData<CalendarFeed>(calendarFeedQueryOptions().queryKey, {
        active,
        createdAt,
        lastUsedAt,
      }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.settings.calendar.$delete()),
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeed>(calendarFeedQueryOptions().queryKey, {
        active: false,
        createdAt: null,
        lastUsedAt: null,
      }),
  });
}
