import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/web/lib/api-client";
import { documentsKey } from "./get-documents";

function deleteDocument(id: string) {
  return answer(api.documents[":id"].$delete({ param: { id: encodeURIComponent(id) } }));
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
