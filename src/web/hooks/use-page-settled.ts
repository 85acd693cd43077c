import { useIsFetching, useIsMutating } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { laterWhenIdle } from "@/web/lib/later-when-idle";

/** How long the app must have had nothing to fetch or save before the page counts as settled. */
export const settleQuietMs = 2000;
/** How long after the page's load it counts as settled whatever it is still fetching. */
export const settleAtLatestMs = 20_000;

/**
 * Whether the page has settled: loaded, and the app has had nothing to fetch or save for a
 * while (then once the browser is idle), or 20 seconds have passed since the load. For work
 * the user is not waiting for that would compete with what they are: the first visit's
 * install of the offline copy of the app downloads every one of its files.
 */
export function usePageSettled(): boolean {
  const busy = useIsFetching() + useIsMutating() > 0;
  const [loaded, setLoaded] = useState(() => document.readyState === "complete");
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, [loaded]);

  useEffect(() => {
    if (!loaded || settled) return;
    const latest = setTimeout(() => setSettled(true), settleAtLatestMs);
    return () => clearTimeout(latest);
  }, [loaded, settled]);

  useEffect(() => {
    if (!loaded || settled || busy) return;
    // Each fetch starts the quiet over.
    return laterWhenIdle(() => setSettled(true), settleQuietMs);
  }, [loaded, settled, busy]);

  return settled;
}
