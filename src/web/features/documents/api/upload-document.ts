import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Document, DocumentKind } from "@/domain/documents";
import { documentsKey } from "@/web/entities/document/api/get-documents";
import { api } from "@/web/lib/api-client";
import { type UploadProgress, uploadWithProgress } from "@/web/lib/upload";

export function uploadDocument(
  applicationId: string,
  file: File,
  kind: DocumentKind,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
) {
  const body = new FormData();
  body.set("kind", kind);
  body.set("file", file, file.name);
  const url = api.applications[":id"].documents.$url({ param: { id: encodeURIComponent(applicationId) } });
  return uploadWithProgress<Document>(url.pathname, body, options);
}

/** Uploads one file to an application, then refreshes every list of documents. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useCallback(
    async (...args: Parameters<typeof uploadDocument>) => {
      try {
        return await uploadDocument(...args);
      } finally {
        await queryClient.invalidateQueries({ queryKey: documentsKey });
      }
    },
    [queryClient],
  );
}
