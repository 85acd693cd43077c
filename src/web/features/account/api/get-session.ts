import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, isApiError } from "@/web/lib/api-client";
import { deviceStorage } from "@/web/lib/device-storage";

// Checked by hand rather than with zod: the session is read on every page, and keeping zod
// out of the first bundle saves about 50 KB for visitors who never open a form.
export type Session = {
  session: { id: string; expiresAt: string; [key: string]: unknown };
  user: {
    id: string;
    email: string;
    name?: string | null;
    emailVerified?: boolean | null;
    image?: string | null;
    [key: string]: unknown;
  };
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The session body, or null when signed out; anything else is a malformed answer. */
export function parseSession(value: unknown): Session | null {
  if (value === null) return null;
  if (
    isRecord(value) &&
    isRecord(value.session) &&
    typeof value.session.id === "string" &&
    typeof value.session.expiresAt === "string" &&
    isRecord(value.user) &&
    typeof value.user.id === "string" &&
    typeof value.user.email === "string"
  ) {
    return value as Session;
  }
  throw new TypeError("Unexpected session response");
}

/** The signed-in session, or null when signed out (the server answers 200 null). */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  return parseSession(await apiFetch("/api/auth/get-session", { signal }));
}

// The last session this device saw, so that the app still knows who is signed in while the
// network is gone (an offline start of the installed app). It is the session's own record,
// essential storage like its cookie, and holds nothing that signs a request: no token.
const lastSessionKey = "jobtrail.last-session";

/** The last session seen here, unless it has expired since (or cannot be read). */
export function lastKnownSession(): Session | null {
  const stored = deviceStorage()?.getItem(lastSessionKey);
  if (!stored) return null;
  try {
    const session = parseSession(JSON.parse(stored));
    if (session && Date.parse(session.session.expiresAt) > Date.now()) return session;
  } catch {}
  deviceStorage()?.removeItem(lastSessionKey);
  return null;
}

function remember(session: Session | null) {
  const storage = deviceStorage();
  if (!session) {
    storage?.removeItem(lastSessionKey);
    return;
  }
  const { id, expiresAt } = session.session;
  const { id: userId, email, name, image } = session.user;
  try {
    storage?.setItem(
      lastSessionKey,
      JSON.stringify({ session: { id, expiresAt }, user: { id: userId, email, name, image } }),
    );
  } catch {
    // Storage full or refused: offline, the app will ask the user to sign in again.
  }
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
