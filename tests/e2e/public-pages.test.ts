// The public pages through the production build. A visitor with no session gets a page with
// nothing to fill in complete from the server, run by its own small script instead of the
// app: its phone menu and cookie banner still work, and the app's code is fetched only by the
// pages that need it; an account page's form is run by a small island of its own. A signed-in
// visitor gets the same pages run by the app, as theirs.
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import {
  accessibilityProblems,
  appRunning,
  holdScripts,
  openBrowser,
  signUpToEmptyDashboard,
} from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

/** The script files the page fetches, by name without their hash (`start`, `client`...). */
function scriptsFetched(page: Page) {
  const names = new Set<string>();
  page.on("request", (request) => {
    const match = /\/assets\/([a-z-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (request.resourceType() === "script" && match) names.add(match[1]!);
  });
  return names;
}

it("shows a visitor with no session the page without the app, its menu working on a phone", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const scripts = scriptsFetched(page);
  try {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${app.origin}/`);
    expect(await page.locator("#root").getAttribute("data-static")).toBe("ready");
    await page.getByRole("heading", { level: 1 }).waitFor();
    // Neither the app nor React: the page is complete as it came.
    expect([...scripts].filter((name) => ["start", "client"].includes(name))).toEqual([]);

    await page.getByRole("button", { name: "Open menu" }).click();
    // While the menu is open the rest of the page is hidden from assistive technology.
    const menuButton = page.locator("button[data-mobile-menu]");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    expect(await menu.getByRole("link", { name: "Features" }).getAttribute("aria-current")).toBeNull();
    await menu.getByRole("link", { name: "Get Started" }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: path.join(os.tmpdir(), "jobtrail-static-menu-375.png") });

    // Escape closes it and gives the focus back to its button, which opens it again.
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await menuButton.click();
    await menu.waitFor();

    // Its links are plain links: the next page comes from the server, as quick.
    await Promise.all([
      page.waitForURL(`${app.origin}/features`),
      menu.getByRole("link", { name: "Features" }).click(),
    ]);
    await appRunning(page);
    expect(await page.locator("#root").getAttribute("data-static")).toBe("ready");
    // What the page shows and opens needs no script: the heading reads whole, the categories open.
    expect(await page.locator("h1 span[aria-hidden]").first().textContent()).toBe("every application.");
    const table = page.getByText("A table of every application you can sort, search and filter");
    expect(await table.isVisible()).toBe(false);
    await page.getByText("Core Features").click();
    await table.waitFor();
    await page.getByText("Smart Features").click();
    // One category open at a time.
    await table.waitFor({ state: "hidden" });
    const smart = page.locator("details", { hasText: "Smart Features" });
    // Escape closes the open one, its summary keeping the focus; a click outside does too.
    expect(await smart.getAttribute("open")).toBe("");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector("details[open]"));
    expect(await smart.locator("summary").evaluate((summary) => summary === document.activeElement)).toBe(
      true,
    );
    await page.getByText("Core Features").click();
    await table.waitFor();
    await page.getByRole("heading", { level: 1 }).click();
    await table.waitFor({ state: "hidden" });
    // The sign-in page arrives with its form drawn and asks only for the entry script: the
    // app's other scripts are held back here, and the form still shows. Whether they are asked
    // for after the paint or a moment after the first frame depends on how busy the machine
    // is, so that order is left to the unit test of afterFirstPaint.
    const entry = /^\/assets\/index-[\w-]{8}\.js$/;
    await page.getByRole("button", { name: "Open menu" }).click();
    const signIn = page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Sign In" });
    await signIn.waitFor();
    const releaseScripts = await holdScripts(
      page,
      (url) =>
        url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js") && !entry.test(url.pathname),
    );
    await signIn.click();
    await page.waitForURL(`${app.origin}/login`);
    await page.getByLabel("Email").waitFor();
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const scriptsInPage = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLScriptElement>("script[src]"),
        (script) => new URL(script.src).pathname,
      ),
    );
    expect(scriptsInPage).toEqual([expect.stringMatching(entry)]);
    expect(await page.locator("link[rel=modulepreload]").count()).toBe(0);

    // The sign-in form is run by an island of its own, never the app.
    releaseScripts();
    await appRunning(page);
    expect(await page.locator("#root").getAttribute("data-static")).toBe("ready");
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Email").press("Enter");
    await page.getByText("Password is required").waitFor();
    expect(scripts.has("account-island")).toBe(true);
    expect(scripts.has("start")).toBe(false);

    // The island is fetched only once the visitor reaches for the page (here
    // a page no pointer has been over): a form sent at once waits for it, then is checked.
    const fresh = await browser.context.newPage();
    const freshScripts = scriptsFetched(fresh);
    await fresh.goto(`${app.origin}/signup`);
    await appRunning(fresh);
    await fresh.waitForLoadState("networkidle");
    // (React may come with the cookie banner, which asks on a first visit: not with the form.)
    expect(
      [...freshScripts].filter((name) => ["start", "account-island", "signup-page"].includes(name)),
    ).toEqual([]);
    await fresh.evaluate(() => document.querySelector<HTMLFormElement>("#signup-form")?.requestSubmit());
    await fresh.getByText("First name must be at least 2 characters").waitFor();
    expect(freshScripts.has("account-island")).toBe(true);
    expect(freshScripts.has("start")).toBe(false);

    // A control pressed before the island has arrived (here held back) counts once it runs.
    const early = await browser.context.newPage();
    let releaseIsland = () => {};
    const islandHeld = new Promise<void>((resolve) => {
      releaseIsland = resolve;
    });
    await early.route(/\/assets\/account-island-[\w-]{8}\.js$/, async (route) => {
      await islandHeld;
      await route.continue();
    });
    await early.goto(`${app.origin}/signup`);
    await appRunning(early);
    const terms = early.getByRole("checkbox", { name: /I agree to the/ });
    await terms.click();
    expect(await terms.getAttribute("aria-checked")).toBe("false");
    releaseIsland();
    await expect.poll(() => terms.getAttribute("aria-checked"), { timeout: 30_000 }).toBe("true");

    // An island that cannot be fetched (a newer version replaced the files, say): the browser
    // sends the form itself, and the server answers with the page again, keeping nothing.
    const stale = await browser.context.newPage();
    await stale.route(/\/assets\/account-island-[\w-]{8}\.js$/, (route) => route.abort());
    await stale.goto(`${app.origin}/login`);
    await appRunning(stale);
    await stale.getByLabel("Email").fill("ada@example.com");
    const sent = stale.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/login"),
    );
    await stale.getByLabel("Email").press("Enter");
    await sent;
    await stale.waitForLoadState("load");
    await stale.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    expect(await stale.getByLabel("Email").inputValue()).toBe("");
  } finally {
    await browser.close();
  }
});

it("shows the header's sign-in links on a laptop, a missing page as one, and a signed-in visitor their account instead", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await page.goto(`${app.origin}/about`);
    // Every section shows as it arrives, with no script to reveal it.
    const sections = page.locator("main section");
    for (const section of await sections.all())
      expect(await section.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Sign In" }).waitFor();
    await header.getByRole("link", { name: "Get Started" }).waitFor();
    expect(await header.getByRole("link", { name: "About" }).getAttribute("aria-current")).toBe("page");
    expect(await accessibilityProblems(page)).toEqual([]);

    // A page that does not exist says so, to the visitor and in its status.
    const missing = await page.goto(`${app.origin}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();

    await signUpToEmptyDashboard(page, app.origin);
    await page.goto(`${app.origin}/about`);
    expect(await page.locator("#root").getAttribute("data-static")).toBeNull();
    await header.getByRole("button", { name: "Account menu for Ada Lovelace" }).waitFor();
    expect(await header.getByRole("link", { name: "Sign In" }).count()).toBe(0);
  } finally {
    await browser.close();
  }
});
