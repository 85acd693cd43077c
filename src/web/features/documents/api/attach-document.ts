import { useMutation, useQueryClient } from "@tanstack/react-query";
import { documentsKey } from "@/web/entities/document/api/get-documents";
import { answer, api } from "@/web/lib/api-client";

function attachDocument(input: { applicationId: string; documentId: string }) {
  return answer(
    api.applications[":id"].documents[":documentId"].$put({
      param: {
        id: encodeURIComponent(input.applicationId),
        documentId: encodeURIComponent(input.documentId),
      },
    }),
  );
}

export function useAttachDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
