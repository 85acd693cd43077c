import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { Application, ApplicationListPage } from "@/domain/application-schemas";
import { limits } from "@/domain/applications";
import { answer, api } from "@/web/lib/api-client";

export const applicationsKey = ["applications"] as const;
/**
 * The analytics' numbers, under the applications' key on purpose: every change that
 * invalidates the applications (add, delete, bulk) refreshes them too.
 */
export const analyticsKey = [...applicationsKey, "analytics"] as const;

/**
 * Every page of one list request, gathered. The first page's `syncedAt` is the one kept:
 * a change made while later pages were read is asked for again next time, never missed.
 */
async function getAllPages(
  updatedSince: string | undefined,
  signal?: AbortSignal,
): Promise<ApplicationListPage> {
  const items: Application[] = [];
  const deletedIds: string[] = [];
  let first: ApplicationListPage | undefined;
  let cursor: string | null = null;
  let total = 0;
  do {
    // Annotated, not inferred: `cursor` comes back from the page, which TypeScript cannot
    // type while it is still typing the loop.
    const query: { limit: string; cursor?: string; updatedSince?: string } = {
      limit: String(limits.pageSize),
    };
    if (cursor) query.cursor = cursor;
    if (updatedSince) query.updatedSince = updatedSince;
    const page: ApplicationListPage = await answer(api.applications.$get({ query }, { init: { signal } }));
    first ??= page;
    items.push(...page.items);
    deletedIds.push(...page.deletedIds);
    total = page.total;
    cursor = page.nextCursor;
  } while (cursor);
  return {
    items,
    total,
    nextCursor: null,
    syncedAt: first?.syncedAt ?? "",
    deletedIds,
    changesOnly: first?.changesOnly === true,
  };
}

/**
 * Every application the user has, newest first. The table, board and search work on this
 * one list in the browser, so a keystroke never waits for the network; an account larger
 * than one page is fetched page by page.
 */
function getApplications(signal?: AbortSignal): Promise<ApplicationListPage> {
  return getAllPages(undefined, signal);
}

/** The list the browser holds with the server's changes since `changes` was asked for. */
function applyApplicationChanges(
  list: ApplicationListPage,
  changes: ApplicationListPage,
): ApplicationListPage {
  const changed = new Map(changes.items.map((application) => [application.id, application]));
  const gone = new Set(changes.deletedIds);
  const items: Application[] = [];
  for (const application of list.items) {
    if (gone.has(application.id)) continue;
    const next = changed.get(application.id);
    items.push(next ?? application);
    changed.delete(application.id);
  }
  // What is left was added since: newest first, like the list.
  const added = [...changed.values()].filter((application) => !gone.has(application.id));
  return {
    items: [...added, ...items],
    total: changes.total,
    nextCursor: null,
    syncedAt: changes.syncedAt,
    deletedIds: [],
    changesOnly: false,
  };
}

/**
 * Brings the list the browser holds (from memory or this device's local copy) up to date
 * by asking only for what changed since it was read. The server answers the whole list
 * when it cannot tell the changes; and when the count after applying them differs from
 * the server's, something was missed and the whole list is read again.
 */
export async function syncApplications(
  list: ApplicationListPage | undefined,
  signal?: AbortSignal,
): Promise<ApplicationListPage> {
  if (!list?.syncedAt) return getApplications(signal);
  const changes = await getAllPages(list.syncedAt, signal);
  if (!changes.changesOnly) return { ...changes, deletedIds: [] };
  const synced = applyApplicationChanges(list, changes);
  return synced.items.length === synced.total ? synced : getApplications(signal);
}

export function applicationsQueryOptions() {
  const queryKey = [...applicationsKey, "list"] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ signal, client }) =>
      syncApplications(client.getQueryData<ApplicationListPage>(queryKey), signal),
  });
}

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}

/** Takes applications out of the cached list at once (after a delete the server confirmed). */
export function removeFromApplications(queryClient: QueryClient, ids: readonly string[]) {
  const gone = new Set(ids);
  queryClient.setQueryData<ApplicationListPage>(applicationsQueryOptions().queryKey, (list) => {
    if (!list) return list;
    const items = list.items.filter((item) => !gone.has(item.id));
    return { ...list, items, total: list.total - (list.items.length - items.length) };
  });
}

/** Changes applications in the cached list at once (after a change the server confirmed). */
export function changeInApplications(
  queryClient: QueryClient,
  ids: readonly string[],
  change: (application: Application) => Application,
) {
  const changing = new Set(ids);
  queryClient.setQueryData<ApplicationListPage>(applicationsQueryOptions().queryKey, (list) =>
    list ? { ...list, items: list.items.map((item) => (changing.has(item.id) ? change(item) : item)) } : list,
  );
}
