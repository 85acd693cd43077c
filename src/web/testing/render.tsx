// Test helpers: the app's providers around a memory router, and a fetch that answers like
// the API. Used only by *.test.tsx files.
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import {
  createMemoryRouter,
  type InitialEntry,
  type RouteObject,
  RouterProvider,
  useLocation,
} from "react-router";
import { vi } from "vitest";
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

/** Renders routes in a memory router; returns the router to inspect where it went. */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ["/"],
    queryClient = testQueryClient(),
  }: { initialEntries?: InitialEntry[]; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
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

type Reply = { status?: number; body?: unknown } | "network-error";
type Handler = (request: { url: string; method: string; body: unknown }) => Reply | Promise<Reply>;

/**
 * Replaces fetch with answers keyed by "METHOD /path" (no query string). An unexpected
 * call fails the test loudly. Returns the mock to inspect the calls made.
 */
export function mockApi(handlers: Record<string, Handler | Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.toString() : input.url;
    const method = init?.method ?? "GET";
    const path = url.split("?")[0];
    const key = `${method} ${path}`;
    const handler = handlers[key];
    if (handler === undefined) throw new Error(`Unexpected API call in test: ${key}`);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const reply = typeof handler === "function" ? await handler({ url, method, body }) : handler;
    if (reply === "network-error") throw new TypeError("Failed to fetch");
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}

export const signedInSession = {
  session: { id: "s1", expiresAt: "2099-01-01T00:00:00.000Z" },
  user: { id: "u1", email: "ada@example.com", name: "Ada Lovelace", emailVerified: true, image: null },
};
