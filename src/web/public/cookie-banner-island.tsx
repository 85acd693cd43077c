// The cookie banner of a public page shown without the app: React and the banner, loaded
// when the page has a choice to ask for, drawn into a root of their own.
import { useEffect, useState } from "react";
import { CookieBanner } from "@/web/components/cookie-banner";
import { fetchAnalyticsScript } from "@/web/lib/analytics-script";
import { useConsent } from "@/web/lib/use-consent";
import { mountIsland } from "./mount";

function StaticCookieBanner() {
  const consent = useConsent();
  const [scriptUrl, setScriptUrl] = useState<string | null>();
  useEffect(() => {
    const controller = new AbortController();
    // Unread settings leave the banner without its sentence on analytics, as in the app.
    fetchAnalyticsScript(controller.signal).then(
      (script) => setScriptUrl(script?.scriptUrl ?? null),
      () => {},
    );
    return () => controller.abort();
  }, []);
  // The visitor has no account here: the choice stays on this device.
  return consent ? null : <CookieBanner analyticsScriptUrl={scriptUrl} />;
}

export function showCookieBanner() {
  mountIsland(<StaticCookieBanner />);
}
