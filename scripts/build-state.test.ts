import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { buildIsCurrent } from "./build-state.js";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A project folder with its files written at the given times (seconds since the epoch). */
function project(files: Record<string, number>) {
  const root = mkdtempSync(path.join(os.tmpdir(), "jobtrail-build-state-"));
  folders.push(root);
  for (const [file, time] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, "");
    utimesSync(full, time, time);
  }
  // Writing a file changed its folder's time; set back to before everything here.
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (entry.isDirectory()) utimesSync(path.join(entry.parentPath, entry.name), 1, 1);
  return root;
}

const built = {
  "dist/index.html": 2000,
  "build/server/index.js": 2000,
  "dist/extension/manifest.json": 2000,
};

it("calls a build current when it is newer than every source, static file and setting", () => {
  const root = project({ ...built, "src/web/app.tsx": 1000, "public/icon.png": 1000, "package.json": 1000 });
  expect(buildIsCurrent(root)).toBe(true);
});

it("calls for a build when a part is missing or anything it is built from changed since", () => {
  expect(buildIsCurrent(project({ "dist/index.html": 2000, "src/a.ts": 1000 }))).toBe(false);
  expect(buildIsCurrent(project({ ...built, "src/web/deep/change.tsx": 3000 }))).toBe(false);
  expect(buildIsCurrent(project({ ...built, "package.json": 3000 }))).toBe(false);
  expect(buildIsCurrent(project({ ...built, "scripts/prerender.ts": 3000 }))).toBe(false);
  expect(buildIsCurrent(project({ ...built, "extension/src/read/layouts.ts": 3000 }))).toBe(false);
  expect(buildIsCurrent(project({ "dist/index.html": 2000, "build/server/index.js": 2000 }))).toBe(false);
  // A source deleted: only its folder's time says so.
  const root = project({ ...built, "src/web/gone.tsx": 1000 });
  rmSync(path.join(root, "src/web/gone.tsx"));
  expect(buildIsCurrent(root)).toBe(false);
  // The server rebuilt alone (as the test suites do) leaves the web app's build older.
  expect(
    buildIsCurrent(
      project({
        "dist/index.html": 1500,
        "build/server/index.js": 3000,
        "dist/extension/manifest.json": 3000,
        "src/a.ts": 2000,
      }),
    ),
  ).toBe(false);
});
