import { useMutation, useQueryClient } from "@tanstack/react-query";
import { documentsKey } from "@/web/entities/document/api/get-documents";
import { answer, api } from "@/web/lib/api-client";

function detachDocument(input: { applicationId: string; documentId: string }) {
  return answer(
    api.applications[":id"].documents[":documentId"].$delete({
      param: {
        id: encodeURIComponent(input.applicationId),
        documentId: encodeURIComponent(input.documentId),
      },
    }),
  );
}

export function useDetachDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: detachDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
