import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isRetryable, isUnauthenticated } from "./api-client";
import { followBrowserConnection, refuseChangesWhileOffline } from "./online";

// Query defaults: stale 5 min, cache 10 min, 2 retries for queries, none for mutations (a
// failed write may still have happened), no refetch on focus for touch devices (their focus
// changes all the time), refetch on reconnect.
const queryStaleTime = 5 * 60 * 1000;
const queryGcTime = 10 * 60 * 1000;
const queryRetries = 2;

function isTouchDevice(): boolean {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return false;
  return window.matchMedia("(pointer: coarse)").matches || navigator.maxTouchPoints > 0;
}

export function createQueryClient(options: { onUnauthenticated?: () => void } = {}) {
  const handleError = (error: unknown) => {
    if (isUnauthenticated(error)) options.onUnauthenticated?.();
  };
  followBrowserConnection();
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    // Offline, a change fails at once with a message saying so (lib/online.ts).
    mutationCache: new MutationCache({ onMutate: refuseChangesWhileOffline, onError: handleError }),
    defaultOptions: {
      queries: {
        staleTime: queryStaleTime,
        gcTime: queryGcTime,
        retry: (failureCount, error) => failureCount < queryRetries && isRetryable(error),
        refetchOnWindowFocus: !isTouchDevice(),
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}
