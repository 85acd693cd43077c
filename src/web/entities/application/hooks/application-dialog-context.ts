import { createContext, useContext } from "react";
import type { Application } from "@/domain/application-schemas";
import type { AddFormLink } from "@/domain/postings";

export type ApplicationDialogControls = {
  /** The empty add-application form; with the link it was opened by, filled from the posting it hands over. */
  openNew: (link?: AddFormLink) => void;
  /** The form filled with this application, saving changes to it. */
  openEdit: (application: Application) => void;
};

export const ApplicationDialogContext = createContext<ApplicationDialogControls | null>(null);

/** Opens the add/edit dialog from anywhere inside the dashboard. */
export function useApplicationDialog(): ApplicationDialogControls {
  const controls = useContext(ApplicationDialogContext);
  if (!controls) throw new Error("useApplicationDialog needs an ApplicationDialogProvider above it");
  return controls;
}
