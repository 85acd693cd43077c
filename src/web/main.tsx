import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { paths } from "@/domain/paths";
import { AppProviders, createAppQueryClient } from "./app/providers";
import { createAppRouter } from "./app/router";
import { UpdateNotice } from "./app/update-notice";
import { ErrorBoundary } from "./components/error-screen";
import "./styles.css";

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
