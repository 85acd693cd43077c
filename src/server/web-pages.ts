// The HTML page the server answers for a route of the web app. A public page was rendered at
// build time (scripts/prerender.ts), so its answer already holds its text; a signed-in page
// gets the shell naming its own script chunks; any other route the app's empty shell, naming
// the app's. Either way the page carries its own title, description and link-preview tags
// with this deployment's address, and goes out compressed: made once per page and encoding
// at the highest levels, since every visitor gets the same bytes.
//
// A public page with nothing to fill in, and an account page (sign in, sign up, reset...),
// comes in two forms: for a visitor who holds no session cookie, the page complete and
// running without the app (its script is a few kilobytes, an account page's form run by a
// small island: src/web/public); for anyone else, the form the app takes over, since only the
// app knows whether that cookie's session is still good. The cookie is only looked at, not
// checked: a wrong guess costs a visitor the quicker page, never someone else's.
//
// A path that is none of the app's pages gets the shell too (the app draws its not-found
// page there), but with status 404: a link checker, a search engine or a script sees that
// the page does not exist.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { getSessionCookie } from "better-auth/cookies";
import type { Context } from "hono";
import {
  accountPages,
  paths,
  prerenderedFile,
  prerenderedPages,
  prerenderedShellFile,
  signedInPages,
  staticPages,
} from "@/domain/paths";
import { chooseEncoding } from "./lib/api-answers";
import { pageHtmlFor } from "./page-head";

const compress = {
  br: (html: string) =>
    promisify(zlib.brotliCompress)(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (html: string) => promisify(zlib.gzip)(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

const appPages = new Set<string>(Object.values(paths));
/** Whether the app has a page at this path ("/dashboard/" is "/dashboard" to its router). */
const isAppPage = (pathname: string) =>
  appPages.has(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);

/** Answers a page request; `webRoot` is the built app, `appUrl` the deployment's address. */
export function createPageSender(webRoot: string, appUrl: string) {
  const shellFile = path.join(webRoot, prerenderedShellFile);
  const shell = pageHtmlFor(
    readFileSync(existsSync(shellFile) ? shellFile : path.join(webRoot, "index.html"), "utf8"),
    appUrl,
  );
  /** Each page's built HTML with its head, for the pages whose file the build wrote. */
  const readPages = (pages: readonly string[], variant?: "signed-out") =>
    new Map(
      pages.flatMap((page) => {
        const file = path.join(webRoot, prerenderedFile(page, variant));
        return existsSync(file)
          ? [[page, pageHtmlFor(readFileSync(file, "utf8"), appUrl)(page)] as const]
          : [];
      }),
    );
  const prerendered = readPages([...prerenderedPages, ...signedInPages]);
  const signedOut = readPages([...staticPages, ...accountPages], "signed-out");
  const pageFor = (c: Context) =>
    (getSessionCookie(c.req.raw.headers) ? undefined : signedOut.get(c.req.path)) ??
    prerendered.get(c.req.path) ??
    shell(c.req.path);
  // By the page's text: a handful of distinct pages, however many paths lead to them.
  const made = { br: new Map<string, Promise<Buffer>>(), gzip: new Map<string, Promise<Buffer>>() };

  return async function sendPage(c: Context) {
    const html = pageFor(c);
    const status = isAppPage(c.req.path) ? 200 : 404;
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding, Cookie");
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return c.html(html, status);
    let bytes = made[encoding].get(html);
    if (!bytes) {
      bytes = compress[encoding](html);
      made[encoding].set(html, bytes);
    }
    c.header("Content-Type", "text/html; charset=UTF-8");
    c.header("Content-Encoding", encoding);
    return c.body(new Uint8Array(await bytes), status);
  };
}
