// The browser extension, built from extension/ into dist/extension/ (unpacked: load it as it
// is) with dist/extension.zip beside it for the stores. Each script is one file with what it
// uses bundled in (a content script cannot load modules); the icons are drawn from the app's.
import { copyFileSync, createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import archiver from "archiver";
import { build } from "esbuild";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "extension");
export const extensionDir = path.join(root, "dist", "extension");

export async function buildExtension() {
  rmSync(extensionDir, { recursive: true, force: true });
  mkdirSync(path.join(extensionDir, "icons"), { recursive: true });
  await build({
    entryPoints: ["background", "content", "options"].map((name) => path.join(source, "src", `${name}.ts`)),
    outdir: extensionDir,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: ["chrome120", "firefox121"],
    tsconfig: path.join(source, "tsconfig.json"),
    minify: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    version: string;
  };
  const manifest = JSON.parse(readFileSync(path.join(source, "manifest.json"), "utf8")) as Record<
    string,
    unknown
  >;
  writeFileSync(
    path.join(extensionDir, "manifest.json"),
    `${JSON.stringify({ ...manifest, version }, null, 2)}\n`,
  );
  for (const file of ["options.html", "options.css"])
    copyFileSync(path.join(source, "src", file), path.join(extensionDir, file));
  const icon = readFileSync(path.join(root, "public", "icon.svg"));
  for (const size of [16, 32, 48, 128])
    await sharp(icon, { density: 300 })
      .resize(size, size)
      .png()
      .toFile(path.join(extensionDir, "icons", `icon-${size}.png`));
  await zip(extensionDir, `${extensionDir}.zip`);
}

function zip(folder: string, file: string) {
  return new Promise<void>((resolve, reject) => {
    const output = createWriteStream(file);
    const archive = archiver("zip", { zlib: { level: 9 } });
    output.on("close", () => resolve());
    archive.on("error", reject);
    archive.pipe(output);
    archive.directory(folder, false);
    void archive.finalize();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildExtension();
