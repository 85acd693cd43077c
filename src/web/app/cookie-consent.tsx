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

/**
 * Keeps a signed-in user's choice in step with their account. True once there is nothing
 * (more) to learn from the account: no one is signed in, or the account's choice has been
 * read (or could not be: this device's choice then stands until the next sign-in tries again).
 */
function useAccountConsent(): boolean {
  const { session, status } = useSession();
  const userId = session?.user.id;
  const [readFor, setReadFor] = useState<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    syncConsent(userId, controller.signal)
      .catch(() => {})
      .finally(() => {
        if (!controller.signal.aborted) setReadFor(userId);
      });
    return () => controller.abort();
  }, [userId]);
  if (status === "loading") return false;
  return !userId || readFor === userId;
}

export function CookieConsent() {
  const consent = useConsent();
  // A signed-in user who answered on another device is not asked again: the banner waits for
  // the account's choice, which then answers for this device too.
  const accountRead = useAccountConsent();
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (consent || !bannerWanted()) return;
    const timer = setTimeout(() => setDue(true), consentBannerDelayMs);
    return () => clearTimeout(timer);
  }, [consent]);
  return (
    <>
      <AnalyticsScript />
      {due && accountRead && !consent ? (
        <Suspense fallback={null}>
          <AppCookieBanner />
        </Suspense>
      ) : null}
    </>
  );
}
