import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { analyticsKey } from "@/web/entities/application/api/get-applications";
import { answer, api } from "@/web/lib/api-client";
import type { RangeDates } from "../lib/range";

function getAnalytics(range: RangeDates, signal?: AbortSignal) {
  const query = { to: range.to, ...(range.from ? { from: range.from } : {}) };
  return answer(api.analytics.$get({ query }, { init: { signal } }));
}

function analyticsQueryOptions(range: RangeDates) {
  return queryOptions({
    queryKey: [...analyticsKey, range.from ?? null, range.to],
    queryFn: ({ signal }) => getAnalytics(range, signal),
    // An inline edit or a card moved on the board patches the cached list in place, so
    // these numbers count as stale at once: the tab asks again each time it opens, and
    // shows what it had meanwhile. A saved edit marks them stale again (the tab may have
    // asked before the edit reached the server).
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
