import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/web/lib/api-client";
import type { RangeDates } from "../lib/range";

/**
 * Under the applications' key on purpose: every change to the applications (add, delete,
 * bulk) invalidates ["applications"], and that refreshes the numbers here too.
 */
const analyticsKey = ["applications", "analytics"] as const;

function getAnalytics(range: RangeDates, signal?: AbortSignal) {
  const query = { to: range.to, ...(range.from ? { from: range.from } : {}) };
  return answer(api.analytics.$get({ query }, { init: { signal } }));
}

function analyticsQueryOptions(range: RangeDates) {
  return queryOptions({
    queryKey: [...analyticsKey, range.from ?? null, range.to],
    queryFn: ({ signal }) => getAnalytics(range, signal),
    // An inline edit or a card moved on the board patches the cached list in place
    // without invalidating anything, so these numbers count as stale at once: the tab
    // asks again each time it opens, and shows what it had meanwhile.
    staleTime: 0,
  });
}

export function useAnalytics(range: RangeDates, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...analyticsQueryOptions(range),
    enabled: options.enabled ?? true,
    // A new range keeps the last numbers on screen (marked as updating) instead of a spinner.
    placeholderData: keepPreviousData,
  });
}
