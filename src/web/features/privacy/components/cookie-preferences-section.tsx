import { CookieIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type CookiePreferences, consentVersion, rejectAll } from "@/domain/consent";
import { paths } from "@/domain/paths";
import { CookiePreferencesList } from "@/web/components/cookie-preferences-list";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { saveConsentOnServer } from "@/web/lib/account-consent";
import { errorToText } from "@/web/lib/api-client";
import { storeConsent } from "@/web/lib/consent";
import { useDeploymentConfig } from "@/web/lib/deployment-config";
import { useConsent } from "@/web/lib/use-consent";
import { PrivacySection } from "./privacy-section";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/** The banner's switches, changeable at any time; saved on this device and with the account. */
export function CookiePreferencesSection() {
  const consent = useConsent();
  const config = useDeploymentConfig();
  const analytics = config.data?.analytics;
  const [choice, setChoice] = useState<CookiePreferences>(consent?.preferences ?? rejectAll);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (consent) setChoice(consent.preferences);
  }, [consent]);

  const save = async () => {
    setSaving(true);
    try {
      const { consent: saved } = await saveConsentOnServer(choice);
      storeConsent(saved.preferences, saved.consentedAt);
      toast({ title: "Cookie preferences saved", variant: "success" });
    } catch (error) {
      toast({ title: "Save failed", description: errorToText(error), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <PrivacySection
      id="cookies"
      icon={CookieIcon}
      title="Cookie preferences"
      description={
        <>
          What JobTrail may keep in this browser beyond what keeps you signed in.{" "}
          <Link
            to={paths.cookiePolicy}
            className="text-primary underline underline-offset-4 hover:decoration-2"
          >
            Everything it stores
          </Link>{" "}
          is in the Cookie Policy.
        </>
      }
    >
      <CookiePreferencesList
        preferences={choice}
        onChange={setChoice}
        analyticsHost={analytics ? new URL(analytics.scriptUrl).host : null}
        idPrefix="settings-cookie"
      />
      <div className="mt-5 flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center">
        <p className="flex-1 text-xs text-muted">
          {consent
            ? `Consent version ${consentVersion}, given ${dateTime.format(new Date(consent.consentedAt))}.`
            : "You have not made a choice yet: only the essential cookie is used."}
        </p>
        <Button onClick={save} disabled={saving}>
          {saving ? <Spinner /> : null} Save Preferences
        </Button>
      </div>
    </PrivacySection>
  );
}
