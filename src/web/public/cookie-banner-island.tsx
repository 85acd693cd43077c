// The cookie banner of a public page shown without the app, as React draws it: loaded when
// the visitor asks to customize the banner drawn at build (./static-page.ts), whose place it
// takes, drawn into a root of its own.
import { useEffect, useRef, useState } from "react";
import { CookieBanner } from "@/web/components/cookie-banner";
import { fetchAnalyticsScript } from "@/web/lib/analytics-script";
import { useConsent } from "@/web/lib/use-consent";
import { mountIsland } from "./mount";

function StaticCookieBanner({ onShown }: { onShown: (banner: HTMLElement) => void }) {
  const shown = useRef<HTMLDivElement>(null);
  const consent = useConsent();
  const [scriptUrl, setScriptUrl] = useState<string | null>();
  useEffect(() => {
    let current = true;
    // Unread settings leave the banner without its sentence on analytics, as in the app.
    fetchAnalyticsScript().then(
      (script) => current && setScriptUrl(script?.scriptUrl ?? null),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    if (shown.current) onShown(shown.current);
  }, [onShown]);
  // The visitor has no account here: the choice stays on this device.
  return consent ? null : (
    <div ref={shown}>
      <CookieBanner analyticsScriptUrl={scriptUrl} initiallyCustomizing />
    </div>
  );
}

/** Shows the banner on its switches; `onShown` once it is on the page. */
export function showCookieBanner({ onShown }: { onShown: (banner: HTMLElement) => void }) {
  mountIsland(<StaticCookieBanner onShown={onShown} />);
}
