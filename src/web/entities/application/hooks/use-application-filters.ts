import { useCallback, useDeferredValue, useMemo } from "react";
import type { Application } from "@/domain/application-schemas";
import { matchesFilters, searchableText } from "@/domain/applications";
import { usePostingMatches } from "@/web/entities/posting/api/postings";
import { hasFilters, toFilters } from "../lib/view-params";
import { useTableView } from "./use-table-view";

const collator = new Intl.Collator("en", { sensitivity: "base" });

/**
 * The search and filters the table and the board share, kept in the URL. The board never
 * shows the archive (`withArchive` false): only the table offers it. `matches` uses the
 * same rules as the API (`matchesFilters`); it follows the typing a render later, in one
 * React may interrupt, so the search box stays responsive over thousands of applications.
 */
export function useApplicationFilters(applications: readonly Application[], { withArchive = true } = {}) {
  const { view, updateView, updateSearch } = useTableView();

  const filters = useMemo(
    () => ({ ...toFilters(view), ...(withArchive ? {} : { archived: "exclude" as const }) }),
    [view, withArchive],
  );
  const deferredFilters = useDeferredValue(filters);

  // Lower-cased once per list, not once per keystroke for each of 10,000 applications; and
  // only once something is searched for: a list opened without a search never needs it.
  const searchText = useMemo(() => {
    let index: Map<string, string> | undefined;
    return (application: Application) => {
      index ??= new Map(applications.map((each) => [each.id, searchableText(each)]));
      return index.get(application.id);
    };
  }, [applications]);
  // A search also finds the applications whose kept job posting holds the text: the server
  // says which (the postings' text is not in the list the browser holds).
  const postingMatches = usePostingMatches(deferredFilters.q);
  const matches = useCallback(
    (application: Application) =>
      deferredFilters.q && postingMatches?.has(application.id)
        ? matchesFilters(application, { ...deferredFilters, q: undefined })
        : matchesFilters(
            application,
            deferredFilters,
            deferredFilters.q ? searchText(application) : undefined,
          ),
    [deferredFilters, searchText, postingMatches],
  );

  const sources = useMemo(
    () =>
      [...new Set(applications.map((application) => application.source).filter((source) => !!source))]
        .map(String)
        .sort(collator.compare),
    [applications],
  );

  const clearFilters = useCallback(
    () => updateView({ q: "", status: [], source: [], from: null, to: null, tag: [], archived: "exclude" }),
    [updateView],
  );

  // A search that leaves the archive out says how many archived applications it would find:
  // the way to them is one click.
  const archivedMatching = useMemo(() => {
    if (!withArchive || !deferredFilters.q || deferredFilters.archived !== "exclude") return 0;
    return applications.filter(
      (application) => application.archivedAt !== null && matches({ ...application, archivedAt: null }),
    ).length;
  }, [applications, deferredFilters, matches, withArchive]);

  return {
    view,
    updateView,
    searchText: view.q,
    setSearchText: updateSearch,
    sources,
    matches,
    clearFilters,
    filtering: hasFilters(withArchive ? view : { ...view, archived: "exclude" }),
    archivedMatching,
    /** The list still shows the previous filters while React works out the new ones. */
    stale: filters !== deferredFilters,
  };
}
