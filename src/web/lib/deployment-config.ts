// What this deployment has set up (Apple sign-in, email verification, an analytics script),
// read once: the pages that depend on it (sign-in, the cookie banner) share one request.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getDeploymentConfig } from "./deployment-settings";

export function deploymentConfigQueryOptions() {
  return queryOptions({
    queryKey: ["config"],
    queryFn: ({ signal }) => getDeploymentConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    retryDelay: 300,
  });
}

export function useDeploymentConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...deploymentConfigQueryOptions(), enabled });
}
