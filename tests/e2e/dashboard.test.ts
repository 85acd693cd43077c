// The dashboard as a new user meets it, on a laptop (1280 px) and on a phone (375 px): the
// empty start, the add dialog's messages, the phone's cards and selection, the board's names.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { CreateApplicationInput } from "@/domain/application-schemas";
import { accessibilityProblems, openBrowser, saveApplications, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

const phone = { width: 375, height: 740 };

/** Saves applications through the API the app itself calls, then shows them. */
async function addApplications(page: Page, applications: CreateApplicationInput[]) {
  await saveApplications(page, applications);
  await page.getByText(/^Showing \d+ of \d+$/).waitFor();
}

it("shows a field's label with the field after a failed save, on a laptop and on a phone", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    for (const viewport of [{ width: 1280, height: 900 }, phone]) {
      await page.setViewportSize(viewport);
      await page.locator("body").press("n");
      const dialog = page.getByRole("dialog", { name: "Add application" });
      await dialog.getByLabel("Notes").waitFor();
      // The fields scrolled so that Company's box sits at the top edge, its label just above
      // out of sight: the browser sees the box in view and does not scroll when it is focused.
      await page.evaluate(() => {
        const company = document.getElementById("application-company");
        const fields = company?.closest("form")?.firstElementChild;
        if (!company || !fields) throw new Error("no form");
        fields.scrollTop += company.getBoundingClientRect().top - fields.getBoundingClientRect().top - 1;
      });
      await dialog.getByRole("button", { name: "Add Application" }).click();
      await dialog.getByText("Company is required").waitFor();
      const placement = await page.evaluate(() => {
        const company = document.getElementById("application-company");
        const label = document.querySelector('label[for="application-company"]');
        const fields = company?.closest("form")?.firstElementChild;
        if (!company || !label || !fields) throw new Error("no form");
        return {
          focused: document.activeElement === company,
          labelBelowHeader: label.getBoundingClientRect().top >= fields.getBoundingClientRect().top,
        };
      });
      expect(placement, `at ${viewport.width} px`).toEqual({ focused: true, labelBelowHeader: true });
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }
  } finally {
    await browser.close();
  }
});

/** Twelve applications from the last twelve days, oldest last: more cards than a phone shows. */
function twelveApplications(): CreateApplicationInput[] {
  return Array.from({ length: 12 }, (_, index) => ({
    company: `Company ${String.fromCharCode(65 + index)}`,
    jobTitle: "Backend Engineer",
    applicationDate: new Date(Date.now() - index * 86_400_000).toISOString().slice(0, 10),
    status: "Applied",
    source: "Company website",
  }));
}

it("keeps the selection's actions in sight on a phone, clear of the last card", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await page.setViewportSize(phone);
    await addApplications(page, twelveApplications());
    const cards = page.getByRole("list", { name: "Applications" });
    // The cards further down, where only a scroll brings them (they render as they come into view).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await cards.getByRole("listitem", { name: /^Company L, / }).waitFor();
    await page.getByRole("checkbox", { name: "Select Company K, Backend Engineer" }).check();
    await page.getByRole("checkbox", { name: "Select Company L, Backend Engineer" }).check();

    const bar = page.getByRole("region", { name: "Selected applications" });
    await bar.getByText("2 selected").waitFor();
    const barBox = await bar.boundingBox();
    expect(barBox).not.toBeNull();
    expect(barBox!.y).toBeGreaterThan(0);
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(phone.height);
    await expect.poll(() => bar.getByRole("button", { name: "Delete" }).isVisible()).toBe(true);
    expect(await page.getByText("Board view needs a wider screen").isVisible()).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);

    // At the very end of the page, the last card sits above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const last = await cards.getByRole("listitem", { name: /^Company L, / }).boundingBox();
        const now = await bar.boundingBox();
        return last && now ? last.y + last.height <= now.y : false;
      })
      .toBe(true);
  } finally {
    await browser.close();
  }
});

it("shows the N shortcut on a device with a mouse, never on one that cannot hover", async () => {
  // A pen or touch screen that reports a fine pointer but no hover, and no keyboard.
  const touch = await openBrowser({
    args: [
      "--blink-settings=primaryHoverType=1,primaryPointerType=4,availableHoverTypes=1,availablePointerTypes=4",
    ],
  });
  const desk = await openBrowser();
  try {
    for (const [browser, shown] of [
      [desk, true],
      [touch, false],
    ] as const) {
      await signUpToEmptyDashboard(browser.page, app.origin);
      if (shown) {
        // The empty dashboard: one way to add the first application, beside the import.
        const adds = browser.page.getByRole("main").getByRole("button", { name: "Add Application" });
        await adds.first().waitFor();
        expect(await adds.count()).toBe(1);
        expect(await browser.page.getByRole("link", { name: "Add Application" }).count()).toBe(0);
        expect(await accessibilityProblems(browser.page)).toEqual([]);
      }
      await addApplications(browser.page, twelveApplications().slice(0, 1));
      const add = browser.page.getByRole("button", { name: "Add Application" });
      await add.waitFor();
      expect(await add.locator("kbd").isVisible()).toBe(shown);
    }
  } finally {
    await touch.close();
    await desk.close();
  }
});

it("shows companies' whole names on the board at 1280 px, with no word of a board too narrow", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const companies = [
    { company: "Brightline Systems", status: "Applied" },
    { company: "Lighthouse Robotics", status: "Interviewing" },
    { company: "Orchard Energy Partners", status: "Not Selected" },
  ] as const;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await addApplications(
      page,
      companies.map(({ company, status }) => ({
        company,
        status,
        jobTitle: "Machine Learning Engineer",
        applicationDate: "2026-01-05",
      })),
    );
    expect(await page.getByText("Board view needs a wider screen").isVisible()).toBe(false);
    await page.getByRole("tab", { name: "Kanban" }).click();
    for (const { company } of companies) {
      const name = page.locator("[data-card-id]").getByText(company, { exact: true });
      await name.waitFor();
      // Neither cut short on one line nor clamped after two.
      const cut = await name.evaluate(
        (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
      expect(cut, company).toBe(false);
    }
    expect(await accessibilityProblems(page)).toEqual([]);
  } finally {
    await browser.close();
  }
});
