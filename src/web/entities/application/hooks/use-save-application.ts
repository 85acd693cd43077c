import { useCallback } from "react";
import type { Application, UpdateApplicationData } from "@/domain/application-schemas";
import { tagMessages } from "@/domain/tags";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText } from "@/web/lib/api-client";
import { useUpdateApplication } from "../api/update-application";

/**
 * Saves an inline edit. The list shows the change at once and goes back if the server
 * refuses (the mutation hook does both); the refusal is told in a toast with its reason.
 * mutateAsync, not mutate: with mutate only the latest call's callbacks run, so a refusal
 * of an earlier edit would go unannounced.
 */
export function useSaveApplication() {
  const { mutateAsync } = useUpdateApplication();
  return useCallback(
    (application: Application, changes: UpdateApplicationData) => {
      mutateAsync({ id: application.id, changes }).catch((error: unknown) => {
        toast({ title: "Save failed", description: errorToText(error), variant: "destructive" });
      });
    },
    [mutateAsync],
  );
}

export type SaveApplication = ReturnType<typeof useSaveApplication>;

/**
 * Puts the application in the archive, or takes it out, with `save` (a row's, or a dialog's),
 * and says so: where it went and where it is found again.
 */
export function toggleArchive(save: SaveApplication, application: Application) {
  const archived = application.archivedAt === null;
  save(application, { archived });
  toast({
    title: archived ? tagMessages.archived : tagMessages.unarchived,
    description: archived
      ? "It stays in analytics and exports. The table shows it again with Include archived."
      : undefined,
    variant: "success",
  });
}
