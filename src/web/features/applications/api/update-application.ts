import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Application, ApplicationList, UpdateApplicationData } from "@/domain/applications";
import { apiFetch } from "@/web/lib/api-client";
import { applicationsKey, applicationsQueryOptions } from "./get-applications";

export type ApplicationChanges = { id: string; changes: UpdateApplicationData };

export function updateApplication({ id, changes }: ApplicationChanges) {
  return apiFetch(`/api/applications/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: changes,
  }) as Promise<Application>;
}

/** What the list shows at once, before the server answers (company stays as typed). */
function applyChanges(application: Application, changes: UpdateApplicationData): Application {
  const { statusDate, statusNote: _note, ...fields } = changes;
  const next = { ...application } as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) next[key] = value;
  if (changes.status && changes.status !== application.status)
    next.statusDate = statusDate ?? application.statusDate;
  return next as Application;
}

/**
 * Optimistic: the list changes at once and goes back as it was if the server refuses.
 * The caller shows the refusal (a toast) from the mutation's error.
 */
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  const listKey = applicationsQueryOptions().queryKey;
  return useMutation({
    mutationFn: updateApplication,
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<ApplicationList>(listKey);
      if (previous) {
        queryClient.setQueryData<ApplicationList>(listKey, {
          ...previous,
          items: previous.items.map((application) =>
            application.id === id ? applyChanges(application, changes) : application,
          ),
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<ApplicationList>(listKey, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === saved.id ? saved : item)) } : list,
      );
    },
    onSettled: (_data, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: [...applicationsKey, "history", id] }),
  });
}
