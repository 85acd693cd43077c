// The app: loaded by src/web/main.tsx, which decides when.
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { paths, signedInPages } from "@/domain/paths";
import { ErrorBoundary } from "@/web/components/error-screen";
import { showToastFromLastPage } from "@/web/components/ui/use-toast";
import { keepZodFromEval } from "@/web/lib/zod-without-eval";
import { startLocalCopy } from "./local-copy-owner";
import { AppProviders, createAppQueryClient } from "./providers";
import { createAppRouter } from "./router";
import { UpdateNotice } from "./update-notice";

keepZodFromEval();

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
// A page that moved on by loading this one whole may have left a message to show here.
showToastFromLastPage();

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
