// The server as plain JavaScript for Node: one file (build/server/index.js) with its SQL
// migrations beside it, the npm packages left to node_modules. `npm start` runs it, and the
// test suites that spawn servers spawn it: compiled once, where running the sources through
// a TypeScript loader compiled them again in every process.
// The file sits as deep in the project as src/server/index.ts, so the paths it finds from
// its own place (the web app in dist/, the migrations beside the database client) still hold.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "build", "server");

/** The built server's entry. */
export const builtServer = path.join(outDir, "index.js");

export async function buildServer() {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, "src/server/index.ts")],
    outfile: builtServer,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    sourcemap: true,
    logLevel: "warning",
  });
  cpSync(path.join(root, "src/server/db/migrations"), path.join(outDir, "migrations"), { recursive: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
