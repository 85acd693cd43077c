// The dashboard's Table tab on its own, as the tests of the table, the offline rules and the
// local copy draw it: at /dashboard, with the add and edit dialogs stubbed.
import type { RouteObject } from "react-router";
import { vi } from "vitest";
import {
  ApplicationDialogContext,
  type ApplicationDialogControls,
} from "@/web/entities/application/hooks/application-dialog-context";
import ApplicationsTableView from "@/web/features/table/components/applications-table-view";

export function dialogControls(): ApplicationDialogControls {
  return { openNew: vi.fn(), openEdit: vi.fn() };
}

export function tableViewRoute(controls: ApplicationDialogControls = dialogControls()): RouteObject {
  return {
    path: "/dashboard",
    element: (
      <ApplicationDialogContext value={controls}>
        <ApplicationsTableView />
      </ApplicationDialogContext>
    ),
  };
}
