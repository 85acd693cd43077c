// The cookie choice on this device: two local keys (the preferences and when they were
// given), kept in step with the server's record for a signed-in user. Storage that is not
// essential goes through `functionalStorage`, which keeps nothing without consent.
import { useSyncExternalStore } from "react";
import {
  analyticsConsentCookie,
  type CookiePreferences,
  consentIsCurrent,
  consentStorageKeys,
  consentVersion,
  isCookiePreferences,
} from "@/domain/consent";
import type { Consent } from "@/domain/privacy";
import { answer, api } from "./api-client";
import { deviceStorage } from "./device-storage";

export type StoredConsent = { preferences: CookiePreferences; consentedAt: string };

const changeEvent = "jobtrail:consent-change";
/** The account this device's choice was last made the same as: each account syncs once here. */
const syncedAccountKey = "jobtrail.cookie-consent-account";
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

let cachedRaw: string | null | undefined;
let cached: StoredConsent | null = null;
/** The same object while the stored text is the same, as useSyncExternalStore needs. */
function snapshot(): StoredConsent | null {
  const local = deviceStorage();
  const raw = `${local?.getItem(consentStorageKeys.preferences)}|${local?.getItem(consentStorageKeys.timestamp)}`;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = readConsent();
  }
  return cached;
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

/** Saves a signed-in user's choice on the server too, so it follows them. */
export function saveConsentOnServer(preferences: CookiePreferences): Promise<{ consent: Consent }> {
  return answer(api.privacy.consent.$put({ json: { preferences: { ...preferences, essential: true } } }));
}

export function getServerConsent(signal?: AbortSignal) {
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

/** Calls `onChange` whenever the choice on this device changes, in this tab or another. */
export function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The current choice on this device, updated when it changes (in this tab or another). */
export function useConsent(): StoredConsent | null {
  return useSyncExternalStore(subscribeToConsent, snapshot, () => null);
}

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
