import { createContext, useContext } from "react";
import type { Application, UpdateApplicationData } from "@/domain/application-schemas";

/** What a row's cells can do; the functions stay the same between renders, so rows need not re-render. */
export type TableActions = {
  save: (application: Application, changes: UpdateApplicationData) => void;
  openEdit: (application: Application) => void;
  /** Asks before deleting; focus goes back to `returnFocusTo` if the user cancels. */
  requestDelete: (application: Application, returnFocusTo: HTMLElement | null) => void;
};

export const TableActionsContext = createContext<TableActions | null>(null);

export function useTableActions(): TableActions {
  const actions = useContext(TableActionsContext);
  if (!actions) throw new Error("useTableActions needs a TableActionsContext provider above it");
  return actions;
}

/** The header checkbox's view of the selection: over the applications that match, not all. */
export type SelectionSummary = {
  matching: number;
  selected: number;
  selectAllMatching: () => void;
  clearSelection: () => void;
};

export const SelectionSummaryContext = createContext<SelectionSummary | null>(null);

export function useSelectionSummary(): SelectionSummary {
  const summary = useContext(SelectionSummaryContext);
  if (!summary) throw new Error("useSelectionSummary needs a SelectionSummaryContext provider above it");
  return summary;
}
