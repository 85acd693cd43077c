// The app's cookie banner: the deployment's analytics named once its settings are read, and
// a signed-in user's choice saved to their account too.
import type { CookiePreferences } from "@/domain/consent";
import { CookieBanner } from "@/web/components/cookie-banner";
import { useSession } from "@/web/features/account/api/get-session";
import { saveConsentOnServer } from "@/web/lib/account-consent";
import { useDeploymentConfig } from "@/web/lib/deployment-config";

export function AppCookieBanner() {
  const { session } = useSession();
  const config = useDeploymentConfig();
  const saveToAccount = (preferences: CookiePreferences) => {
    // This device has the choice whatever happens; the account's copy is tried again at next sign-in.
    saveConsentOnServer(preferences).catch(() => {});
  };
  return (
    <CookieBanner
      analyticsScriptUrl={config.isSuccess ? (config.data.analytics?.scriptUrl ?? null) : undefined}
      onDecided={session ? saveToAccount : undefined}
    />
  );
}
