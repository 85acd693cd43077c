// The cookie choice on this device: two local keys (the preferences and when they were
// given); a signed-in user's is kept in step with the server's (./account-consent). Storage that is not
// essential goes through `functionalStorage`, which keeps nothing without consent.
import {
  analyticsConsentCookie,
  type CookiePreferences,
  consentIsCurrent,
  consentStorageKeys,
  isCookiePreferences,
} from "@/domain/consent";
import { deviceStorage } from "./device-storage";

export type StoredConsent = { preferences: CookiePreferences; consentedAt: string };

const changeEvent = "jobtrail:consent-change";
/** Keys of remembered view preferences; all of them go when functional storage is refused. */
const functionalPrefix = "jobtrail.view.";

/** The stored choice, or null when there is none, it cannot be read, or it is too old. */
export function readConsent(): StoredConsent | null {
  const local = deviceStorage();
  const preferences = local?.getItem(consentStorageKeys.preferences);
  const consentedAt = local?.getItem(consentStorageKeys.timestamp);
  if (!preferences || !consentedAt || !consentIsCurrent(consentedAt)) return null;
  try {
    const parsed: unknown = JSON.parse(preferences);
    return isCookiePreferences(parsed) ? { preferences: parsed, consentedAt } : null;
  } catch {
    return null;
  }
}

function applyConsent(preferences: CookiePreferences) {
  if (!preferences.functional) {
    const local = deviceStorage();
    for (const key of Object.keys(local ?? {})) {
      if (key.startsWith(functionalPrefix)) local?.removeItem(key);
    }
  }
  const maxAge = preferences.analytics ? 365 * 24 * 60 * 60 : 0;
  const secure = globalThis.location?.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser JobTrail supports
  document.cookie = `${analyticsConsentCookie}=granted; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Stores a choice on this device (and nowhere else): the banner's and the settings' write. */
export function storeConsent(preferences: CookiePreferences, consentedAt: string = new Date().toISOString()) {
  const local = deviceStorage();
  const choice: CookiePreferences = { ...preferences, essential: true };
  local?.setItem(consentStorageKeys.preferences, JSON.stringify(choice));
  local?.setItem(consentStorageKeys.timestamp, consentedAt);
  applyConsent(choice);
  window.dispatchEvent(new Event(changeEvent));
}

/** Calls `onChange` whenever the choice on this device changes, in this tab or another. */
export function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * Whether this page should ask for a choice it lacks: not for a Lighthouse user agent, as
 * the product's rules say.
 */
export function bannerWanted() {
  return !/Chrome-Lighthouse/i.test(globalThis.navigator?.userAgent ?? "");
}

/** What a button of the cookie banner answers, for a page that runs the banner drawn at build (src/web/public). */
export const consentChoiceAttribute = "data-consent-choice";
/** Where the cookie banner says what the deployment runs, filled in once that is known. */
export const analyticsSentenceAttribute = "data-analytics-sentence";

/** localStorage for view preferences: read and written only with functional consent. */
export const functionalStorage = {
  getItem(name: string): string | null {
    if (!readConsent()?.preferences.functional) return null;
    return deviceStorage()?.getItem(functionalPrefix + name) ?? null;
  },
  setItem(name: string, value: string) {
    if (!readConsent()?.preferences.functional) return;
    deviceStorage()?.setItem(functionalPrefix + name, value);
  },
};

/** Whether this device's choice allows functional storage (view preferences, the local copy). */
export function functionalStorageAllowed(): boolean {
  return readConsent()?.preferences.functional === true;
}
