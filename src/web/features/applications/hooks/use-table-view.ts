import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { readTableView, type TableView, writeTableView } from "../lib/view-params";

/**
 * The table's view, read from and written to the URL. Every write replaces the history
 * entry: a view is a way of looking at the page, not a page, so Back leaves the dashboard
 * instead of undoing filters one by one.
 */
export function useTableView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readTableView(searchParams), [searchParams]);

  // A delayed write (the search box's) must build on the URL as it is then, not as it was
  // when the timer started, or it would undo a filter chosen in between.
  const latest = useRef({ searchParams, setSearchParams });
  useEffect(() => {
    latest.current = { searchParams, setSearchParams };
  });

  const updateView = useCallback((changes: Partial<TableView>) => {
    const { searchParams: current, setSearchParams: write } = latest.current;
    const next = writeTableView(current, { ...readTableView(current), ...changes });
    // The next write builds on this one even before React renders it: the search box's
    // delayed write, firing just after a filter was untouched, must not bring it back.
    latest.current = { searchParams: next, setSearchParams: write };
    write(next, { replace: true, preventScrollReset: true });
  }, []);

  return { view, updateView };
}

/**
 * How long the search box waits after the last keystroke before writing the URL. The list
 * filters at once from the box's own state; the URL only has to be right for a reload or a
 * bookmark, and browsers throttle history writes (Safari throws after 100 in 10 seconds).
 */
export const searchWriteDelay = 300;

/** The search box's text: instant for the list, written to the URL once typing pauses. */
export function useSearchText(urlQuery: string, writeQuery: (query: string) => void) {
  const [text, setText] = useState(urlQuery);
  const written = useRef(urlQuery);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; query: string } | null>(null);
  const writeRef = useRef(writeQuery);
  useEffect(() => {
    writeRef.current = writeQuery;
  });

  // The URL changed by other means (Clear filters, a link to a saved view): follow it.
  useEffect(() => {
    if (urlQuery === written.current) return;
    written.current = urlQuery;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    setText(urlQuery);
  }, [urlQuery]);

  // Leaving the tab mid-word still saves the search for the way back.
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      writeRef.current(pending.current.query);
    },
    [],
  );

  const changeText = useCallback((query: string) => {
    setText(query);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = {
      query,
      timer: setTimeout(() => {
        pending.current = null;
        written.current = query;
        writeRef.current(query);
      }, searchWriteDelay),
    };
  }, []);

  /** Empties the box without a write of its own: the caller writes the whole view at once. */
  const resetText = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    written.current = "";
    setText("");
  }, []);

  return [text, changeText, resetText] as const;
}
