import { IsRestoringProvider, type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useToasts } from "@/web/components/ui/use-toast";
import {
  rememberSessionOnThisDevice,
  type Session,
  sessionQueryOptions,
} from "@/web/features/account/api/get-session";
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
  rememberSessionOnThisDevice(queryClient);
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

/** True until `restoring` settles: queries wait for the local copy rather than fetch around it. */
function useRestoring(restoring: Promise<void> | null | undefined): boolean {
  const [pending, setPending] = useState(Boolean(restoring));
  useEffect(() => {
    let mounted = true;
    void restoring?.then(() => {
      if (mounted) setPending(false);
    });
    return () => {
      mounted = false;
    };
  }, [restoring]);
  return pending;
}

export function AppProviders({
  queryClient,
  restoring,
  children,
}: {
  queryClient: QueryClient;
  /** The local copy being read into the cache (`keepLocalCopy`), if there is one. */
  restoring?: Promise<void> | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={useRestoring(restoring)}>
        {children}
        <ToasterOnDemand />
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}

const Toaster = lazy(() =>
  import("@/web/components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

/** The toasts' component is fetched with the first toast, not with every page. */
function ToasterOnDemand() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
