// Whether the app's build (the web app in dist/, the server in build/server/, the browser
// extension in dist/extension/) is current:
// present, and newer than everything it is built from. `npm start` builds only when it is
// not. Plain JavaScript: it runs before anything is compiled.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the build writes: the web app's page, the server's bundle and the extension's manifest. */
const outputs = ["dist/index.html", "build/server/index.js", "dist/extension/manifest.json"];
/** What it is built from: sources, static files, the build's own scripts and settings. */
const inputs = [
  "src",
  "public",
  "scripts",
  "extension/src",
  "extension/manifest.json",
  "extension/tsconfig.json",
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
];

/**
 * The latest change to a file, or to anything in a folder, under `root` (0 when absent).
 * @param {string} root
 * @param {string} entry
 */
function newestChange(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  // Folders count too: a file deleted or renamed changes its folder's time.
  for (const file of readdirSync(full, { recursive: true, withFileTypes: true }))
    newest = Math.max(newest, statSync(path.join(file.parentPath, file.name)).mtimeMs);
  return newest;
}

/** @param {string} root the project's folder */
export function buildIsCurrent(root) {
  const built = outputs.map((file) => path.join(root, file));
  if (!built.every((file) => existsSync(file))) return false;
  const oldestOutput = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return inputs.every((entry) => newestChange(root, entry) <= oldestOutput);
}
