// The app: loaded by src/web/main.tsx, which decides when.
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { paths, signedInPages } from "@/domain/paths";
import { ErrorBoundary } from "@/web/components/error-screen";
import { startLocalCopy } from "./local-copy-owner";
import { AppProviders, createAppQueryClient } from "./providers";
import { createAppRouter } from "./router";
import { UpdateNotice } from "./update-notice";

// zod would probe for eval (new Function) to compile faster checks; the page's security policy
// forbids eval, and the refused probe is reported as a violation. Its plain checks are enough.
// zod keeps its settings on this global so that every copy of it shares them; setting it here
// keeps zod itself out of the first bundle (the chunks that use zod load later and read it).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById("root");
if (!root) throw new Error("Failed to find the root element");

const router = createAppRouter();
const queryClient = createAppQueryClient(() => {
  // The session ended under the user (expired, revoked): back to sign in, then back here.
  const { pathname, search, hash, state } = router.state.location;
  if (pathname === paths.login) return;
  void router.navigate(paths.login, { replace: true, state: { from: { pathname, search, hash, state } } });
});

const restoring = startLocalCopy(queryClient);

const app = (
  <StrictMode>
    <ErrorBoundary>
      <AppProviders queryClient={queryClient} restoring={restoring}>
        <RouterProvider router={router} />
        <UpdateNotice />
      </AppProviders>
    </ErrorBoundary>
  </StrictMode>
);

// A public page arrives rendered (scripts/prerender.ts) and is taken over (hydrated) in a
// transition, so the work yields to the browser and the page stays responsive meanwhile.
// The markup is the page as it is without navigation state: a page reloaded with some (the
// sign-in page's "confirmed" message, say) is drawn afresh instead, as is a page rendered for a
// visitor with no session (the app runs there only for someone signed in whose page came from
// the browser's cache). A signed-in page arrives as drawn while the session is checked, and is
// drawn afresh too: by the time the app runs, the session, the profile or the local copy may
// already be in, and the app draws what it knows (over the same frame, so nothing moves).
// Every other page starts from the empty shell. Either way in a transition.
const navigationState = (window.history.state as { usr?: unknown } | null)?.usr;
const hydrate =
  root.firstElementChild &&
  navigationState == null &&
  !root.hasAttribute("data-static") &&
  !(signedInPages as readonly string[]).includes(window.location.pathname);
if (hydrate) startTransition(() => void hydrateRoot(root, app));
else startTransition(() => createRoot(root).render(app));
