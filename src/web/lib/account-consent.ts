// A signed-in user's cookie choice on the server, so it follows them from device to device.
// Apart from the device's own record (./consent) so that a page with no account to sync,
// a signed-out visitor's, does not load the API client for it.
import { type CookiePreferences, consentIsCurrent, consentVersion } from "@/domain/consent";
import type { Consent } from "@/domain/privacy";
import { answer, api } from "./api-client";
import { readConsent, storeConsent } from "./consent";
import { deviceStorage } from "./device-storage";

/** The account this device's choice was last made the same as: each account syncs once here. */
const syncedAccountKey = "jobtrail.cookie-consent-account";

/** Saves a signed-in user's choice on the server too, so it follows them. */
export function saveConsentOnServer(preferences: CookiePreferences): Promise<{ consent: Consent }> {
  return answer(api.privacy.consent.$put({ json: { preferences: { ...preferences, essential: true } } }));
}

function getServerConsent(signal?: AbortSignal) {
  return answer(api.privacy.consent.$get(undefined, { init: { signal } }));
}

/**
 * The first time an account is signed in on this device, the device and the server agree:
 * the newer choice wins, and a choice made here before signing in is saved to the account.
 * Later choices made here go to the server as they are made.
 */
export async function syncConsent(userId: string, signal?: AbortSignal): Promise<void> {
  if (deviceStorage()?.getItem(syncedAccountKey) === userId) return;
  const { consent } = await getServerConsent(signal);
  const local = readConsent();
  const serverCurrent =
    consent && consent.version === consentVersion && consentIsCurrent(consent.consentedAt);
  if (serverCurrent && (!local || Date.parse(consent.consentedAt) > Date.parse(local.consentedAt))) {
    storeConsent(consent.preferences, consent.consentedAt);
  } else if (local && (!consent || Date.parse(local.consentedAt) > Date.parse(consent.consentedAt))) {
    await saveConsentOnServer(local.preferences);
  }
  deviceStorage()?.setItem(syncedAccountKey, userId);
}
