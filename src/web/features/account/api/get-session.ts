import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

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

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: ["auth", "session"],
    queryFn: ({ signal }) => getSession(signal),
    // The session decides what every page shows: re-check it sooner than other data.
    staleTime: 60 * 1000,
    // One quick retry: a signed-out visitor should not wait long on a server that is down.
    retry: 1,
    retryDelay: 300,
  });
}

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

/**
 * The session and its status. A session check that fails (server down) counts as signed
 * out, so public pages still render and guarded ones send the visitor to sign in.
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const session = query.data ?? null;
  const status: SessionStatus = query.isPending ? "loading" : session ? "authenticated" : "unauthenticated";
  return { session, status };
}
