// The cookie choice on this device as React state (the record itself: ./consent, which a
// page without React reads too).
import { useSyncExternalStore } from "react";
import { consentStorageKeys } from "@/domain/consent";
import { readConsent, type StoredConsent, subscribeToConsent } from "./consent";
import { deviceStorage } from "./device-storage";

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

/** The current choice on this device, updated when it changes (in this tab or another). */
export function useConsent(): StoredConsent | null {
  return useSyncExternalStore(subscribeToConsent, snapshot, () => null);
}
