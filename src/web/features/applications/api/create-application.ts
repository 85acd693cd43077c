import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Application, CreateApplicationData } from "@/domain/applications";
import { apiFetch } from "@/web/lib/api-client";
import { applicationsKey } from "./get-applications";

export function createApplication(input: CreateApplicationData) {
  return apiFetch("/api/applications", { body: input }) as Promise<Application>;
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}
