// Which user's local copy this device holds (ADR 0024), and starting the copy's code. Kept
// apart from `local-copy.ts`: that module brings the applications' code (and zod) with it,
// which a public page, or a visitor who never signs in, should not load.
import type { QueryClient } from "@tanstack/react-query";
import { type Session, sessionQueryOptions } from "@/web/features/account/api/get-session";
import { deviceStorage } from "@/web/lib/device-storage";
import type { CopyStorage } from "./local-copy";

/**
 * localStorage key naming the user whose copy the device holds, so that a page load knows
 * at once whether there is one to wait for. Written only with a copy, removed with it.
 */
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

/**
 * Starts the local copy: at once when the device holds one (the returned promise settles
 * once it is in the cache), otherwise when someone signs in (null: nothing to wait for).
 */
export function startLocalCopy(
  queryClient: QueryClient,
  options: { storage?: () => CopyStorage; throttleTime?: number } = {},
): Promise<void> | null {
  // Settles once the module is loaded and its copy, if any, is in the cache.
  const start = () =>
    import("./local-copy").then(async ({ indexedDbStorage, keepLocalCopy }) => {
      const storage = (options.storage ?? indexedDbStorage)();
      await keepLocalCopy(queryClient, { storage, throttleTime: options.throttleTime }).restoring;
    });
  if (readOwner()) return start();
  const sessionHash = JSON.stringify(sessionQueryOptions().queryKey);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== sessionHash) return;
    if (!(event.query.state.data as Session | null | undefined)?.user.id) return;
    unsubscribe();
    void start();
  });
  return null;
}
