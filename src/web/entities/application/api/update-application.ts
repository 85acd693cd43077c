import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Application, ApplicationListPage, UpdateApplicationData } from "@/domain/application-schemas";
import { tagsKey } from "@/web/entities/tag/api/tags";
import { answer, api } from "@/web/lib/api-client";
import { analyticsKey, applicationsKey, applicationsQueryOptions } from "./get-applications";
import { sourcesKey } from "./sources";

type ApplicationChanges = { id: string; changes: UpdateApplicationData };

function updateApplication({ id, changes }: ApplicationChanges) {
  return answer(api.applications[":id"].$patch({ param: { id: encodeURIComponent(id) }, json: changes }));
}

/** What the list shows at once, before the server answers (company stays as typed). */
function applyChanges(application: Application, changes: UpdateApplicationData): Application {
  const { statusDate, statusNote: _note, archived, ...fields } = changes;
  const next = { ...application } as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) next[key] = value;
  if (archived !== undefined)
    next.archivedAt = archived ? (application.archivedAt ?? new Date().toISOString()) : null;
  if (changes.status && changes.status !== application.status)
    next.statusDate = statusDate === undefined ? application.statusDate : statusDate;
  return next as Application;
}

function replaceInList(queryClient: QueryClient, application: Application) {
  queryClient.setQueryData<ApplicationListPage>(applicationsQueryOptions().queryKey, (list) =>
    list
      ? { ...list, items: list.items.map((item) => (item.id === application.id ? application : item)) }
      : list,
  );
}

const updateKey = [...applicationsKey, "update"] as const;

/** Whether another change to this application waits to be saved, besides the one settling now. */
function laterChangePending(queryClient: QueryClient, id: string): boolean {
  const pending = queryClient.isMutating({
    mutationKey: updateKey,
    predicate: (mutation) => (mutation.state.variables as ApplicationChanges | undefined)?.id === id,
  });
  return pending > 1;
}

/**
 * Optimistic: the list changes at once and goes back as it was if the server refuses.
 * The caller shows the refusal (a toast) from the mutation's error.
 */
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  const listKey = applicationsQueryOptions().queryKey;
  return useMutation({
    mutationKey: updateKey,
    // One save at a time, in the order they were made: a card moved again while its last
    // move is saving must not reach the server first and be undone by the older move.
    scope: { id: updateKey.join("/") },
    mutationFn: updateApplication,
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient
        .getQueryData<ApplicationListPage>(listKey)
        ?.items.find((item) => item.id === id);
      if (before) replaceInList(queryClient, applyChanges(before, changes));
      return { before };
    },
    // Only this application goes back: another edit saved meanwhile keeps its change.
    onError: (_error, _variables, context) => {
      if (context?.before) replaceInList(queryClient, context.before);
    },
    // A later change to the same application is still to be saved: the list keeps showing
    // it rather than this older answer, and that change's own answer settles it.
    onSuccess: (saved, { id }) => {
      if (!laterChangePending(queryClient, id)) replaceInList(queryClient, saved);
    },
    // New tags on an application change how many applications each tag counts, a new source
    // how many give each source. The analytics may have been read while the edit was on its
    // way (opened right after a status change): read again if shown, the next time if not.
    onSettled: (_data, _error, { id, changes }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...applicationsKey, "history", id] }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
        changes.tagIds === undefined ? null : queryClient.invalidateQueries({ queryKey: tagsKey }),
        changes.source === undefined ? null : queryClient.invalidateQueries({ queryKey: sourcesKey }),
      ]),
  });
}
