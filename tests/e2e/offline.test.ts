// Offline through the production build: the banner while the connection is gone, a change
// refused with a message (and nothing sent), and the app opening offline from its service
// worker without sending the user to sign in.
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { accessibilityProblems, addApplication, openBrowser, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

const offlineBanner = (page: Page) => page.getByRole("status").filter({ hasText: "You're offline." });

it("says when it is offline, refuses changes until the connection returns, and opens offline still signed in with the applications last seen", async () => {
  // Functional storage allowed: the applications are kept on this device for offline use.
  const browser = await openBrowser({ functionalStorage: true, serviceWorker: true });
  const { context, page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await addApplication(page, { company: "Acme", jobTitle: "Backend Engineer" });
    await addApplication(page, { company: "Globex", jobTitle: "Product Designer" });
    await page.getByText("Showing 2 of 2").waitFor();
    // The first visit installed the service worker; a reload puts the page in its hands.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByText("Showing 2 of 2").waitFor();
    expect(await offlineBanner(page).count()).toBe(0);

    await context.setOffline(true);
    await offlineBanner(page).waitFor();
    expect(await offlineBanner(page).textContent()).toContain(
      "You're seeing your data as it was last loaded. It can't be changed until the connection returns.",
    );
    expect(await accessibilityProblems(page, '[role="status"]')).toEqual([]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: path.join(os.tmpdir(), `jobtrail-offline-banner-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: "Edit job title: Backend Engineer" }).click();
    await page.getByRole("textbox", { name: "Job title" }).fill("Staff Engineer");
    await page.getByRole("textbox", { name: "Job title" }).press("Enter");
    await page
      .getByText("You're offline. Changes can't be saved until you're back online.")
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Edit job title: Backend Engineer" }).waitFor();

    await context.setOffline(false);
    await offlineBanner(page).waitFor({ state: "detached" });
    const saved = await context.request.get(`${app.origin}/api/applications`);
    const { items } = (await saved.json()) as { items: { jobTitle: string }[] };
    expect(items.map((item) => item.jobTitle).sort()).toEqual(["Backend Engineer", "Product Designer"]);

    // Offline again, the dashboard reloads from the service worker's copy of the app, with
    // the session last seen here (no trip to sign in) and the applications from this
    // device's copy of them.
    await context.setOffline(true);
    await page.reload();
    await offlineBanner(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.getByRole("button", { name: /^Account menu for / }).waitFor();
    await page.getByText("Showing 2 of 2").waitFor();
    await page.getByRole("button", { name: "Edit job title: Product Designer" }).waitFor();
    await context.setOffline(false);
  } finally {
    await browser.close();
  }
});
