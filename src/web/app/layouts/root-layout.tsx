import { Suspense, useContext } from "react";
import { Link, Outlet, ScrollRestoration, useLocation } from "react-router";
import { CookieBanner } from "@/web/components/cookie-banner";
import { ErrorBoundary } from "@/web/components/error-screen";
import { SiteLinkContext } from "@/web/components/site-link";
import { LoadingState } from "@/web/components/ui/spinner";
import { CookieConsent } from "../cookie-consent";
import { SignedOutBuildContext } from "../signed-out-build";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, the page, footer: every route renders inside this. */
export function RootLayout() {
  const location = useLocation();
  const signedOutBuild = useContext(SignedOutBuildContext);
  return (
    <SiteLinkContext value={Link}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        {/* At least a screen high: the footer starts below the fold, so a page that fills in
          after its first paint never pushes the footer down in view (a layout shift). */}
        <main id="main" tabIndex={-1} className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col outline-none">
          <ErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<LoadingState className="min-h-[50vh]" />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <SiteFooter />
        {signedOutBuild ? (
          // Drawn at build for a page run without the app, which shows it when it has a choice
          // to ask for, and answers Accept All and Reject All itself (src/web/public).
          <template data-cookie-banner="">
            <CookieBanner analyticsScriptUrl={undefined} />
          </template>
        ) : (
          <CookieConsent />
        )}
        {/* Every page loaded whole has the key "default": kept by path instead, so a page
            loaded in a tab that scrolled another does not open scrolled down. */}
        <ScrollRestoration getKey={({ key, pathname }) => (key === "default" ? pathname : key)} />
      </div>
    </SiteLinkContext>
  );
}
