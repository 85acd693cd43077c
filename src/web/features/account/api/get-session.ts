import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, isApiError } from "@/web/lib/api-client";
import { sessionPath } from "@/web/lib/early-requests";
import { lastKnownSession, parseSession, remember, type Session } from "../lib/session-record";

export type { Session };

/** The signed-in session, or null when signed out (the server answers 200 null). */
async function getSession(signal?: AbortSignal): Promise<Session | null> {
  return parseSession(await apiFetch(sessionPath, { signal }));
}

/**
 * Keeps the device's copy in step with the session the app holds: written by every answered
 * check, gone with sign-out, a 401 or another user signing in (all of which set the entry).
 */
export function rememberSessionOnThisDevice(queryClient: QueryClient) {
  const { queryKey } = sessionQueryOptions();
  const sessionHash = JSON.stringify(queryKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (event.query.queryHash !== sessionHash) return;
    remember(queryClient.getQueryData(queryKey) ?? null);
  });
}

/**
 * The session check. When the server cannot be reached (offline, or a gateway answering for
 * it) that says nothing about the session: the last one seen stands. A real answer, "signed
 * out" included, always wins.
 */
async function checkSession(signal: AbortSignal): Promise<Session | null> {
  try {
    return await getSession(signal);
  } catch (error) {
    const last = isApiError(error, "NETWORK_ERROR") ? lastKnownSession() : null;
    if (last) return last;
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: ["auth", "session"],
    queryFn: ({ signal }) => checkSession(signal),
    // Runs offline too (rather than waiting for the network): the guard needs an answer,
    // and offline that answer is the last session seen here.
    networkMode: "always",
    // The session decides what every page shows: re-check it sooner than other data.
    staleTime: 60 * 1000,
    // One quick retry: a signed-out visitor should not wait long on a server that is down.
    retry: 1,
    retryDelay: 300,
  });
}

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

/**
 * The session and its status. A session check that fails (server down) with no session seen
 * on this device counts as signed out, so public pages still render and guarded ones send
 * the visitor to sign in.
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const session = query.data ?? null;
  const status: SessionStatus = query.isPending ? "loading" : session ? "authenticated" : "unauthenticated";
  return { session, status };
}
