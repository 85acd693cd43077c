import { queryOptions, useQuery } from "@tanstack/react-query";
import { documentsKey } from "@/web/entities/document/api/get-documents";
import { answer, api } from "@/web/lib/api-client";

function getApplicationDocuments(id: string, signal?: AbortSignal) {
  return answer(
    api.applications[":id"].documents.$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }),
  );
}

function applicationDocumentsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...documentsKey, "application", id],
    queryFn: ({ signal }) => getApplicationDocuments(id, signal),
  });
}

export function useApplicationDocuments(id: string | undefined) {
  return useQuery({ ...applicationDocumentsQueryOptions(id ?? ""), enabled: id !== undefined });
}
