// The local copy: the signed-in user's applications kept in this browser (IndexedDB), with
// the session they belong to, so the dashboard paints at once and then asks the server only
// for what changed (ADR 0024). Kept only with functional consent; gone on sign-out, on
// another user, and when the consent is withdrawn.
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from "@tanstack/react-query";
import type { Persister } from "@tanstack/react-query-persist-client";
import { clear, createStore, del, get, set } from "idb-keyval";
import { applicationsQueryOptions } from "@/web/entities/application/api/get-applications";
import { type Session, sessionQueryOptions } from "@/web/features/account/api/get-session";
import { functionalStorageAllowed, subscribeToConsent } from "@/web/lib/consent";
import { laterWhenIdle } from "@/web/lib/later-when-idle";
import { version } from "../../../package.json";
import { readOwner, writeOwner } from "./local-copy-record";

/** Where the copy lives: an async key-value store (IndexedDB in the app, memory in tests). */
export type CopyStorage = {
  getItem(key: string): Promise<string | null | undefined>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  /** Forgets every copy, whoever it belonged to. */
  clear(): Promise<void>;
};

export function indexedDbStorage(): CopyStorage {
  // Opened on first use: a visitor who never keeps a copy gets no database.
  const store = createStore("jobtrail", "local-copy");
  return {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
    clear: () => clear(store),
  };
}

/** Raised when what is kept changes shape: an older copy is then dropped, not misread. */
const copyFormat = 2;

export const copyBuster = (userId: string) => `${copyFormat}:${version}:${userId}`;
export const copyKey = (userId: string) => `applications:${userId}`;

const sessionHash = JSON.stringify(sessionQueryOptions().queryKey);
const listHash = JSON.stringify(applicationsQueryOptions().queryKey);

/** Only the session and the applications list are kept; nothing else of the cache. */
const kept = (query: Query) =>
  (query.queryHash === sessionHash || query.queryHash === listHash) && query.state.status === "success";

/** The copy is the owner's, signed in until later than now, with the list in it. */
function belongsTo(state: DehydratedState, userId: string): boolean {
  const session = state.queries.find((query) => query.queryHash === sessionHash)?.state.data as
    | Session
    | null
    | undefined;
  const hasList = state.queries.some((query) => query.queryHash === listHash);
  return hasList && session?.user.id === userId && Date.parse(session.session.expiresAt) > Date.now();
}

export type LocalCopyOptions = {
  storage: CopyStorage;
  /**
   * How long a change waits before the copy is written (then for the page to be idle): a
   * burst of edits is written once.
   */
  throttleTime?: number;
};

export type LocalCopy = {
  /** Settles when the copy is in the cache (or there was none to restore); null: nothing to wait for. */
  restoring: Promise<void> | null;
  dispose(): void;
};

/** Restores this device's copy into `queryClient`, then keeps it in step with the cache. */
export function keepLocalCopy(
  queryClient: QueryClient,
  { storage, throttleTime = 1000 }: LocalCopyOptions,
): LocalCopy {
  let owner = readOwner();
  let persister: { userId: string; persister: Persister } | null = null;

  function persisterFor(userId: string): Persister {
    if (persister?.userId !== userId) {
      const guarded = {
        getItem: (key: string) => storage.getItem(key),
        // Writes are throttled, so one may land after a wipe: it is dropped unless the copy
        // is still this user's and still allowed.
        setItem: async (key: string, value: string) => {
          if (owner && key === copyKey(owner) && functionalStorageAllowed())
            await storage.setItem(key, value);
        },
        removeItem: (key: string) => storage.removeItem(key),
      };
      persister = {
        userId,
        // Its own throttle left out: `save` below spaces the writes already.
        persister: createAsyncStoragePersister({ storage: guarded, key: copyKey(userId), throttleTime: 0 }),
      };
    }
    return persister.persister;
  }

  async function wipe() {
    owner = null;
    persister = null;
    writeOwner(null);
    await storage.clear().catch(() => {});
  }

  /** Copies written since the page opened: one written meanwhile is newer than a failed restore. */
  let saves = 0;
  /** The check of a restored copy, waiting for the page to be idle. */
  let pendingCheck: (() => void) | null = null;

  async function restore(userId: string) {
    try {
      const persisted = await persisterFor(userId).restoreClient();
      if (
        !persisted ||
        persisted.buster !== copyBuster(userId) ||
        !belongsTo(persisted.clientState, userId)
      ) {
        if (saves === 0) await wipe();
        return;
      }
      // Painted from the copy, then checked (the session, and what changed since) once the
      // page is idle: checked at once, the answers come in while the table is first drawn,
      // and are drawn too before that first frame is shown. Until then the copy counts as
      // just read.
      const now = Date.now();
      for (const query of persisted.clientState.queries)
        query.state = { ...query.state, dataUpdatedAt: now, isInvalidated: false };
      hydrate(queryClient, persisted.clientState);
      pendingCheck = laterWhenIdle(() => {
        pendingCheck = null;
        void queryClient.invalidateQueries({ predicate: kept });
      }, 0);
    } catch {
      // An unreadable copy (storage refused, damaged data) is worth nothing: start afresh.
      if (saves === 0) await wipe();
    }
  }

  // Writing the copy (10,000 applications take tens of milliseconds to serialise and store)
  // waits, then waits for the page to be idle, so that it never holds back a paint: above
  // all the first ones after opening the dashboard, when the session's answer comes in while
  // the table is drawn from the copy. Whether to write, and what, is decided then; a burst
  // of changes is written once.
  let pendingWrite: (() => void) | null = null;
  function save() {
    if (pendingWrite) return;
    pendingWrite = laterWhenIdle(() => {
      pendingWrite = null;
      write();
    }, throttleTime);
  }

  function write() {
    if (!functionalStorageAllowed()) return;
    // An edit still saving is in the cache already; kept now, it would outlive a refusal
    // the page never saw. The copy is written once the edits have settled.
    if (queryClient.isMutating() > 0) return;
    const userId = queryClient.getQueryData<Session | null>(sessionQueryOptions().queryKey)?.user.id;
    if (!userId || (owner && owner !== userId)) return;
    if (queryClient.getQueryState(applicationsQueryOptions().queryKey)?.status !== "success") return;
    owner = userId;
    saves += 1;
    writeOwner(userId);
    void persisterFor(userId).persistClient({
      buster: copyBuster(userId),
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, { shouldDehydrateQuery: kept }),
    });
  }

  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    const { queryHash } = event.query;
    if (queryHash === sessionHash && (event.type === "added" || event.type === "updated")) {
      // Signed out (a sign-out, a 401) or someone else signed in: the copy goes.
      const state = event.query.state;
      const userId = (state.data as Session | null | undefined)?.user.id ?? null;
      if (state.status === "success" && owner && userId !== owner) void wipe();
    }
    if ((queryHash === sessionHash || queryHash === listHash) && event.type === "updated") {
      if (event.action.type === "success") save();
    }
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.mutation.state.status !== "pending") save();
  });
  const unsubscribeConsent = subscribeToConsent(() => {
    if (!functionalStorageAllowed()) {
      if (owner || readOwner()) void wipe();
    } else save();
  });

  let restoring: Promise<void> | null = null;
  if (owner && functionalStorageAllowed()) restoring = restore(owner);
  else if (owner) void wipe();
  // Started after sign-in: the list may be in already.
  else save();

  return {
    restoring,
    dispose() {
      pendingWrite?.();
      pendingCheck?.();
      unsubscribeQueries();
      unsubscribeMutations();
      unsubscribeConsent();
    },
  };
}
