// Test helpers: the app's providers around a browser router over jsdom's history, and a signed-in session as the
// API returns it (mock-api.ts answers the requests). Used only by *.test.tsx files.
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { NuqsAdapter } from "nuqs/adapters/react-router/v7";
import type { ReactElement } from "react";
import {
  createBrowserRouter,
  type InitialEntry,
  Outlet,
  parsePath,
  type RouteObject,
  RouterProvider,
  useLocation,
} from "react-router";
import { AccountPages } from "@/web/app/account-pages";
import { AppProviders } from "@/web/app/providers";

// jsdom lacks ResizeObserver, which Radix measures some controls (the checkbox) with.
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

const routers: { dispose(): void }[] = [];

/** After each test (tests/setup/dom.ts): routers stop listening, the page is back at "/". */
export function resetRouting() {
  for (const router of routers.splice(0)) router.dispose();
  window.history.replaceState(null, "", "/");
}

/**
 * Renders routes in a browser router over jsdom's own history, opened at `initialEntries`'
 * first entry: views kept in the URL read and write `window.location`, as in the browser.
 * Returns the router to inspect where it went.
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ["/"],
    queryClient = testQueryClient(),
    restoring,
  }: { initialEntries?: InitialEntry[]; queryClient?: QueryClient; restoring?: Promise<void> | null } = {},
) {
  const entry = initialEntries[0] ?? "/";
  const { pathname = "/", search = "", hash = "" } = typeof entry === "string" ? parsePath(entry) : entry;
  const state = typeof entry === "string" ? null : (entry.state ?? null);
  // React Router keeps a location's state under `usr` in the history entry.
  window.history.replaceState({ usr: state, key: "initial", idx: 0 }, "", `${pathname}${search}${hash}`);
  // In the app the dashboard page holds the URL-state adapter; components rendered here on
  // their own (the table, the analytics) get one.
  const router = createBrowserRouter([
    {
      element: (
        <NuqsAdapter>
          <Outlet />
        </NuqsAdapter>
      ),
      children: routes,
    },
  ]);
  routers.push(router);
  const utils = render(
    <AppProviders queryClient={queryClient} restoring={restoring}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/** `routes` as the app runs its account pages (sign in, sign up...): with their host. */
export function inAccountPages(routes: RouteObject[]): RouteObject[] {
  return [{ element: <AccountPages />, children: routes }];
}

/** Renders one element at `path` (with a catch-all that shows the path it landed on). */
export function renderPage(
  element: ReactElement,
  options: { path?: string; initialEntries?: InitialEntry[] } = {},
) {
  const path = options.path ?? "/";
  return renderRoutes(
    [
      { path, element },
      { path: "*", element: <LandedOn /> },
    ],
    { initialEntries: options.initialEntries ?? [path] },
  );
}

export function LandedOn() {
  const location = useLocation();
  return (
    <p>
      Landed on {location.pathname}
      {location.state ? ` with ${JSON.stringify(location.state)}` : ""}
    </p>
  );
}

export const signedInSession = {
  session: { id: "s1", expiresAt: "2099-01-01T00:00:00.000Z" },
  user: { id: "u1", email: "ada@example.com", name: "Ada Lovelace", emailVerified: true, image: null },
};
