import { type QueryClient, QueryClient as QueryClientClass } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Application, ApplicationListPage } from "@/domain/application-schemas";
import { acceptAll, rejectAll } from "@/domain/consent";
import { applicationsQueryOptions } from "@/web/entities/application/api/get-applications";
import { type Session, sessionQueryOptions } from "@/web/features/account/api/get-session";
import { clearSignedInData } from "@/web/features/account/hooks/use-logout";
import { storeConsent } from "@/web/lib/consent";
import { anApplication, listOf } from "@/web/testing/fixtures";
import { mockApi } from "@/web/testing/mock-api";
import { renderRoutes, signedInSession, testQueryClient } from "@/web/testing/render";
import { tableViewRoute } from "@/web/testing/table-view";
import { type CopyStorage, copyBuster, copyKey, keepLocalCopy, type LocalCopy } from "./local-copy";
import { startLocalCopy } from "./local-copy-owner";
import { copyOwnerKey } from "./local-copy-record";
import { createAppQueryClient } from "./providers";

const sessionKey = sessionQueryOptions().queryKey;
const listKey = applicationsQueryOptions().queryKey;
const otherUser: Session = { ...signedInSession, user: { ...signedInSession.user, id: "u2" } };

/** IndexedDB's part played in memory, through the same interface the app gives idb-keyval. */
function memoryStorage() {
  const entries = new Map<string, string>();
  const storage: CopyStorage = {
    getItem: async (key) => entries.get(key),
    setItem: async (key, value) => {
      entries.set(key, value);
    },
    removeItem: async (key) => {
      entries.delete(key);
    },
    clear: async () => entries.clear(),
  };
  return { storage, entries };
}

const copies: LocalCopy[] = [];
function keep(queryClient: QueryClient, storage: CopyStorage) {
  const copy = keepLocalCopy(queryClient, { storage, throttleTime: 0 });
  copies.push(copy);
  return copy;
}
afterEach(() => {
  for (const copy of copies.splice(0)) copy.dispose();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Lets the pending storage writes and reads run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A device where `session`'s user opened the dashboard with functional consent. */
async function deviceWithCopy(items: Application[], session: Session = signedInSession) {
  storeConsent(acceptAll);
  const { storage, entries } = memoryStorage();
  const queryClient = testQueryClient();
  const copy = keep(queryClient, storage);
  queryClient.setQueryData(sessionKey, session);
  queryClient.setQueryData(listKey, listOf(items));
  await vi.waitFor(() => expect(entries.has(copyKey(session.user.id))).toBe(true));
  return { storage, entries, queryClient, closeTab: () => copy.dispose() };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("the local copy", () => {
  it("keeps only the session and the list, under the user's id", async () => {
    const { entries, queryClient } = await deviceWithCopy([anApplication({ company: "Globex" })]);
    queryClient.setQueryData(["profile"], { id: "u1" });
    queryClient.setQueryData(listKey, listOf([anApplication({ company: "Initech" })]));
    await vi.waitFor(() => expect(entries.get(copyKey("u1"))).toContain("Initech"));

    const kept = JSON.parse(entries.get(copyKey("u1"))!);
    expect(kept.buster).toBe(copyBuster("u1"));
    expect(kept.buster).toContain("u1");
    expect(kept.clientState.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      sessionKey,
      listKey,
    ]);
    expect(kept.clientState.mutations).toEqual([]);
    expect(localStorage.getItem(copyOwnerKey)).toBe("u1");
  });

  it("writes a change once the page has been idle a while, and a burst of changes once", async () => {
    storeConsent(acceptAll);
    const { storage, entries } = memoryStorage();
    const written = vi.spyOn(storage, "setItem");
    const queryClient = testQueryClient();
    copies.push(keepLocalCopy(queryClient, { storage, throttleTime: 50 }));
    queryClient.setQueryData(sessionKey, signedInSession);
    queryClient.setQueryData(listKey, listOf([anApplication({ company: "Initech" })]));
    queryClient.setQueryData(listKey, listOf([anApplication({ company: "Hooli" })]));
    await settle();
    expect(entries.size).toBe(0);
    await vi.waitFor(() => expect(entries.get(copyKey("u1"))).toContain("Hooli"));
    expect(written).toHaveBeenCalledTimes(1);
  });

  it("paints the table from the copy before the server answers, then applies what changed", async () => {
    const globex = anApplication({ company: "Globex", status: "Applied" });
    const { storage, closeTab } = await deviceWithCopy([globex, anApplication({ company: "Initech" })]);
    closeTab();
    // jsdom has no layout: give the scrolling table a height so the virtualiser renders rows.
    vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(600);
    vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(1200);
    const session = deferred<void>();
    const changes = deferred<void>();
    const { calls } = mockApi({
      "GET /api/auth/get-session": async () => {
        await session.promise;
        return { body: signedInSession };
      },
      "GET /api/applications": async () => {
        await changes.promise;
        return {
          body: {
            items: [{ ...globex, company: "Globex Corporation" }],
            total: 2,
            nextCursor: null,
            syncedAt: "2025-03-02T09:00:00.000Z",
            deletedIds: [],
            changesOnly: true,
          },
        };
      },
    });

    const queryClient = createAppQueryClient();
    const { restoring } = keep(queryClient, storage);
    expect(restoring).not.toBeNull();
    renderRoutes([tableViewRoute()], { initialEntries: ["/dashboard"], queryClient, restoring });

    expect(await screen.findByRole("button", { name: "Edit application at Globex" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit application at Initech" })).toBeInTheDocument();
    expect(screen.queryByText("Loading applications...")).not.toBeInTheDocument();
    await vi.waitFor(() => expect(calls.some((call) => call.url.includes("/api/applications"))).toBe(true));
    const ask = calls.find((call) => call.url.includes("/api/applications"));
    expect(new URL(ask!.url).searchParams.get("updatedSince")).toBe("2025-03-01T10:00:00.000Z");

    changes.resolve();
    expect(
      await screen.findByRole("button", { name: "Edit application at Globex Corporation" }),
    ).toBeInTheDocument();
    session.resolve();
    // The table renders slowly in jsdom on a busy machine; nothing here waits on time.
  }, 20_000);

  it("keeps nothing without functional consent, and starts keeping once it is given", async () => {
    storeConsent(rejectAll);
    const { storage, entries } = memoryStorage();
    const queryClient = testQueryClient();
    keep(queryClient, storage);
    queryClient.setQueryData(sessionKey, signedInSession);
    queryClient.setQueryData(listKey, listOf([anApplication()]));
    await settle();
    expect(entries.size).toBe(0);
    expect(localStorage.getItem(copyOwnerKey)).toBeNull();

    storeConsent(acceptAll);
    await vi.waitFor(() => expect(entries.has(copyKey("u1"))).toBe(true));
  });

  it("wipes the copy when functional consent is withdrawn, and restores nothing after", async () => {
    const { storage, entries } = await deviceWithCopy([anApplication()]);
    storeConsent(rejectAll);
    await vi.waitFor(() => expect(entries.size).toBe(0));
    expect(localStorage.getItem(copyOwnerKey)).toBeNull();
    expect(keep(new QueryClientClass(), storage).restoring).toBeNull();
  });

  it("wipes the copy on sign-out (and on a 401, which signs out the same way)", async () => {
    const { entries, queryClient } = await deviceWithCopy([anApplication()]);
    clearSignedInData(queryClient);
    await vi.waitFor(() => expect(entries.size).toBe(0));
    expect(localStorage.getItem(copyOwnerKey)).toBeNull();
  });

  it("wipes the copy when another user signs in, then keeps theirs", async () => {
    const { entries, queryClient } = await deviceWithCopy([anApplication({ company: "Globex" })]);
    queryClient.setQueryData(sessionKey, otherUser);
    await vi.waitFor(() => expect(entries.size).toBe(0));

    queryClient.setQueryData(listKey, listOf([anApplication({ company: "Initech" })]));
    await vi.waitFor(() => expect(entries.get(copyKey("u2"))).toContain("Initech"));
    expect([...entries.keys()]).toEqual([copyKey("u2")]);
  });

  it("checks a restored copy once the page is idle, not while it is first drawn", async () => {
    const { storage, closeTab } = await deviceWithCopy([anApplication({ company: "Globex" })]);
    closeTab();
    let idle: IdleRequestCallback | undefined;
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal("cancelIdleCallback", () => {});
    const queryClient = testQueryClient();
    await keep(queryClient, storage).restoring;
    await settle();

    // In the cache, and taken as fresh: a view drawing it now does not ask the server.
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(sessionKey)?.isInvalidated).toBe(false);
    expect(idle).toBeDefined();

    idle?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sessionKey)?.isInvalidated).toBe(true);
  });

  it("forgets a restored copy, in memory and on the device, when the session check finds another user", async () => {
    const { storage, entries, closeTab } = await deviceWithCopy([anApplication({ company: "Globex" })]);
    closeTab();
    mockApi({ "GET /api/auth/get-session": { body: otherUser } });
    const queryClient = createAppQueryClient();
    await keep(queryClient, storage).restoring;
    expect(queryClient.getQueryData(listKey)).toBeDefined();

    await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });

    expect(queryClient.getQueryData(listKey)).toBeUndefined();
    await vi.waitFor(() => expect(entries.size).toBe(0));
  });

  it("never restores a copy that is not the expected user's, or whose session has ended", async () => {
    const { storage, entries, closeTab } = await deviceWithCopy([anApplication()]);
    closeTab();
    localStorage.setItem(copyOwnerKey, "u2");
    entries.set(copyKey("u2"), entries.get(copyKey("u1"))!);
    const queryClient = testQueryClient();
    await keep(queryClient, storage).restoring;
    expect(queryClient.getQueryData(listKey)).toBeUndefined();
    expect(entries.size).toBe(0);

    const ended: Session = {
      ...signedInSession,
      session: { id: "s1", expiresAt: "2020-01-01T00:00:00.000Z" },
    };
    const expired = await deviceWithCopy([anApplication()], ended);
    expired.closeTab();
    const later = testQueryClient();
    await keep(later, expired.storage).restoring;
    expect(later.getQueryData(listKey)).toBeUndefined();
  });

  it("loads its code only once someone signs in, or at once when the device holds a copy", async () => {
    const { storage, entries, closeTab } = await deviceWithCopy([anApplication({ company: "Globex" })]);
    closeTab();
    const restored = testQueryClient();
    const restoring = startLocalCopy(restored, { storage: () => storage, throttleTime: 0 });
    expect(restoring).not.toBeNull();
    await restoring;
    expect(restored.getQueryData<ApplicationListPage>(listKey)?.items[0]?.company).toBe("Globex");

    localStorage.removeItem(copyOwnerKey);
    entries.clear();
    const fresh = testQueryClient();
    expect(startLocalCopy(fresh, { storage: () => storage, throttleTime: 0 })).toBeNull();
    fresh.setQueryData(listKey, listOf([anApplication({ company: "Initech" })]));
    fresh.setQueryData(sessionKey, signedInSession);
    await vi.waitFor(() => expect(entries.get(copyKey("u1"))).toContain("Initech"));
  });
});
