// Cookie consent on every page: the banner (loaded only when it has something to ask), the
// analytics script a deployment may set (only with consent), and a signed-in user's choice
// kept in step with their account.
import { lazy, Suspense, useEffect, useState } from "react";
import { consentBannerDelayMs } from "@/domain/consent";
import { useSession } from "@/web/features/account/api/get-session";
import { syncConsent } from "@/web/lib/account-consent";
import { addAnalyticsScript, analyticsAllowed } from "@/web/lib/analytics-script";
import { bannerWanted } from "@/web/lib/consent";
import { useDeploymentConfig } from "@/web/lib/deployment-config";
import { useConsent } from "@/web/lib/use-consent";

const AppCookieBanner = lazy(() =>
  import("./cookie-banner").then((module) => ({ default: module.AppCookieBanner })),
);

function AnalyticsScript() {
  const allowed = analyticsAllowed(useConsent());
  const config = useDeploymentConfig({ enabled: allowed });
  const script = config.data?.analytics;
  useEffect(() => {
    if (script && allowed) addAnalyticsScript(script);
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
    if (consent || !bannerWanted()) return;
    const timer = setTimeout(() => setDue(true), consentBannerDelayMs);
    return () => clearTimeout(timer);
  }, [consent]);
  return (
    <>
      <ConsentSync />
      <AnalyticsScript />
      {due && !consent ? (
        <Suspense fallback={null}>
          <AppCookieBanner />
        </Suspense>
      ) : null}
    </>
  );
}
