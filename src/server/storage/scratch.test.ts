import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createScratch } from "./scratch";

describe("temporary folders under DATA_DIR", () => {
  const root = path.join(mkdtempSync(path.join(os.tmpdir(), "jobtrail-scratch-")), "tmp");
  afterAll(() => rmSync(path.dirname(root), { recursive: true, force: true }));
  const scratch = createScratch(root);

  it("makes a new folder under its root, and sweeps only what an hour has left alone", async () => {
    const fresh = await scratch.folder("upload-");
    const stale = await scratch.folder("export-");
    expect(path.dirname(fresh)).toBe(root);
    expect(path.basename(fresh)).toMatch(/^upload-/);
    writeFileSync(path.join(stale, "export.zip"), "half a zip");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);

    expect(await scratch.sweep()).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it("sweeps nothing when there is no folder yet", async () => {
    expect(await createScratch(path.join(root, "never-made")).sweep()).toBe(0);
  });
});
