import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { paths } from "@/domain/paths";
import { AppProviders, createAppQueryClient } from "./app/providers";
import { createAppRouter } from "./app/router";
import { UpdateNotice } from "./app/update-notice";
import { ErrorBoundary } from "./components/error-screen";
import "./styles.css";

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

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <UpdateNotice />
      </AppProviders>
    </ErrorBoundary>
  </StrictMode>,
);
