// Sources through the production build: the Source filter leads to Profile & Settings, where
// two spellings of one place are pointed out and merged, after which the filter offers one; the
// add form offers the user's own spelling of a source typed another way.
import { expect, it } from "vitest";
import { accessibilityProblems, openBrowser, saveApplications, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

it("merges two spellings of one source from the settings, and the form offers the user's spelling", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    const applied = { applicationDate: "2026-10-01", status: "Applied" };
    await saveApplications(page, [
      { company: "Globex", jobTitle: "Platform Engineer", source: "Company website", ...applied },
      { company: "Initech", jobTitle: "Staff Engineer", source: "Company website", ...applied },
      { company: "Acme", jobTitle: "Designer", source: "company site", ...applied },
      { company: "Hooli", jobTitle: "SRE", source: "LinkedIn", ...applied },
    ]);
    await page.getByText("Showing 4 of 4").waitFor();

    // The Source filter lists both spellings, and leads to where they are merged.
    const sourceFilter = page.getByRole("button", { name: "Filter by source" });
    await sourceFilter.click();
    expect(await page.getByRole("menuitemcheckbox").allTextContents()).toEqual([
      "company site",
      "Company website",
      "LinkedIn",
    ]);
    await page.getByRole("menuitem", { name: "Merge sources..." }).click();
    await page.waitForURL(`${app.origin}/profile#section-sources`);
    const section = page.getByRole("region", { name: "Sources" });
    await section.getByText("Company website and company site may be one source").waitFor();
    expect(await accessibilityProblems(page, '[role="region"][aria-labelledby="section-sources"]')).toEqual(
      [],
    );
    await section.getByRole("button", { name: "Merge into Company website..." }).click();
    await section.getByRole("button", { name: "Merge into Company website", exact: true }).click();
    await page.getByText("1 application now says Company website", { exact: true }).waitFor();
    await expect
      .poll(() => section.getByRole("list", { name: "Your sources" }).getByRole("listitem").allTextContents())
      .toEqual([
        expect.stringMatching(/^Company website3 applications/),
        expect.stringMatching(/^LinkedIn1 application/),
      ]);

    await page.goto(`${app.origin}/dashboard`);
    await sourceFilter.click();
    expect(await page.getByRole("menuitemcheckbox").allTextContents()).toEqual([
      "Company website",
      "LinkedIn",
    ]);
    await page.keyboard.press("Escape");

    await page.locator("body").press("n");
    const dialog = page.getByRole("dialog", { name: "Add application" });
    await dialog.getByLabel("Source").fill("careers page");
    await dialog.getByRole("button", { name: "Use Company website" }).click();
    expect(await dialog.getByLabel("Source").inputValue()).toBe("Company website");
  } finally {
    await browser.close();
  }
});
