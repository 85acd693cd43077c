// Where the local copy lives (ADR 0024): one entry per user in an IndexedDB store. Its own
// module, small, so that the page's entry script can start reading the copy as the page loads
// (by importing this alone) and the app's local copy takes that read.
import { createStore, get, type UseStore } from "idb-keyval";

export const copyKey = (userId: string) => `applications:${userId}`;

let store: UseStore | undefined;

/** Where the copy lives in IndexedDB, opened on first use: a visitor who never keeps a copy gets no database. */
export function copyStore(): UseStore {
  store ??= createStore("jobtrail", "local-copy");
  return store;
}

let earlyRead: { key: string; value: Promise<string | undefined> } | null = null;

/**
 * Starts reading `userId`'s copy as the page loads, while the app's code is fetched and run:
 * with thousands of applications the read takes a while, and the dashboard's rows wait for it.
 */
export function readCopyEarly(userId: string) {
  const key = copyKey(userId);
  const value = get<string>(key, copyStore());
  // A failed read is the app's to handle, when it takes the answer.
  value.catch(() => {});
  earlyRead = { key, value };
}

/** The early read of `key`, once; any later read goes to the store. */
export function takeEarlyRead(key: string): Promise<string | undefined> | undefined {
  if (earlyRead?.key !== key) return undefined;
  const { value } = earlyRead;
  earlyRead = null;
  return value;
}
