import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateApplicationData } from "@/domain/application-schemas";
import { answer, api } from "@/web/lib/api-client";
import { applicationsKey } from "./get-applications";

function createApplication(input: CreateApplicationData) {
  return answer(api.applications.$post({ json: input }));
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}
