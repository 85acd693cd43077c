// Tags and the archive through the production build: a tag made from the table's picker, put
// on a selection in bulk, filtering the table and the board; an application archived from
// its menu leaves both views but not the analytics, and comes back from "Include archived".
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { accessibilityProblems, openBrowser, saveApplications, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

/** The "Showing N of M" line under the filters. */
const showing = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: /^Showing / })
    .first()
    .textContent();

/** An analytics summary card's value. */
const summary = (page: Page, label: string) =>
  page
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd")
    .first()
    .textContent();

it("tags applications in bulk, filters the table and board by tag, and archives one out of both views but not analytics", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await saveApplications(page, [
      { company: "Globex", jobTitle: "Platform Engineer", applicationDate: "2026-10-01", status: "Applied" },
      {
        company: "Initech",
        jobTitle: "Staff Engineer",
        applicationDate: "2026-10-02",
        status: "Interviewing",
      },
      { company: "Acme", jobTitle: "Designer", applicationDate: "2026-10-03", status: "Rejected" },
    ]);
    await expect.poll(() => showing(page)).toBe("Showing 3 of 3");

    // A tag made from one row's picker, in the next colour, is put on that row at once.
    await page.getByRole("button", { name: /^Tags of Globex, Platform Engineer: none/ }).click();
    await page.getByRole("textbox", { name: "Find or make a tag" }).fill("Remote");
    await page.keyboard.press("Enter");
    await page.getByRole("checkbox", { name: "Remote" }).waitFor();
    expect(await page.getByRole("checkbox", { name: "Remote" }).getAttribute("data-state")).toBe("checked");
    expect(await accessibilityProblems(page, "[data-radix-popper-content-wrapper]")).toEqual([]);
    // The manager, from the picker: its rows and the new tag's form pass axe too.
    await page.getByRole("button", { name: "Manage tags..." }).click();
    const manager = page.getByRole("dialog", { name: "Tags" });
    await manager.getByRole("textbox", { name: "Name of Remote" }).waitFor();
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press("Escape");
    await manager.waitFor({ state: "hidden" });
    await page
      .getByRole("button", { name: "Tags of Globex, Platform Engineer: Remote. Change tags" })
      .waitFor();

    // Then on two more in bulk.
    await page.getByRole("checkbox", { name: "Select Initech, Staff Engineer" }).click();
    await page.getByRole("checkbox", { name: "Select Acme, Designer" }).click();
    const bar = page.getByRole("region", { name: "Selected applications" });
    await bar.getByRole("button", { name: "Tags" }).click();
    await page.getByRole("menuitem", { name: "Remote" }).first().click();
    await page.getByText("Remote: on 2 applications.").first().waitFor();
    await page.getByRole("button", { name: "Tags of Acme, Designer: Remote. Change tags" }).waitFor();
    await bar.getByRole("button", { name: "Clear selection" }).click();

    // The tag filter, kept in the address, applies to the board too.
    await page.getByRole("button", { name: "Filter by tags" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Remote" }).click();
    await page.keyboard.press("Escape");
    await expect.poll(() => showing(page)).toBe("Showing 3 of 3");

    // Acme is done with: archived from its row's menu, it leaves the table...
    await page.getByRole("button", { name: "Actions for Acme, Designer" }).click();
    await page.getByRole("menuitem", { name: "Archive" }).click();
    await expect.poll(() => showing(page)).toBe("Showing 2 of 3");
    await page.getByRole("searchbox", { name: "Search applications" }).fill("designer");
    await page.getByText("1 archived application also matches.").first().waitFor();
    expect(await accessibilityProblems(page, "main")).toEqual([]);

    // ...and the board, even with the archive asked for in the table...
    await page.getByRole("searchbox", { name: "Search applications" }).fill("");
    await page.getByRole("combobox", { name: "Archived applications" }).selectOption("include");
    await expect.poll(() => showing(page)).toBe("Showing 3 of 3");
    await page.getByRole("tab", { name: "Kanban" }).click();
    await expect.poll(() => showing(page)).toBe("Showing 2 of 2");
    await page.getByRole("button", { name: "Actions for the Applied column" }).click();
    await page.getByRole("menuitem", { name: "Archive this card" }).waitFor();
    expect(await accessibilityProblems(page, '[role="menu"]')).toEqual([]);
    await page.keyboard.press("Escape");
    const cards = page.locator('[aria-roledescription="application card"]');
    expect(await cards.count()).toBe(2);
    expect(await cards.first().getAttribute("aria-label")).toContain("tagged Remote");

    // ...but not the analytics: the rejection still counts.
    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect.poll(() => summary(page, "Total applications")).toBe("3");

    // Restored from the table's archive, it is back on the board.
    await page.getByRole("tab", { name: "Table" }).click();
    await page.getByRole("combobox", { name: "Archived applications" }).selectOption("only");
    await expect.poll(() => showing(page)).toBe("Showing 1 of 3");
    await page.getByRole("button", { name: "Actions for Acme, Designer" }).click();
    await page.getByRole("menuitem", { name: "Restore" }).click();
    await expect.poll(() => showing(page)).toBe("Showing 0 of 3");
    await page.getByRole("tab", { name: "Kanban" }).click();
    await expect.poll(() => showing(page)).toBe("Showing 3 of 3");
  } finally {
    await browser.close();
  }
});
