import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/web/components/ui/toaster";
import { sessionQueryOptions } from "@/web/features/account/api/get-session";
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
  return queryClient;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
