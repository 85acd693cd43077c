import { debounce, useQueryStates } from "nuqs";
import { useCallback, useMemo } from "react";
import { type TableView, tableViewParsers, toTableView, toTableViewParams } from "../lib/view-params";

/**
 * How long the URL waits after the last keystroke in the search box. The list filters at
 * once from the view's state; the URL only has to be right for a reload or a bookmark, and
 * browsers throttle history writes (Safari throws after 100 in 10 seconds).
 */
export const searchWriteDelay = 300;

/**
 * Replace, not push; no scroll; and through the router (not shallow), so every reader of
 * the location (the router's own, the tests' memory router) sees the same URL.
 */
export const viewOptions = { history: "replace", scroll: false, shallow: false } as const;

/**
 * The table's view, kept in the URL (nuqs). Every write replaces the history entry: a view
 * is a way of looking at the page, not a page, so Back leaves the dashboard instead of
 * undoing filters one by one. Each change builds on the latest view, even one whose URL
 * write is still waiting; a change written at once cancels a search still waiting.
 */
export function useTableView() {
  const [params, setParams] = useQueryStates(tableViewParsers, viewOptions);
  const view = useMemo(() => toTableView(params), [params]);

  const updateView = useCallback(
    (changes: Partial<TableView>) =>
      void setParams((current) => toTableViewParams({ ...toTableView(current), ...changes })),
    [setParams],
  );

  /** The search box: the view changes at once, the URL once typing pauses. */
  const updateSearch = useCallback(
    (q: string) =>
      void setParams((current) => toTableViewParams({ ...toTableView(current), q }), {
        limitUrlUpdates: debounce(searchWriteDelay),
      }),
    [setParams],
  );

  return { view, updateView, updateSearch };
}
