// Starting the local copy's code (ADR 0024). Kept apart from `local-copy.ts`: that module
// brings the applications' code (and zod) with it, which a public page, or a visitor who
// never signs in, should not load.
import type { QueryClient } from "@tanstack/react-query";
import { type Session, sessionQueryOptions } from "@/web/features/account/api/get-session";
import type { CopyStorage } from "./local-copy";
import { readOwner } from "./local-copy-record";

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
