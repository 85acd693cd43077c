import { useMutation, useQueryClient } from "@tanstack/react-query";
import { documentsKey } from "@/web/entities/document/api/get-documents";
import { answer, api } from "@/web/lib/api-client";

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
