// The cookie banner: shown when no current choice is stored. Accept All, Reject All, or
// Customize the switches and Save Preferences; a signed-in user's choice goes to the server too.
import { CookieIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { acceptAll, type CookiePreferences, rejectAll } from "@/domain/consent";
import { paths } from "@/domain/paths";
import { CookiePreferencesList } from "@/web/components/cookie-preferences-list";
import { Button } from "@/web/components/ui/button";
import { useSession } from "@/web/features/account/api/get-session";
import { saveConsentOnServer, storeConsent } from "@/web/lib/consent";
import { useDeploymentConfig } from "@/web/lib/deployment-config";

export function CookieBanner() {
  const [customizing, setCustomizing] = useState(false);
  const [choice, setChoice] = useState<CookiePreferences>(rejectAll);
  const { session } = useSession();
  const config = useDeploymentConfig();
  const analytics = config.data?.analytics;
  const analyticsHost = analytics ? new URL(analytics.scriptUrl).host : null;
  const titleId = useId();

  const decide = (preferences: CookiePreferences) => {
    storeConsent(preferences);
    // This device has the choice whatever happens; the account's copy is tried again at next sign-in.
    if (session) saveConsentOnServer(preferences).catch(() => {});
  };

  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-3 z-[80] mx-auto max-w-xl rounded-(--radius-card) border border-border bg-surface-raised p-5 shadow-2xl shadow-black/60 sm:right-4 sm:left-auto sm:mx-0 motion-safe:animate-slide-up"
    >
      <div className="flex items-start gap-3">
        <CookieIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold">
            {customizing ? "Choose your cookies" : "Cookies on JobTrail"}
          </h2>
          {customizing ? (
            <div className="mt-3">
              <CookiePreferencesList
                preferences={choice}
                onChange={setChoice}
                analyticsHost={analyticsHost}
                idPrefix="banner-cookie"
              />
            </div>
          ) : (
            <p className="mt-1 text-sm text-muted">
              An essential cookie keeps you signed in. With your permission, JobTrail also remembers your view
              preferences on this device.{" "}
              {/* Said only once known: a deployment may have analytics the visitor must hear of. */}
              {config.isSuccess
                ? analyticsHost
                  ? `Analytics by ${analyticsHost} run only if you allow them. `
                  : "This site runs no analytics or marketing cookies. "
                : null}
              <Link
                to={paths.cookiePolicy}
                className="text-primary underline underline-offset-4 hover:decoration-2"
              >
                Cookie Policy
              </Link>
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {customizing ? (
          <>
            <Button variant="ghost" size="sm" onClick={() => setCustomizing(false)}>
              Back
            </Button>
            <Button size="sm" onClick={() => decide(choice)}>
              Save Preferences
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" size="sm" onClick={() => setCustomizing(true)}>
              Customize
            </Button>
            <Button variant="secondary" size="sm" onClick={() => decide(rejectAll)}>
              Reject All
            </Button>
            <Button size="sm" onClick={() => decide(acceptAll)}>
              Accept All
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
