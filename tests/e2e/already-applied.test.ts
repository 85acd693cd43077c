// Adding an application to a company applied to before, through the production build: the
// form shows the earlier applications there and warns of a posting that looks like one
// applied to already, and still saves it if the user goes on.
import { expect, it } from "vitest";
import { accessibilityProblems, addApplication, openBrowser, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

it("shows the earlier applications at the company and warns before applying twice", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await addApplication(page, { company: "Acme", jobTitle: "Senior Data Engineer", status: "Rejected" });
    await page.getByText("Showing 1 of 1").waitFor();

    await page.locator("body").press("n");
    const dialog = page.getByRole("dialog", { name: "Add application" });
    await dialog.getByRole("textbox", { name: "Company", exact: true }).fill("ACME");
    await dialog.getByText("You applied to Acme before").waitFor();
    expect(
      await dialog.getByRole("status").filter({ hasText: "You applied to Acme before" }).textContent(),
    ).toContain("Senior Data Engineer");
    await dialog.getByLabel("Job title").fill("Data Engineer, Senior");
    await dialog.getByText("You may have applied for this job before").waitFor();
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);

    // A warning, not a refusal: it saves, and the company is the one record it was.
    await dialog.getByLabel("Job title").press("Control+Enter");
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("Showing 2 of 2").waitFor();
    const companies = await page.evaluate(async () =>
      ((await (await fetch("/api/applications")).json()).items as { companyId: string }[]).map(
        (item) => item.companyId,
      ),
    );
    expect(new Set(companies).size).toBe(1);
  } finally {
    await browser.close();
  }
});
