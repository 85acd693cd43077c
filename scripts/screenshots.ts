// `npm run screenshots` (after `npm run build`): pictures of JobTrail's real screens for the
// tour page (public/tour/) and the link preview image (public/og-image.png). It builds nothing:
// it starts the built app on a temporary DATA_DIR, fills one account with `npm run seed`'s
// sample applications, signs in with Chromium and photographs what that account sees.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import sharp from "sharp";
import { tourScreens } from "../src/domain/tour";
import { appRunning, chromiumPath, chromiumSwitches, startAppServer } from "../tests/e2e/fixtures";
import { seedAccount } from "./seed-account";

const root = path.resolve(import.meta.dirname, "..");
const email = "riley.newcomer@example.com";
const password = "Demo!Passw0rd";
/** Enough applications for full columns and charts, few enough to read in a picture. */
const applicationCount = 160;
/** Larger pictures are re-encoded with fewer colours until they fit. */
const maxBytes = 200 * 1024;

/** A palette PNG as small as it stays readable: fewer colours only when it must. */
async function optimisedPng(picture: Buffer): Promise<Buffer> {
  let smallest = picture;
  for (const colours of [256, 128, 64]) {
    smallest = await sharp(picture)
      .png({ palette: true, colours, dither: 0.6, compressionLevel: 9, effort: 10 })
      .toBuffer();
    if (smallest.length <= maxBytes) break;
  }
  return smallest;
}

async function save(picture: Buffer, file: string) {
  const png = await optimisedPng(picture);
  writeFileSync(path.join(root, "public", file), png);
  const { width, height } = await sharp(png).metadata();
  console.log(`${file}: ${width}x${height}, ${Math.round(png.length / 1024)} KB`);
}

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  // The sign-in page shows before its script runs: a click before then submits nothing.
  await appRunning(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL("**/dashboard");
  await page.getByText(/^Showing \d+ of \d+/).waitFor();
}

/** Lets logos and charts settle, and takes the focus ring off the tab just clicked. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await page.waitForTimeout(600);
}

/** Scrolls the window so that the element starts just under the sticky header. */
async function scrollToTop(selector: ReturnType<Page["getByText"]>) {
  await selector.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 88),
  );
}

async function main() {
  if (!existsSync(path.join(root, "dist", "index.html")))
    throw new Error("The web app is not built: run npm run build first.");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-screenshots-"));
  const profileDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-screenshots-chromium-"));
  const settings = { DATA_DIR: dataDir, REQUIRE_EMAIL_VERIFICATION: "false" };
  let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
  try {
    seedAccount(settings, { email, password, count: applicationCount, seed: "tour" });
    server = await startAppServer(settings);
    const { origin } = server;

    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      headless: true,
      viewport: { width: 1280, height: 800 },
      reducedMotion: "reduce",
      args: chromiumSwitches,
    });
    try {
      // The visitor has answered the cookie banner, so it covers nothing.
      await context.addInitScript(() => {
        localStorage.setItem(
          "jobtrail.cookie-preferences",
          JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }),
        );
        localStorage.setItem("jobtrail.cookie-consent-timestamp", new Date().toISOString());
      });
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page, origin);
      mkdirSync(path.join(root, "public", "tour"), { recursive: true });

      for (const screen of tourScreens) {
        await page.setViewportSize(screen.viewport);
        await page.goto(`${origin}/dashboard`);
        await page.getByText(/^Showing \d+ of \d+/).waitFor();
        if (screen.id === "board") {
          await page.getByRole("tab", { name: "Kanban" }).click();
          await page.getByRole("heading", { name: /^Applied, \d+ applications?$/ }).waitFor();
        } else if (screen.id === "analytics") {
          await page.getByRole("tab", { name: "Analytics" }).click();
          const chart = page.getByRole("heading", { name: "Applications over time" });
          await chart.waitFor();
          await scrollToTop(page.getByText("Response rate", { exact: true }));
        } else if (screen.id === "application") {
          await page
            .getByRole("button", { name: /^Edit application at / })
            .first()
            .click();
          await page.getByRole("dialog").waitFor();
        }
        await settle(page);
        await save(await page.screenshot(), screen.image.replace(/^\//, ""));
      }

      // The link preview: the board as it opens, at the size link previews use.
      await page.setViewportSize({ width: 1200, height: 630 });
      await page.goto(`${origin}/dashboard`);
      await page.getByText(/^Showing \d+ of \d+/).waitFor();
      await page.getByRole("tab", { name: "Kanban" }).click();
      await page.getByRole("heading", { name: /^Applied, \d+ applications?$/ }).waitFor();
      await settle(page);
      await save(await page.screenshot(), "og-image.png");
    } finally {
      await context.close();
    }
  } finally {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
