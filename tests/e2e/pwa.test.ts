// The installed app through the production build: Chromium's install criteria, the icons the
// manifest names, and the update notice when a second build is deployed over it.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { build, loadConfigFromFile, type PluginOption } from "vite";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { openBrowser, signUpToEmptyDashboard, startAppServer } from "./fixtures";
import { startOwnServer } from "./shared-server";

const root = path.resolve(import.meta.dirname, "../..");
const buildsDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-builds-"));

/**
 * The app built into `outDir`, its index.html marked with `buildId` so that it differs from
 * the production build (and so does its service worker, which precaches it by its hash). The
 * compressed copies are left out: the server serves the plain files as well, and the build
 * stays quick.
 */
async function buildApp(buildId: string): Promise<string> {
  const outDir = path.join(buildsDir, buildId);
  const loaded = await loadConfigFromFile({ command: "build", mode: "production" }, undefined, root);
  if (!loaded) throw new Error("vite.config.ts not found");
  // Every plugin but the compression, which only adds the .br and .gz copies, and the
  // budgets, which measure the real build (this one is not minified for production).
  const plugins = (loaded.config.plugins ?? []).filter(
    (plugin) =>
      !(
        plugin &&
        typeof plugin === "object" &&
        "name" in plugin &&
        (plugin.name.startsWith("vite-plugin-compression") || plugin.name === "jobtrail-route-budgets")
      ),
  );
  const marker: PluginOption = {
    name: "build-id",
    transformIndexHtml: (html) =>
      html.replace("</head>", `<meta name="jobtrail-build" content="${buildId}"></head>`),
  };
  await build({
    ...loaded.config,
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [...plugins, marker],
    build: { ...loaded.config.build, outDir, reportCompressedSize: false },
  });
  return outDir;
}

// The production build the flows run on (`npm test` makes it first) is deployed first.
const productionBuild = path.join(root, "dist");
let secondBuild: string;

beforeAll(async () => {
  secondBuild = await buildApp("second");
}, 240_000);

afterAll(() => {
  rmSync(buildsDir, { recursive: true, force: true });
});

/** Width and height from a PNG's header (its IHDR chunk). */
function pngSize(bytes: Buffer): string {
  const signature = bytes.subarray(0, 8).toString("hex");
  if (signature !== "89504e470d0a1a0a") throw new Error("not a PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const buildIdOf = (page: Page) =>
  page.locator('meta[name="jobtrail-build"]').getAttribute("content", { timeout: 10_000 });

/** Waits until a service worker controls the page: its first visit installs it, a reload hands the page over. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

it("meets Chromium's install criteria, and every icon the manifest names is a PNG of its size", async () => {
  const app = await startOwnServer({ WEB_ROOT: productionBuild });
  const browser = await openBrowser({ serviceWorker: true });
  const { context, page } = browser;
  try {
    await page.goto(`${app.origin}/`);
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);

    const manifestResponse = await fetch(`${app.origin}/manifest.webmanifest`);
    expect(manifestResponse.headers.get("content-type")).toBe("application/manifest+json");
    const manifest = (await manifestResponse.json()) as {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
      shortcuts: { name: string; url: string; icons: { src: string; sizes: string }[] }[];
    };
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
    expect(manifest.shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
      { name: "Add application", url: "/applications/new" },
      { name: "Dashboard", url: "/dashboard" },
    ]);
    const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)];
    for (const icon of icons) {
      const response = await fetch(new URL(icon.src, `${app.origin}/manifest.webmanifest`));
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get("content-type"), icon.src).toBe("image/png");
      expect(pngSize(Buffer.from(await response.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
    // The head links the generator added: the favicon and the apple-touch icon answer too.
    const links = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLLinkElement).href));
    expect(links).toHaveLength(3);
    for (const link of links) expect((await fetch(link)).status, link).toBe(200);
  } finally {
    try {
      await browser.close();
    } finally {
      await app.close();
    }
  }
});

it("offers a new deployment: Later hides the notice, Refresh Now reloads into the new build", async () => {
  // Both deployments serve one data folder, as a redeploy does: the session outlives it. The
  // notice is the app's, so the flow is a signed-in person's (a visitor's public page runs
  // without the app).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-pwa-"));
  cpSync(inject("migratedDataDir"), dataDir, { recursive: true });
  const settings = { DATA_DIR: dataDir, REQUIRE_EMAIL_VERIFICATION: "false" };
  let app = await startAppServer({ ...settings, WEB_ROOT: productionBuild });
  const browser = await openBrowser({ serviceWorker: true });
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await controlledByServiceWorker(page);
    expect(await page.locator('meta[name="jobtrail-build"]').count()).toBe(0);

    // The second build is deployed where the production build was.
    const { port } = app;
    await app.close();
    app = await startAppServer({ ...settings, WEB_ROOT: secondBuild }, { port });
    const checkForUpdate = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
    await checkForUpdate();

    const notice = page.getByRole("status").filter({ hasText: "Update available" });
    await notice.waitFor();
    await expect.poll(() => notice.textContent()).toContain("A new version of JobTrail is ready.");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: path.join(os.tmpdir(), "jobtrail-update-notice-1280.png") });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: path.join(os.tmpdir(), "jobtrail-update-notice-375.png") });

    await notice.getByRole("button", { name: "Later" }).click();
    await notice.waitFor({ state: "detached" });
    // Later leaves the old version running: the page is still the production build's.
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null)),
    ).toBe(true);

    // Another visit finds the new version still waiting and offers it again.
    const next = await browser.context.newPage();
    await next.goto(`${app.origin}/dashboard`);
    const again = next.getByRole("status").filter({ hasText: "Update available" });
    await again.waitFor();
    // Refresh Now is pressed once the page has loaded its data, as a person reading the notice
    // would. Chromium hands the page over once the old worker has no request to answer: it
    // stops that worker as soon as it is idle, and a request arriving just then starts it
    // again with its usual 30 s idle time, so a press amid the page's first requests can take
    // that long to apply (the notice shows "Updating..." meanwhile).
    await next.waitForLoadState("networkidle");
    await Promise.all([
      next.waitForEvent("load"),
      again.getByRole("button", { name: "Refresh Now" }).click(),
    ]);
    await expect.poll(() => buildIdOf(next)).toBe("second");
    expect(
      await next.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const shell = await caches.match("/index.html", { ignoreSearch: true });
        return {
          waiting: registration?.waiting ?? null,
          controlled: navigator.serviceWorker.controller !== null,
          shell: (await shell?.text())?.includes('content="second"'),
        };
      }),
    ).toEqual({ waiting: null, controlled: true, shell: true });
    expect(await again.count()).toBe(0);
    await next.close();
  } finally {
    try {
      await browser.close();
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
});
