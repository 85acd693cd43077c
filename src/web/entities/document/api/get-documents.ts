import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/web/lib/api-client";

/** Every query about documents starts with this key: a change to one refreshes them all. */
export const documentsKey = ["documents"] as const;

function getDocuments(signal?: AbortSignal) {
  return answer(api.documents.$get({}, { init: { signal } }));
}

/** The user's library: every document they uploaded, newest first. */
function documentsQueryOptions() {
  return queryOptions({
    queryKey: [...documentsKey, "library"],
    queryFn: ({ signal }) => getDocuments(signal),
  });
}

export function useDocuments(enabled = true) {
  return useQuery({ ...documentsQueryOptions(), enabled });
}

/** Where a document's bytes are downloaded from, as an attachment with its name. */
export const documentContentUrl = (id: string) =>
  api.documents[":id"].content.$url({ param: { id: encodeURIComponent(id) } }).pathname;
