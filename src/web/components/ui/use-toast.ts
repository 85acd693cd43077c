import { useSyncExternalStore } from "react";
import { tabStorage } from "@/web/lib/device-storage";

// Toasts: one at a time, so they never pile up over the page; shown 2 s, removed 3 s after
// it is dismissed (so its closing animation and screen-reader announcement can finish).
const toastLimit = 1;
export const toastDuration = 2000;
const toastRemoveDelay = 3000;

export type ToastVariant = "default" | "success" | "destructive";

export type ToastMessage = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

let toasts: ToastMessage[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const message: ToastMessage = { variant: "default", ...input, id, open: true };
  emit([message, ...toasts].slice(0, toastLimit));
  return id;
}

export function dismissToast(id: string) {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, toastRemoveDelay),
  );
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

/** Forgets every toast and its removal timer: the component tests share this module. */
export function clearToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  emit([]);
}

// A page that moves on by loading the next page whole (an account page run on its own) has no
// toast to show it in: it leaves the message in this tab, and the next page shows it once.
const nextPageToastKey = "jobtrail:toast";
type ToastInput = Parameters<typeof toast>[0];

/** Keeps `input` for the next page this tab loads. */
export function toastOnNextPage(input: ToastInput) {
  tabStorage()?.setItem(nextPageToastKey, JSON.stringify(input));
}

/** Shows the toast the previous page left, if any, once. */
export function showToastFromLastPage() {
  const storage = tabStorage();
  const kept = storage?.getItem(nextPageToastKey);
  if (!kept) return;
  storage?.removeItem(nextPageToastKey);
  try {
    const input = JSON.parse(kept) as Partial<ToastInput>;
    if (typeof input.title === "string") toast({ ...input, title: input.title });
  } catch {
    // Not ours, or damaged: nothing to show.
  }
}
