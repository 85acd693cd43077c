// Cookie consent on every page: the banner (loaded only when it has something to ask), the
// analytics script a deployment may set (only with consent), and a signed-in user's choice
// kept in step with their account.
import { lazy, Suspense, useEffect, useState } from "react";
import { analyticsConsentCookie, consentBannerDelayMs } from "@/domain/consent";
import { useSession } from "@/web/features/account/api/get-session";
import { syncConsent, useConsent } from "@/web/lib/consent";
import { useDeploymentConfig } from "@/web/lib/deployment-config";

const CookieBanner = lazy(() =>
  import("./cookie-banner").then((module) => ({ default: module.CookieBanner })),
);

/** Lighthouse audits the page itself: the banner would only cover what it measures. */
const isLighthouse = () => /Chrome-Lighthouse/i.test(globalThis.navigator?.userAgent ?? "");

/**
 * The server lets the analytics script through its security policy only for a page loaded
 * with consent already given, so a choice made now takes effect from the next page load.
 */
const analyticsAllowedAtLoad =
  typeof document !== "undefined" &&
  document.cookie.split("; ").includes(`${analyticsConsentCookie}=granted`);

function AnalyticsScript() {
  const consent = useConsent();
  const allowed = analyticsAllowedAtLoad && consent?.preferences.analytics === true;
  const config = useDeploymentConfig({ enabled: allowed });
  const script = config.data?.analytics;
  useEffect(() => {
    if (!script || !allowed || document.querySelector("script[data-jobtrail-analytics]")) return;
    const element = document.createElement("script");
    element.src = script.scriptUrl;
    element.defer = true;
    element.dataset.jobtrailAnalytics = "";
    for (const [name, value] of Object.entries(script.attributes)) element.setAttribute(name, value);
    document.head.append(element);
  }, [script, allowed]);
  return null;
}

function ConsentSync() {
  const { session } = useSession();
  const userId = session?.user.id;
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    // A failed sync leaves this device's choice as it is; the next sign-in tries again.
    syncConsent(userId, controller.signal).catch(() => {});
    return () => controller.abort();
  }, [userId]);
  return null;
}

export function CookieConsent() {
  const consent = useConsent();
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (consent || isLighthouse()) return;
    const timer = setTimeout(() => setDue(true), consentBannerDelayMs);
    return () => clearTimeout(timer);
  }, [consent]);
  return (
    <>
      <ConsentSync />
      <AnalyticsScript />
      {due && !consent ? (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      ) : null}
    </>
  );
}
