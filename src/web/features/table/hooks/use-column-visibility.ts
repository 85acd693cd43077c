import { type ColumnVisibilityState, functionalUpdate, type Updater } from "@tanstack/react-table";
import { useCallback, useMemo, useState } from "react";
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

/**
 * Which columns show: the defaults (which may change with the data: a column with nothing in
 * it starts hidden) under the user's own choices, which are remembered in this browser
 * between visits when the user allows it. Only what differs from the defaults is a choice.
 */
export function useColumnVisibility(columns: readonly string[], defaults: ColumnVisibilityState) {
  const [choices, setChoices] = useState<ColumnVisibilityState>(() => readSaved(columns));
  const visibility = useMemo(() => ({ ...defaults, ...choices }), [defaults, choices]);

  const changeVisibility = useCallback(
    (updater: Updater<ColumnVisibilityState>) => {
      const next = functionalUpdate(updater, visibility);
      const chosen = Object.fromEntries(
        Object.entries(next).filter(([column, visible]) => (defaults[column] ?? true) !== visible),
      );
      try {
        functionalStorage.setItem(columnVisibilityStorageKey, JSON.stringify(chosen));
      } catch {
        // Storage full or refused (private browsing): the choice holds for this visit only.
      }
      setChoices(chosen);
    },
    [visibility, defaults],
  );

  return [visibility, changeVisibility] as const;
}
