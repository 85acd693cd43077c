// The cookie banner: shown when no current choice is stored. Accept All, Reject All, or
// Customize the switches and Save Preferences. Drawn by the app and by a public page shown
// without it (src/web/public), each telling it what the deployment runs and where a choice
// goes beyond this device.
import { CookieIcon } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { acceptAll, analyticsSentence, type CookiePreferences, rejectAll } from "@/domain/consent";
import { paths } from "@/domain/paths";
import { SiteLink } from "@/web/components/site-link";
import { Button } from "@/web/components/ui/button";
import { analyticsSentenceAttribute, consentChoiceAttribute, storeConsent } from "@/web/lib/consent";

// Fetched when the visitor asks to customize: most answer with Accept All or Reject All.
const CookiePreferencesList = lazy(() =>
  import("@/web/components/cookie-preferences-list").then((module) => ({
    default: module.CookiePreferencesList,
  })),
);

export function CookieBanner({
  analyticsScriptUrl,
  onDecided,
  initiallyCustomizing = false,
}: {
  /** The deployment's analytics script, null when it runs none, undefined until known. */
  analyticsScriptUrl: string | null | undefined;
  /** Called with the choice once this device has stored it. */
  onDecided?: (preferences: CookiePreferences) => void;
  /** Opens on the switches (the visitor already asked to customize). */
  initiallyCustomizing?: boolean;
}) {
  const [customizing, setCustomizing] = useState(initiallyCustomizing);
  const [choice, setChoice] = useState<CookiePreferences>(rejectAll);
  const analyticsHost = analyticsScriptUrl ? new URL(analyticsScriptUrl).host : null;
  const titleId = useId();

  const decide = (preferences: CookiePreferences) => {
    storeConsent(preferences);
    onDecided?.(preferences);
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
              <Suspense fallback={null}>
                <CookiePreferencesList
                  preferences={choice}
                  onChange={setChoice}
                  analyticsHost={analyticsHost}
                  idPrefix="banner-cookie"
                />
              </Suspense>
            </div>
          ) : (
            <p className="mt-1 text-sm text-muted">
              An essential cookie keeps you signed in. With your permission, JobTrail also remembers your view
              preferences on this device.{" "}
              {/* Said only once known: a deployment may have analytics the visitor must hear of. */}
              <span {...{ [analyticsSentenceAttribute]: "" }}>
                {analyticsScriptUrl !== undefined ? analyticsSentence(analyticsHost) : null}
              </span>
              <SiteLink
                to={paths.cookiePolicy}
                className="text-primary underline underline-offset-4 hover:decoration-2"
              >
                Cookie Policy
              </SiteLink>
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
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setCustomizing(true)}
              {...{ [consentChoiceAttribute]: "customize" }}
            >
              Customize
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => decide(rejectAll)}
              {...{ [consentChoiceAttribute]: "reject" }}
            >
              Reject All
            </Button>
            <Button size="sm" onClick={() => decide(acceptAll)} {...{ [consentChoiceAttribute]: "accept" }}>
              Accept All
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
