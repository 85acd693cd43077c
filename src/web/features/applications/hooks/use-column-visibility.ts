import { type ColumnVisibilityState, functionalUpdate, type Updater } from "@tanstack/react-table";
import { useCallback, useState } from "react";

export const columnVisibilityStorageKey = "jobtrail.applications-table.columns";

/** What was saved, keeping only known columns and true/false values (storage may hold anything). */
function readSaved(columns: readonly string[]): ColumnVisibilityState {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(columnVisibilityStorageKey) ?? "{}");
    if (typeof saved !== "object" || saved === null) return {};
    return Object.fromEntries(
      Object.entries(saved).filter(
        ([column, visible]) => columns.includes(column) && typeof visible === "boolean",
      ),
    );
  } catch {
    return {};
  }
}

/** Which columns show, remembered in this browser between visits. */
export function useColumnVisibility(columns: readonly string[], defaults: ColumnVisibilityState) {
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => ({
    ...defaults,
    ...readSaved(columns),
  }));

  const changeVisibility = useCallback((updater: Updater<ColumnVisibilityState>) => {
    setVisibility((previous) => {
      const next = functionalUpdate(updater, previous);
      try {
        localStorage.setItem(columnVisibilityStorageKey, JSON.stringify(next));
      } catch {
        // Storage full or refused (private browsing): the choice holds for this visit only.
      }
      return next;
    });
  }, []);

  return [visibility, changeVisibility] as const;
}
