// The island that runs an account page on its own (see ./account-page.ts): React, the page,
// and a host (src/web/features/account/host.tsx) that moves on by loading the next page
// whole. The next page is sent by the server as it should be for this visitor: the dashboard
// once signed in, another account page if not. Navigation state goes where the app's router
// keeps it (the history entry's `usr`), so the next page reads it whether the app or another
// island runs it.
import { type ComponentType, type MouseEvent, type ReactNode, StrictMode, useEffect, useMemo } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { SiteLinkContext, type SiteLinkProps } from "@/web/components/site-link";
import { toastOnNextPage } from "@/web/components/ui/use-toast";
import { type AccountHost, AccountHostProvider } from "@/web/features/account/host";
import type { DeploymentConfig } from "@/web/lib/deployment-settings";

type Visit = { pathname: string; search: URLSearchParams; state: unknown };

/** Loads `to` whole; with state, as a new history entry holding it (or in place of this one). */
function go(to: string, { replace = false, state }: { replace?: boolean; state?: unknown } = {}) {
  if (state == null) {
    if (replace) window.location.replace(to);
    else window.location.assign(to);
    return;
  }
  const current = window.history.state as { idx?: unknown } | null;
  const index = typeof current?.idx === "number" ? current.idx : 0;
  const entry = {
    usr: state,
    key: Math.random().toString(36).slice(2, 10),
    idx: replace ? index : index + 1,
  };
  if (replace) window.history.replaceState(entry, "", to);
  else window.history.pushState(entry, "", to);
  window.location.reload();
}

/** A plain link; one that carries state (or replaces this page) goes through `go` when clicked. */
function IslandLink({ to, replace, state, onClick, ...props }: SiteLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick || props.target || (state == null && !replace)) return;
    event.preventDefault();
    go(to, { replace, state });
  };
  return <a href={to} onClick={follow} {...props} />;
}

function IslandHost({
  visit,
  settings,
  children,
}: {
  visit: Visit;
  settings: DeploymentConfig | undefined;
  children: ReactNode;
}) {
  const host = useMemo<AccountHost>(
    () => ({
      state: visit.state,
      search: visit.search,
      go,
      // The next page is loaded whole, and asks the server for the session itself.
      signedIn: async () => {},
      announce: toastOnNextPage,
      useSettings: () => settings,
    }),
    [visit, settings],
  );
  return (
    <SiteLinkContext value={IslandLink}>
      <AccountHostProvider host={host}>{children}</AccountHostProvider>
    </SiteLinkContext>
  );
}

/** Tells when the page has been drawn and its effects have run (it comes after the page). */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  // A task later: after what the page's own effects set off at once.
  useEffect(() => void setTimeout(onDrawn), [onDrawn]);
  return null;
}

/**
 * Runs `Page` in `container`: takes the build's drawing over (`hydrate`) where the visit is
 * the one it was drawn for, else draws the page afresh. Settles once the page's first effects
 * (a form taking in what was typed before it ran) have run.
 */
export function showAccountPage(
  container: HTMLElement,
  Page: ComponentType,
  { visit, settings, hydrate }: { visit: Visit; settings: DeploymentConfig | undefined; hydrate: boolean },
): Promise<void> {
  return new Promise((resolve) => {
    const page = (
      <StrictMode>
        <IslandHost visit={visit} settings={settings}>
          <Page />
        </IslandHost>
        <Drawn onDrawn={resolve} />
      </StrictMode>
    );
    if (hydrate) hydrateRoot(container, page);
    else createRoot(container).render(page);
  });
}
