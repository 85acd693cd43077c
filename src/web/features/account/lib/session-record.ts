// The session as the server describes it, and this device's record of the last one seen.
// Apart from the session query (../api/get-session) so that a public page can ask whether
// someone was signed in here without loading the data layer.
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

/** Writes (or, signed out, removes) this device's record of the session. */
export function remember(session: Session | null) {
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
