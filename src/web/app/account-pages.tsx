// The account pages inside the app: their host (src/web/features/account/host.tsx) is the
// router, the data layer and the toasts. Rendered at build for a visitor with no session, the
// same pages are drawn as they will be run on their own (src/web/public/account-island.tsx):
// inside the element the island takes over, with nothing known of the visit yet.
import { useQueryClient } from "@tanstack/react-query";
import { useContext, useMemo } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { PlainLink, SiteLinkContext } from "@/web/components/site-link";
import { toast } from "@/web/components/ui/use-toast";
import { sessionQueryOptions } from "@/web/features/account/api/get-session";
import { type AccountHost, AccountHostProvider } from "@/web/features/account/host";
import { accountPageAttribute, builtAccountHost, drawnAtBuild } from "@/web/features/account/island";
import { useDeploymentConfig } from "@/web/lib/deployment-config";
import { SignedOutBuildContext } from "./signed-out-build";

/** The settings as the app's data layer holds them: asked once, shared by every page. */
function useAppSettings() {
  return useDeploymentConfig().data;
}

function AppAccountHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const host = useMemo<AccountHost>(
    () => ({
      state: location.state,
      search: new URLSearchParams(location.search),
      go: (to, options) => navigate(to, options),
      signedIn: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
      announce: (message) => void toast(message),
      useSettings: useAppSettings,
    }),
    [location.state, location.search, navigate, queryClient],
  );
  return (
    <AccountHostProvider host={host}>
      <Outlet />
    </AccountHostProvider>
  );
}

export function AccountPages() {
  const { pathname } = useLocation();
  if (!useContext(SignedOutBuildContext)) return <AppAccountHost />;
  // The element the island takes over: the page drawn inside it where the build can draw it
  // as the visitor will see it, else empty (the island draws it at once). Its links are plain,
  // as the island draws them.
  return (
    <div {...{ [accountPageAttribute]: "" }} className="flex flex-1 flex-col">
      {drawnAtBuild(pathname) ? (
        <SiteLinkContext value={PlainLink}>
          <AccountHostProvider host={builtAccountHost(pathname)}>
            <Outlet />
          </AccountHostProvider>
        </SiteLinkContext>
      ) : null}
    </div>
  );
}
