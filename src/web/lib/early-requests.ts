// The requests a page of the app needs first, started by the page's entry script as the page
// loads instead of once the app's code has arrived and run. On a phone that code takes a
// second or more to fetch and run, and the session check, then the profile and the list,
// would each wait for it. The app's first request for the same address takes the answer
// already on its way; every later one goes to the network as usual.
import { listPageSize } from "@/domain/list-page";
import { paths, privatePages } from "@/domain/paths";

const started = new Map<string, Promise<Response>>();

/** The session check, on every page the app runs (its answer decides what each one shows). */
export const sessionPath = "/api/auth/get-session";
const profilePath = "/api/profile";
/** The dashboard's list: the whole account, in the one page its first request asks for. */
const firstListPath = `/api/applications?limit=${listPageSize}`;

/**
 * What a page at `pathname` asks first. A signed-in page shows the user's name and picture in
 * its header (the profile); the dashboard shows the list, unless this device keeps a copy of
 * it, which the dashboard reads first and then asks only for what changed since.
 */
export function earlyRequestsFor(pathname: string, { hasLocalCopy }: { hasLocalCopy: boolean }): string[] {
  const signedInPage = (privatePages as readonly string[]).includes(pathname);
  if (!signedInPage) return [sessionPath];
  if (pathname !== paths.dashboard || hasLocalCopy) return [sessionPath, profilePath];
  return [sessionPath, profilePath, firstListPath];
}

/** Sends each request at once (as the app would: same origin, with the session cookie). */
export function startEarlyRequests(requests: readonly string[]) {
  for (const path of requests) {
    const response = fetch(path, { credentials: "same-origin", headers: { accept: "application/json" } });
    // A failure is the taker's to see; one never taken (the page moved on) is not an error.
    response.catch(() => undefined);
    started.set(path, response);
  }
}

/**
 * The early answer for a GET of this page's origin, once: the first request for the same
 * path and query takes it, and it is gone from here.
 */
export function takeEarlyResponse(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> | undefined {
  if (started.size === 0 || (init?.method ?? "GET").toUpperCase() !== "GET") return undefined;
  const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location.origin);
  if (url.origin !== globalThis.location.origin) return undefined;
  const path = `${url.pathname}${url.search}`;
  const response = started.get(path);
  started.delete(path);
  return response;
}
