import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/web/components/ui/toaster";
import { type Session, sessionQueryOptions } from "@/web/features/account/api/get-session";
import { clearSignedInData } from "@/web/features/account/hooks/use-logout";
import { createQueryClient } from "@/web/lib/query-client";

/**
 * The app's query client. A 401 from any call while the app holds a session means it
 * expired or was revoked: forget it and everything cached for that user, then hand over
 * to `onSignedOut` (the app sends the user to /login).
 */
export function createAppQueryClient(onSignedOut: () => void = () => {}): QueryClient {
  const queryClient: QueryClient = createQueryClient({
    onUnauthenticated: () => {
      if (!queryClient.getQueryData(sessionQueryOptions().queryKey)) return;
      clearSignedInData(queryClient);
      onSignedOut();
    },
  });
  forgetDataWhenUserChanges(queryClient);
  return queryClient;
}

/**
 * Whatever ends or changes the signed-in user (sign-out, a revoked session seen by a
 * session check, another person signing in), nothing cached for the previous one survives.
 */
function forgetDataWhenUserChanges(queryClient: QueryClient) {
  const sessionHash = JSON.stringify(sessionQueryOptions().queryKey);
  let userId: string | null | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.query.queryHash !== sessionHash) return;
    if (event.query.state.status !== "success") return;
    const next = (event.query.state.data as Session | null | undefined)?.user.id ?? null;
    if (userId !== undefined && next !== userId) clearSignedInData(queryClient, { keepSession: true });
    userId = next;
  });
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
