import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkApplicationsInput } from "@/domain/application-schemas";
import { documentsKey } from "@/web/entities/document/api/get-documents";
import { tagsKey } from "@/web/entities/tag/api/tags";
import { answer, api } from "@/web/lib/api-client";
import { applicationsKey, changeInApplications, removeFromApplications } from "./get-applications";

function bulkUpdateApplications(input: BulkApplicationsInput) {
  return answer(api.applications.bulk.$post({ json: input }));
}

/** Delete, move, archive or tag many applications at once: all of them or none. */
export function useBulkUpdateApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateApplications,
    // Shown at once; the list's sync that follows brings the server's own record.
    onSuccess: (_result, input) => {
      if (input.action === "delete") removeFromApplications(queryClient, input.ids);
      const now = new Date().toISOString();
      if (input.action === "archive")
        changeInApplications(queryClient, input.ids, (item) => ({
          ...item,
          archivedAt: item.archivedAt ?? now,
        }));
      if (input.action === "unarchive")
        changeInApplications(queryClient, input.ids, (item) => ({ ...item, archivedAt: null }));
      if (input.action === "tag")
        changeInApplications(queryClient, input.ids, (item) => ({
          ...item,
          tagIds: item.tagIds.includes(input.tagId) ? item.tagIds : [...item.tagIds, input.tagId],
        }));
      if (input.action === "untag")
        changeInApplications(queryClient, input.ids, (item) => ({
          ...item,
          tagIds: item.tagIds.filter((id) => id !== input.tagId),
        }));
    },
    // A bulk delete takes the documents that went only with those applications; tagging and
    // deleting change the tags' counts.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKey }),
        queryClient.invalidateQueries({ queryKey: documentsKey }),
        queryClient.invalidateQueries({ queryKey: tagsKey }),
      ]),
  });
}
