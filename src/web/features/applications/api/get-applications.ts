import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApplicationList, limits } from "@/domain/applications";
import { answer, api } from "@/web/lib/api-client";

export const applicationsKey = ["applications"] as const;

/**
 * Every application the user has, newest first. The table, board and search work on this
 * one list in the browser, so a keystroke never waits for the network; an account larger
 * than one page is fetched page by page.
 */
export async function getApplications(signal?: AbortSignal): Promise<ApplicationList> {
  const items: ApplicationList["items"] = [];
  let cursor: string | null = null;
  let total = 0;
  do {
    // Annotated, not inferred: `cursor` comes back from the page, which TypeScript cannot
    // type while it is still typing the loop.
    const query: { limit: string; cursor?: string } = { limit: String(limits.pageSize) };
    if (cursor) query.cursor = cursor;
    const page: ApplicationList = await answer(api.applications.$get({ query }, { init: { signal } }));
    items.push(...page.items);
    total = page.total;
    cursor = page.nextCursor;
  } while (cursor);
  return { items, total, nextCursor: null };
}

export function applicationsQueryOptions() {
  return queryOptions({
    queryKey: [...applicationsKey, "list"],
    queryFn: ({ signal }) => getApplications(signal),
  });
}

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}

/** Takes applications out of the cached list at once (after a delete the server confirmed). */
export function removeFromApplications(queryClient: QueryClient, ids: readonly string[]) {
  const gone = new Set(ids);
  queryClient.setQueryData<ApplicationList>(applicationsQueryOptions().queryKey, (list) => {
    if (!list) return list;
    const items = list.items.filter((item) => !gone.has(item.id));
    return { ...list, items, total: list.total - (list.items.length - items.length) };
  });
}
