// Ghosting through the production build: an application a company has been silent on for a
// month shows as ghosted in the table, on the board and in the analytics, and an answer (a
// new status) revives it everywhere, since ghosted is worked out, never stored.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayUtc } from "../../src/domain/dates";
import { accessibilityProblems, openBrowser, saveApplications, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

/** The Ghosted summary card's value on the Analytics tab. */
const ghostedCount = (page: Page) =>
  page
    .locator("dt", { hasText: /^Ghosted$/ })
    .locator("xpath=following-sibling::dd")
    .first()
    .textContent();

it("shows a silent application as ghosted in the table, on the board and in analytics, until an answer revives it", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    const monthAgo = addDays(todayUtc(), -30);
    await saveApplications(page, [
      { company: "Quiet Co", jobTitle: "Analyst", applicationDate: monthAgo, status: "Applied" },
      {
        company: "Fresh Co",
        jobTitle: "Analyst",
        applicationDate: addDays(todayUtc(), -3),
        status: "Applied",
      },
    ]);

    const ghosted = page.getByRole("button", { name: /^Ghosted: no answer for 30 days/ });
    await ghosted.waitFor();
    expect(await page.getByRole("button", { name: /^Ghosted/ }).count()).toBe(1);
    await ghosted.click();
    for (const action of ["Follow up", "Withdraw", "Keep waiting"])
      await page.getByRole("menuitem", { name: action }).waitFor();
    expect(await accessibilityProblems(page, '[role="menu"]')).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Kanban" }).click();
    const card = page.locator('[aria-roledescription="application card"][aria-label*=" at Quiet Co,"]');
    expect(await card.getAttribute("aria-label")).toContain("ghosted: no answer for 30 days");
    expect(await card.textContent()).toContain("30d");

    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect.poll(() => ghostedCount(page)).toBe("1");

    // The company answers: an interview is booked. Nothing is ghosted any more.
    await page.getByRole("tab", { name: "Table" }).click();
    await page
      .getByRole("button", { name: /^Status: Applied/ })
      .first()
      .waitFor();
    const quietRow = page.getByRole("row", { name: /Quiet Co/ });
    await quietRow.getByRole("button", { name: "Status: Applied. Change status" }).click();
    await page.getByRole("menuitemradio", { name: "Interviewing" }).click();
    await quietRow.getByRole("button", { name: "Status: Interviewing. Change status" }).waitFor();
    expect(await page.getByRole("button", { name: /^Ghosted/ }).count()).toBe(0);
    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect.poll(() => ghostedCount(page)).toBe("0");
  } finally {
    await browser.close();
  }
});
