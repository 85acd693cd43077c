// Whether the browser has a connection, as TanStack Query's online manager sees it, and the
// rule that follows from it: while offline, changes are refused at once with a clear message
// rather than queued (ADR 0021).
import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { ApiError } from "./api-client";

const offlineChangeMessage = "You're offline. Changes can't be saved until you're back online.";

/**
 * The online manager assumes a connection until the browser says otherwise with an event;
 * an app opened offline gets none, so it also asks the browser at the start. (`onLine` false
 * is reliable; true only means some network is there.)
 */
export function followBrowserConnection() {
  onlineManager.setEventListener((setOnline) => {
    if (typeof window === "undefined") return undefined;
    setOnline(navigator.onLine);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  });
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();
const onServer = () => true;

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}

/**
 * Runs before every mutation. Left alone, TanStack Query would pause a change made offline
 * and send it whenever the connection returns, perhaps long after the user gave up on it or
 * changed the same thing elsewhere; and the optimistic update would show it as done
 * meanwhile. Refusing it at once, before any optimistic update, keeps what the screen shows
 * true.
 */
export function refuseChangesWhileOffline() {
  if (!onlineManager.isOnline())
    throw new ApiError({ code: "NETWORK_ERROR", message: offlineChangeMessage, status: 0 });
}
