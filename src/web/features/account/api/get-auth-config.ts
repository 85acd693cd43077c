import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/web/lib/api-client";

const authConfigSchema = z.looseObject({
  appleSignIn: z.boolean(),
  requireEmailVerification: z.boolean(),
});
export type AuthConfig = z.output<typeof authConfigSchema>;

export function getAuthConfig(signal?: AbortSignal) {
  return apiFetch("/api/config", { signal, schema: authConfigSchema });
}

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ["config"],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    retryDelay: 300,
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
