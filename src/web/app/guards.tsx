import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { paths } from "@/domain/paths";
import { OfflineBanner } from "@/web/components/offline-banner";
import { LoadingState } from "@/web/components/ui/spinner";
import { sessionQueryOptions, useSession } from "@/web/features/account/api/get-session";
import { type AuthLocationState, returnTarget } from "@/web/features/account/navigation";

/**
 * What a signed-in route may declare (its `handle`): `drawnWhileChecking`, that the page is
 * drawn while the session is checked. Such a page shows its own frame at once (heading,
 * tabs: the same for everyone) and says 'Loading...' where the user's things will be, rather
 * than a page that is blank but for that word; its HTML arrives so drawn (scripts/prerender.ts).
 */
export type SignedInRouteHandle = { drawnWhileChecking?: boolean };

/**
 * Pages that need a session: 'Loading...' while checking (in the page's frame, for one that
 * is drawn while checking), else off to sign in and back. Signed in, each page says when it
 * is offline.
 */
export function RequireAuth() {
  const { status } = useSession();
  const drawnWhileChecking = useMatches().some(
    (match) => (match.handle as SignedInRouteHandle | undefined)?.drawnWhileChecking === true,
  );
  const location = useLocation();
  const queryClient = useQueryClient();
  // Each move between signed-in pages re-checks the session in the background, so a session
  // that expired or was revoked elsewhere sends the browser to sign in at the next step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => {
    const { queryKey } = sessionQueryOptions();
    if (queryClient.getQueryState(queryKey)?.status !== "success") return;
    void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  }, [location.pathname, queryClient]);
  if (status === "loading" && !drawnWhileChecking) {
    return <LoadingState label="Loading..." className="min-h-[50vh]" />;
  }
  if (status === "unauthenticated") {
    const state: AuthLocationState = {
      from: {
        pathname: location.pathname,
        search: location.search,
        hash: location.hash,
        state: location.state,
      },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return (
    <>
      <OfflineBanner />
      <Outlet />
    </>
  );
}

/**
 * The landing page and the sign-in and sign-up pages send a signed-in user on. The server
 * already sends a browser with a live session straight on, so while the check runs here
 * the page itself shows (it is in the page's first HTML), never a placeholder.
 */
export function RedirectIfSignedIn() {
  const { status } = useSession();
  const location = useLocation();
  if (status === "authenticated") {
    const target = returnTarget(location.state);
    return <Navigate to={target.to} replace state={target.state} />;
  }
  return <Outlet />;
}
