import { appleNotConfiguredMessage } from "@/domain/auth";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { useAction } from "@/web/lib/use-action";
import { signInWithApple } from "../api/sign-in-social";
import { useAccountHost } from "../host";
import { OrDivider } from "./or-divider";

function AppleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden fill="currentColor">
      <path d="M16.37 12.6c.02 2.4 2.1 3.2 2.13 3.21-.02.06-.33 1.14-1.1 2.26-.66.97-1.35 1.93-2.43 1.95-1.07.02-1.41-.63-2.63-.63s-1.6.61-2.61.65c-1.05.04-1.84-1.04-2.51-2.01-1.37-1.97-2.41-5.58-1.01-8.01.7-1.21 1.94-1.97 3.28-1.99 1.03-.02 2 .69 2.63.69.63 0 1.81-.85 3.05-.73.52.02 1.98.21 2.91 1.58-.08.05-1.74 1.01-1.71 3.03ZM14.36 4.94c.56-.67.93-1.6.83-2.54-.8.03-1.77.53-2.34 1.2-.51.59-.96 1.54-.84 2.45.89.07 1.8-.45 2.35-1.11Z" />
    </svg>
  );
}

/**
 * "or" and Apple sign-in, shown only when the deployment configures Apple: a button that can
 * only fail is not offered. Settings that are present but refused by the server are reported
 * as not configured (a busy server or a lost connection as themselves), through onError.
 */
export function AppleSignIn({ onError }: { onError: (message: string) => void }) {
  const settings = useAccountHost().useSettings();
  const signIn = useAction(signInWithApple);
  if (!settings?.appleSignIn) return null;

  async function handleClick() {
    try {
      const { url } = await signIn.run();
      window.location.assign(url);
    } catch (error) {
      const passing = isApiError(error, "RATE_LIMITED") || isApiError(error, "NETWORK_ERROR");
      onError(isApiError(error) && !passing ? appleNotConfiguredMessage : errorToText(error));
    }
  }

  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <>
      <OrDivider />
      <Button variant="secondary" size="lg" className="w-full" onClick={handleClick} disabled={busy}>
        {busy ? <Spinner /> : <AppleLogo />}
        Continue with Apple
      </Button>
    </>
  );
}
