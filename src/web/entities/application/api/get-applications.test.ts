import { describe, expect, it } from "vitest";
import type { Application, ApplicationListPage } from "@/domain/application-schemas";
import { anApplication } from "@/web/testing/fixtures";
import { type ApiCall, mockApi } from "@/web/testing/mock-api";
import { syncApplications } from "./get-applications";

const takenAt = "2025-03-01T10:00:00.000Z";
const now = "2025-03-02T09:00:00.000Z";

function copyOf(items: Application[]): ApplicationListPage {
  return {
    items,
    total: items.length,
    nextCursor: null,
    syncedAt: takenAt,
    deletedIds: [],
    changesOnly: false,
  };
}

const answer = (fields: Partial<ApplicationListPage> & Pick<ApplicationListPage, "items" | "total">) => ({
  body: { nextCursor: null, syncedAt: now, deletedIds: [], changesOnly: true, ...fields },
});

const since = (call: ApiCall) => new URL(call.url).searchParams.get("updatedSince");

describe("syncApplications", () => {
  it("reads the whole list page by page when the browser holds none", async () => {
    const first = anApplication({ company: "Globex" });
    const second = anApplication({ company: "Initech" });
    const { calls } = mockApi({
      "GET /api/applications": ({ url }) =>
        new URL(url).searchParams.get("cursor")
          ? answer({ items: [second], total: 2, changesOnly: false, syncedAt: "later" })
          : answer({ items: [first], total: 2, changesOnly: false, nextCursor: "page-2" }),
    });

    const list = await syncApplications(undefined);

    expect(list.items.map((application) => application.company)).toEqual(["Globex", "Initech"]);
    expect(list.syncedAt).toBe(now);
    expect(calls.map(since)).toEqual([null, null]);
  });

  it("asks only for what changed since the copy, and applies changed, added and deleted ones", async () => {
    const kept = anApplication({ company: "Acme" });
    const changed = anApplication({ company: "Globex", status: "Applied" });
    const deleted = anApplication({ company: "Initech" });
    const added = anApplication({ company: "Umbrella" });
    const { calls } = mockApi({
      "GET /api/applications": answer({
        items: [{ ...changed, status: "Interviewing" }, added],
        deletedIds: [deleted.id],
        total: 3,
      }),
    });

    const list = await syncApplications(copyOf([kept, changed, deleted]));

    expect(calls).toHaveLength(1);
    expect(since(calls[0]!)).toBe(takenAt);
    expect(list.items.map((application) => [application.company, application.status])).toEqual([
      ["Umbrella", "Applied"],
      ["Acme", "Applied"],
      ["Globex", "Interviewing"],
    ]);
    expect(list.total).toBe(3);
    expect(list.syncedAt).toBe(now);
  });

  it("replaces the copy when the server answers the whole list instead of the changes", async () => {
    const gone = anApplication({ company: "Acme" });
    const only = anApplication({ company: "Globex" });
    mockApi({ "GET /api/applications": answer({ items: [only], total: 1, changesOnly: false }) });

    const list = await syncApplications(copyOf([gone, only]));

    expect(list.items).toEqual([only]);
    expect(list.syncedAt).toBe(now);
  });

  it("reads the whole list again when the count after the changes differs from the server's", async () => {
    const held = anApplication({ company: "Acme" });
    const missed = anApplication({ company: "Globex" });
    const { calls } = mockApi({
      "GET /api/applications": (call) =>
        since(call)
          ? answer({ items: [], total: 2 })
          : answer({ items: [held, missed], total: 2, changesOnly: false, syncedAt: "full" }),
    });

    const list = await syncApplications(copyOf([held]));

    expect(calls.map(since)).toEqual([takenAt, null]);
    expect(list.items.map((application) => application.company)).toEqual(["Acme", "Globex"]);
    expect(list.syncedAt).toBe("full");
  });

  it("reads the whole list when the one held has no time to ask from", async () => {
    const { calls } = mockApi({
      "GET /api/applications": answer({ items: [], total: 0, changesOnly: false }),
    });

    // A copy kept before the list carried its time.
    await syncApplications({ ...copyOf([]), syncedAt: "" });

    expect(calls.map(since)).toEqual([null]);
  });
});
