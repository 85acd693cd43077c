import { type ComponentType, lazy, useState } from "react";
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from "react-router";
import { paths } from "@/domain/paths";
import type { DashboardLocationState, DashboardTab } from "@/web/features/dashboard/navigation";
import { AccountPages } from "./account-pages";
import { devPaths } from "./dev-paths";
import { RedirectIfSignedIn, RequireAuth, type SignedInRouteHandle } from "./guards";
import { RootLayout } from "./layouts/root-layout";
import { RouteError } from "./route-error";

// Every page is its own chunk (the first bundle stays small); the layout's Suspense shows
// a spinner while one loads.
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}

function DashboardRedirect({ tab, openAddApplication }: { tab: DashboardTab; openAddApplication?: boolean }) {
  const [tabRequest] = useState(() => crypto.randomUUID());
  // /applications/new with a posting handed over (the bookmarklet, the extension, a share):
  // the add form reads it from the query and fragment, in its own chunk.
  const { search, hash } = useLocation();
  const addFormLink = openAddApplication && (search || hash) ? { search, hash } : undefined;
  const state: DashboardLocationState = {
    defaultTab: tab,
    tabRequest,
    ...(openAddApplication ? { openAddApplication } : {}),
    ...(addFormLink ? { addFormLink } : {}),
  };
  return <Navigate to={paths.dashboard} replace state={state} />;
}

const devRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      { path: devPaths.test, element: page(() => import("@/web/pages/dev/test-page")) },
      { path: devPaths.logoTest, element: page(() => import("@/web/pages/dev/logo-test-page")) },
      { path: devPaths.colors, element: page(() => import("@/web/pages/dev/colors-page")) },
    ]
  : [];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: paths.landing, element: page(() => import("@/web/pages/landing-page")) },
          {
            element: <AccountPages />,
            children: [
              { path: paths.login, element: page(() => import("@/web/pages/login-page")) },
              { path: paths.signup, element: page(() => import("@/web/pages/signup-page")) },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.dashboard,
            element: page(() => import("@/web/pages/dashboard-page")),
            handle: { drawnWhileChecking: true } satisfies SignedInRouteHandle,
          },
          { path: paths.importApplications, element: page(() => import("@/web/pages/import-page")) },
          { path: paths.inbox, element: page(() => import("@/web/pages/inbox-page")) },
          { path: paths.profile, element: page(() => import("@/web/pages/profile-page")) },
          { path: paths.privacySettings, element: page(() => import("@/web/pages/privacy-settings-page")) },
        ],
      },
      { path: paths.home, element: <DashboardRedirect tab="table" /> },
      { path: paths.applications, element: <DashboardRedirect tab="table" /> },
      { path: paths.newApplication, element: <DashboardRedirect tab="table" openAddApplication /> },
      { path: paths.kanban, element: <DashboardRedirect tab="kanban" /> },
      { path: paths.analytics, element: <DashboardRedirect tab="analytics" /> },

      { path: paths.about, element: page(() => import("@/web/pages/about-page")) },
      { path: paths.features, element: page(() => import("@/web/pages/features-page")) },
      { path: paths.tour, element: page(() => import("@/web/pages/tour-page")) },
      { path: paths.contact, element: page(() => import("@/web/pages/contact-page")) },
      { path: paths.help, element: page(() => import("@/web/pages/help-page")) },
      { path: paths.helpCenter, element: <Navigate to={paths.help} replace /> },

      { path: paths.termsOfService, element: page(() => import("@/web/pages/terms-of-service-page")) },
      { path: paths.privacyPolicy, element: page(() => import("@/web/pages/privacy-policy-page")) },
      { path: paths.cookiePolicy, element: page(() => import("@/web/pages/cookie-policy-page")) },
      { path: paths.terms, element: <Navigate to={paths.termsOfService} replace /> },
      { path: paths.privacy, element: <Navigate to={paths.privacyPolicy} replace /> },
      { path: paths.cookies, element: <Navigate to={paths.cookiePolicy} replace /> },

      {
        element: <AccountPages />,
        children: [
          { path: paths.forgotPassword, element: page(() => import("@/web/pages/forgot-password-page")) },
          { path: paths.resetPassword, element: page(() => import("@/web/pages/reset-password-page")) },
          {
            path: paths.confirmationPending,
            element: page(() => import("@/web/pages/email-confirmation-pending-page")),
          },
          { path: paths.authConfirm, element: page(() => import("@/web/pages/auth-confirm-page")) },
        ],
      },
      { path: paths.appleCallback, element: page(() => import("@/web/pages/apple-callback-page")) },
      { path: paths.unsubscribe, element: page(() => import("@/web/pages/unsubscribe-page")) },
      { path: paths.goodbye, element: page(() => import("@/web/pages/goodbye-page")) },

      ...devRoutes,
      { path: "*", element: page(() => import("@/web/pages/not-found-page")) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
