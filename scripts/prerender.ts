// After `vite build` (the browser's files) and `vite build --ssr` (the renderer), writes each
// public page's HTML into dist/prerendered/, and each signed-in page's as it is drawn while
// the session is checked: the shell with the page's markup inside, and the page's own script
// chunks announced so the browser fetches them beside the entry.
// The server answers those paths with these files (their head and compression added once,
// src/server/web-pages.ts); the app hydrates them. A page with nothing to fill in is also
// written as a visitor with no session sees it: complete, run by a small script of its own
// (src/web/public/static-page.ts) instead of the app.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  accountPages,
  paths,
  prerenderedFile,
  prerenderedPages,
  prerenderedShellFile,
  signedInPages,
  staticPages,
} from "@/domain/paths";
import { accountPageAttribute } from "@/web/features/account/island";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The app itself, which the entry (src/web/main.tsx) loads. */
const appModule = "src/web/app/start.tsx";
/** What the entry loads instead on a page shown complete to a visitor with no session. */
export const staticPageModule = "src/web/public/static-page.ts";
/** What such a page also loads when it is an account page, whose form an island runs. */
const accountPageModule = "src/web/public/account-page.ts";

/** The page module a route loads, by the pages folder's naming (`/` is the landing page). */
export const pageModule = (pathname: string) => `src/web/pages/${pathname.slice(1) || "landing"}-page.tsx`;

/**
 * What a signed-in page loads as soon as the session is known, each by a dynamic import of
 * its own (so public pages never load them): the header's account menu, the local copy's
 * code, and on the dashboard the view it opens on, the table. Named in the page's shell, they
 * arrive with the page's own chunks instead of a round trip after them.
 */
export const signedInModules = (pathname: string) => [
  "src/web/app/layouts/user-menu.tsx",
  "src/web/app/local-copy.ts",
  ...(pathname === paths.dashboard ? ["src/web/features/table/components/applications-table-view.tsx"] : []),
];

function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen))];
}

// React writes a page's <title>, <meta> and <link> tags where the page renders them; the
// server writes the page's head with the deployment's own address (src/server/page-head.ts),
// so they are left out of the markup here, and the app puts its own in once it runs.
const headTags = /<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>/g;

// Until the app takes a page over, its forms are plain HTML, and a press of Enter (a password
// manager's fill and submit, say) makes the browser send the form itself. Sent as a GET, the
// fields would go into the address, the history and every log on the way: a password
// included. A form on a page rendered here must say method="post"; the server answers such a
// post by showing the page again (src/server/app.ts) and never reads what it carries.
const formTags = /<form\b[^>]*>/g;

export function pageDocument(
  shell: string,
  markup: string,
  scripts: string[],
  { runsWithoutApp = false, scriptsAfterPaint = false } = {},
): string {
  if (!shell.includes('<div id="root"></div>')) throw new Error("prerender: the shell has no empty root");
  const forms = markup.match(formTags) ?? [];
  // Without the app, nothing would send a form: a page with one is the app's to run, unless
  // it is an account page, whose island runs it.
  if (runsWithoutApp && forms.length > 0 && !markup.includes(accountPageAttribute))
    throw new Error("prerender: a page with a form needs the app or an island");
  for (const form of forms)
    if (!/\smethod="post"/.test(form)) throw new Error(`prerender: a form without method="post": ${form}`);
  // Announced in the head, the scripts are fetched beside the stylesheet, at low priority: the
  // stylesheet comes first, as the page shows with it alone. Fetched only (preload), not
  // compiled as a module preload would be: compiling runs on the page's thread, and the first
  // paint would wait for it; the app compiles them once it runs.
  // A page that shows all it has before the app runs (a public page, whose form is in its
  // markup) lists them on its root instead, and the entry asks for them once that first paint
  // is shown (src/web/main.tsx): on a slow connection the page's one stylesheet then has the
  // line to itself, and the form shows sooner; the app's scripts follow at once.
  const links = scriptsAfterPaint
    ? []
    : scripts.map(
        (file) => `<link rel="preload" as="script" fetchpriority="low" crossorigin href="/${file}">`,
      );
  const rootAttributes = [
    runsWithoutApp ? " data-static" : "",
    scriptsAfterPaint && scripts.length > 0
      ? ` data-scripts="${scripts.map((file) => `/${file}`).join(" ")}"`
      : "",
  ].join("");
  return shell
    .replace("</head>", `${links.join("")}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"${rootAttributes}>${markup.replace(headTags, "")}</div>`,
    );
}

async function main() {
  const shell = readFileSync(path.join(dist, "index.html"), "utf8");
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  const entry = new Set(chunkFiles(manifest, "index.html"));
  // The chunks of the modules a page will run (the app, the page, what a signed-in page loads
  // at once), so the browser fetches them beside the entry: all but the entry's own, which
  // the shell announces already.
  const preloadsOf = (modules: string[]) => [
    ...new Set(modules.flatMap((key) => chunkFiles(manifest, key)).filter((file) => !entry.has(file))),
  ];
  const { renderPage } = (await import(pathToFileURL(path.join(root, "dist-ssr/entry-server.js")).href)) as {
    renderPage: (pathname: string, options?: { signedOut?: boolean }) => Promise<string>;
  };
  const staticPreloads = preloadsOf([staticPageModule]);
  mkdirSync(path.join(dist, "prerendered"), { recursive: true });
  for (const pathname of prerenderedPages) {
    const markup = await renderPage(pathname);
    writeFileSync(
      path.join(dist, prerenderedFile(pathname)),
      pageDocument(shell, markup, preloadsOf([appModule, pageModule(pathname)]), { scriptsAfterPaint: true }),
    );
  }
  // The pages a visitor with no session gets without the app: an account page also loads the
  // island that runs its form.
  const accountPreloads = preloadsOf([staticPageModule, accountPageModule]);
  const signedOutPages = [
    ...staticPages.map((pathname) => [pathname, staticPreloads] as const),
    ...accountPages.map((pathname) => [pathname, accountPreloads] as const),
  ];
  for (const [pathname, preloads] of signedOutPages) {
    const file = path.join(dist, prerenderedFile(pathname, "signed-out"));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      pageDocument(shell, await renderPage(pathname, { signedOut: true }), preloads, {
        runsWithoutApp: true,
      }),
    );
  }
  for (const pathname of signedInPages) {
    const preloads = preloadsOf([appModule, pageModule(pathname), ...signedInModules(pathname)]);
    writeFileSync(
      path.join(dist, prerenderedFile(pathname)),
      pageDocument(shell, await renderPage(pathname), preloads),
    );
  }
  // Any other route: the shell with the app announced, its page's chunk left to the router.
  writeFileSync(path.join(dist, prerenderedShellFile), pageDocument(shell, "", preloadsOf([appModule])));
  console.log(
    `prerendered ${prerenderedPages.length} pages (${staticPages.length} also as shown without the app, ${accountPages.length} account pages as run by their island), and ${signedInPages.length} signed-in pages as drawn while the session is checked, into dist/prerendered/`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
