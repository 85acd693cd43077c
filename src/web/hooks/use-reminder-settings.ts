// The reminder settings: read by the application form (the follow-up date it proposes) and
// changed on the profile page, so they live here rather than in either feature.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateReminderSettingsInput } from "@/domain/reminder-settings";
import { answer, api } from "@/web/lib/api-client";

export function reminderSettingsQueryOptions() {
  return queryOptions({
    queryKey: ["settings", "reminders"],
    queryFn: ({ signal }) => answer(api.settings.reminders.$get(undefined, { init: { signal } })),
    // They change only here, from this page or another tab's save.
    staleTime: 5 * 60 * 1000,
  });
}

export function useReminderSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...reminderSettingsQueryOptions(), enabled });
}

/** Saves a change; every reader has the answer at once. */
export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateReminderSettingsInput) =>
      answer(api.settings.reminders.$patch({ json: changes })),
    onSuccess: (settings) => queryClient.setQueryData(reminderSettingsQueryOptions().queryKey, settings),
  });
}
