import { type ColumnVisibilityState, functionalUpdate, type Updater } from "@tanstack/react-table";
import { useCallback, useState } from "react";
import { functionalStorage } from "@/web/lib/consent";

/** Remembered only with functional consent (lib/consent.ts). */
export const columnVisibilityStorageKey = "applications-table.columns";

/** What was saved, keeping only known columns and true/false values (storage may hold anything). */
function readSaved(columns: readonly string[]): ColumnVisibilityState {
  try {
    const saved: unknown = JSON.parse(functionalStorage.getItem(columnVisibilityStorageKey) ?? "{}");
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

/** Which columns show, remembered in this browser between visits when the user allows it. */
export function useColumnVisibility(columns: readonly string[], defaults: ColumnVisibilityState) {
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => ({
    ...defaults,
    ...readSaved(columns),
  }));

  const changeVisibility = useCallback((updater: Updater<ColumnVisibilityState>) => {
    setVisibility((previous) => {
      const next = functionalUpdate(updater, previous);
      try {
        functionalStorage.setItem(columnVisibilityStorageKey, JSON.stringify(next));
      } catch {
        // Storage full or refused (private browsing): the choice holds for this visit only.
      }
      return next;
    });
  }, []);

  return [visibility, changeVisibility] as const;
}
