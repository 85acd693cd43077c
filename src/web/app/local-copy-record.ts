// Which user's local copy this device holds (ADR 0024): a localStorage entry, so that a page
// load knows at once whether there is a copy to wait for, before any of the app's code (the
// page's entry script reads it too, to leave the list to the copy). Written only with a
// copy, removed with it.
import { deviceStorage } from "@/web/lib/device-storage";

export const copyOwnerKey = "jobtrail.local-copy";

export function readOwner(): string | null {
  return deviceStorage()?.getItem(copyOwnerKey) ?? null;
}

export function writeOwner(userId: string | null) {
  const storage = deviceStorage();
  try {
    if (userId) storage?.setItem(copyOwnerKey, userId);
    else storage?.removeItem(copyOwnerKey);
  } catch {
    // Storage full: no copy is kept either.
  }
}
