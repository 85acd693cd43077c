import { afterEach, describe, expect, it, vi } from "vitest";

// jsdom has no IndexedDB: idb-keyval's reads are counted instead, each answering its key.
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock("idb-keyval", () => ({
  createStore: () => "the copy's store",
  get: async (key: string) => {
    reads.count += 1;
    return `copy under ${key}`;
  },
  set: async () => {},
  del: async () => {},
  clear: async () => {},
}));

const { copyKey, readCopyEarly, takeEarlyRead } = await import("./local-copy-store");
const { indexedDbStorage } = await import("./local-copy");

afterEach(() => {
  reads.count = 0;
});

describe("the early read of the local copy", () => {
  it("answers the app's first read of the same copy, once, without reading again", async () => {
    readCopyEarly("u1");
    expect(reads.count).toBe(1);
    const storage = indexedDbStorage();
    await expect(storage.getItem(copyKey("u1"))).resolves.toBe("copy under applications:u1");
    expect(reads.count).toBe(1);

    await expect(storage.getItem(copyKey("u1"))).resolves.toBe("copy under applications:u1");
    expect(reads.count).toBe(2);
  });

  it("is not taken for another user's copy", () => {
    readCopyEarly("u1");
    expect(takeEarlyRead(copyKey("u2"))).toBeUndefined();
    expect(takeEarlyRead(copyKey("u1"))).toBeInstanceOf(Promise);
    expect(takeEarlyRead(copyKey("u1"))).toBeUndefined();
  });
});
