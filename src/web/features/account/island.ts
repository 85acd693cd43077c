// What the build and the island that runs an account page on its own (src/web/public) agree
// on: which pages the build draws, and for which visits that drawing is the page as it will be.
// A page drawn at build shows its form before any script runs; a visit the drawing does not
// fit (a message carried from the last page, an address to fill in) is drawn by the island.
import { paths } from "@/domain/paths";
import type { AccountHost } from "./host";

/** The element an account page is drawn in, on the page sent to a visitor with no session. */
export const accountPageAttribute = "data-account-page";

// A reset link's form is the same whatever its token (the token only goes with the request),
// so the build draws it for a token that stands for any.
const anyToken = new URLSearchParams({ token: "-" });

/**
 * Whether the build draws the page. The check-your-email page shows the address the last
 * page carried, and the confirmation page the answer to its link: neither can be drawn before.
 */
export function drawnAtBuild(pathname: string): boolean {
  return pathname !== paths.confirmationPending && pathname !== paths.authConfirm;
}

/** What the build draws a page with: a visit with no state, and nothing known yet. */
export function builtAccountHost(pathname: string): AccountHost {
  const notAtBuild = () => {
    throw new Error("An account page drawn at build does not act");
  };
  return {
    state: null,
    search: pathname === paths.resetPassword ? anyToken : new URLSearchParams(),
    go: notAtBuild,
    signedIn: notAtBuild,
    announce: notAtBuild,
    useSettings: () => undefined,
  };
}

/** Whether this visit shows the page exactly as the build drew it. */
export function drawnAsBuilt(visit: { pathname: string; search: URLSearchParams; state: unknown }): boolean {
  if (!drawnAtBuild(visit.pathname) || visit.state != null) return false;
  if (visit.pathname === paths.resetPassword) return visit.search.has("token");
  // An invitation's address fills the sign-up form; the others read nothing from the address.
  if (visit.pathname === paths.signup) return !visit.search.has("email") && !visit.search.has("invitation");
  return true;
}

/** Whether the deployment's settings change what the build drew (it drew the defaults). */
export function settingsChangeDrawing(settings: { appleSignIn: boolean; signup: string } | undefined) {
  return settings !== undefined && (settings.appleSignIn || settings.signup !== "open");
}
