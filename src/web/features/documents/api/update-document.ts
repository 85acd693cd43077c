import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateDocumentInput } from "@/domain/documents";
import { documentsKey } from "@/web/entities/document/api/get-documents";
import { answer, api } from "@/web/lib/api-client";

function updateDocument(input: { id: string; changes: UpdateDocumentInput }) {
  return answer(
    api.documents[":id"].$patch({ param: { id: encodeURIComponent(input.id) }, json: input.changes }),
  );
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
