import { debounce, useQueryStates } from "nuqs";
import { useCallback, useMemo } from "react";
import { urlStateOptions } from "@/web/lib/url-state";
import { type TableView, tableViewParsers, toTableView, toTableViewParams } from "../lib/view-params";

/**
 * How long the URL waits after the last keystroke in the search box. The list filters at
 * once from the view's state; the URL only has to be right for a reload or a bookmark, and
 * browsers throttle history writes (Safari throws after 100 in 10 seconds).
 */
export const searchWriteDelay = 300;

/**
 * The table's view, kept in the URL (nuqs, written as `urlStateOptions` says). Each change
 * builds on the latest view, even one whose URL write is still waiting; a change written at
 * once cancels a search still waiting.
 */
export function useTableView() {
  const [params, setParams] = useQueryStates(tableViewParsers, urlStateOptions);
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
