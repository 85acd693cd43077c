// The table through the production build: add, edit inline, sort, filter, search, bulk
// status, delete, the same view after a reload, and that view exported as CSV, JSON and PDF.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { accessibilityProblems, addApplication, openBrowser, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

const companiesInOrder = (page: Page) =>
  page
    .getByRole("table", { name: "Applications" })
    .getByRole("button", { name: /^Edit application at / })
    .allInnerTexts();

it("keeps a job search in the table: add, edit inline, sort, filter, search, bulk change, delete, reload", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin, { firstName: "Grace", lastName: "Hopper" });

    await addApplication(page, { company: "Acme", jobTitle: "Backend Engineer", source: "LinkedIn" });
    await addApplication(page, {
      company: "Globex",
      jobTitle: "Product Designer",
      source: "Referral",
      status: "Interviewing",
    });
    await addApplication(page, { company: "Initech", jobTitle: "Data Analyst", source: "LinkedIn" });
    await page.getByText("Showing 3 of 3").waitFor();

    // Inline edit: the job title cell becomes a field; Enter saves.
    await page.getByRole("button", { name: "Edit job title: Data Analyst" }).click();
    await page.getByRole("textbox", { name: "Job title" }).fill("Senior Data Analyst");
    await page.getByRole("textbox", { name: "Job title" }).press("Enter");
    await page.getByRole("button", { name: "Edit job title: Senior Data Analyst" }).waitFor();

    // Sort by company, both ways.
    const companyHeader = page.getByRole("columnheader", { name: "Company" }).getByRole("button");
    await companyHeader.click();
    await expect.poll(() => companiesInOrder(page)).toEqual(["Acme", "Globex", "Initech"]);
    await companyHeader.click();
    await expect.poll(() => companiesInOrder(page)).toEqual(["Initech", "Globex", "Acme"]);

    // Filter by source, then search within it.
    await page.getByRole("button", { name: "Filter by source" }).click();
    await page.getByRole("menuitemcheckbox", { name: "LinkedIn" }).click();
    await page.keyboard.press("Escape");
    await page.getByText("Showing 2 of 3").waitFor();
    await page.getByLabel("Search applications").fill("acme");
    await page.getByText("Showing 1 of 3").waitFor();
    await page.getByLabel("Search applications").fill("");
    await page.getByRole("button", { name: "Filter by source, 1 chosen" }).click();
    await page.getByRole("menuitemcheckbox", { name: "LinkedIn" }).click();
    await page.keyboard.press("Escape");
    await page.getByText("Showing 3 of 3").waitFor();

    // Bulk: Acme and Globex move to Interviewing together.
    await page.getByRole("checkbox", { name: "Select Acme, Backend Engineer" }).check();
    await page.getByRole("checkbox", { name: "Select Globex, Product Designer" }).check();
    // The dashboard as it is now, toolbar, table and selection bar included, for axe-core.
    expect(await accessibilityProblems(page)).toEqual([]);
    await page
      .getByRole("region", { name: "Selected applications" })
      .getByRole("button", { name: "Change status", exact: true })
      .click();
    await page.getByRole("menuitem", { name: "Interviewing" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Status: Interviewing. Change status" }).count())
      .toBe(2);

    // Delete Initech through its row menu, after confirming.
    await page.getByRole("button", { name: "Actions for Initech, Senior Data Analyst" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog")
      .or(page.getByRole("dialog"))
      .getByRole("button", { name: "Delete" })
      .click();
    await page.getByText("Showing 2 of 2").waitFor();

    // A filtered, sorted, searched view survives a reload: it lives in the URL.
    await page.getByRole("button", { name: "Filter by status" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Interviewing" }).click();
    await page.keyboard.press("Escape");
    await page.getByLabel("Search applications").fill("e");
    await page.getByText("Showing 2 of 2").waitFor();
    // The search reaches the URL once typing pauses.
    await expect.poll(() => page.url()).toContain("q=e");
    const viewUrl = page.url();
    expect(viewUrl).toContain("status=Interviewing");
    await page.reload();
    await page.getByText("Showing 2 of 2").waitFor();
    // The same view, whatever order the URL's parameters are written in.
    const parameters = (url: string) =>
      [...new URL(url).searchParams].map(([key, value]) => `${key}=${value}`).sort();
    expect(parameters(page.url())).toEqual(parameters(viewUrl));
    await expect(page.getByLabel("Search applications").inputValue()).resolves.toBe("e");
    await expect.poll(() => companiesInOrder(page)).toEqual(["Globex", "Acme"]);
    expect(await page.getByRole("button", { name: "Status: Interviewing. Change status" }).count()).toBe(2);

    // The view exports as it shows: the two Interviewing applications, in its order.
    await page.getByRole("button", { name: "Export" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV for a spreadsheet", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^jobtrail-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Company,Job title,Status,/);
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(["Globex", "Acme"]);

    // The same view as JSON (with each history) and as a PDF report.
    const downloaded = async (name: string) => {
      await page.getByRole("button", { name: "Export" }).click();
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("menuitem", { name, exact: true }).click(),
      ]);
      return readFileSync((await file.path())!);
    };
    const json = JSON.parse((await downloaded("JSON, with each status history")).toString("utf8")) as {
      format: string;
      applications: { company: string; history: { status: string }[] }[];
    };
    expect(json.format).toBe("jobtrail-applications");
    expect(json.applications.map((application) => application.company)).toEqual(["Globex", "Acme"]);
    expect(json.applications[1]!.history.map((entry) => entry.status)).toEqual(["Applied", "Interviewing"]);
    const pdf = await downloaded("PDF report");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/Type \/Page\b/);

    // The saved data, not only the view: Initech is gone and the edits stayed.
    await page.getByLabel("Search applications").fill("");
    await page.getByRole("button", { name: "Filter by status, 1 chosen" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Interviewing" }).click();
    await page.keyboard.press("Escape");
    await page.getByText("Showing 2 of 2").waitFor();
    expect(await page.getByText("Initech").count()).toBe(0);
  } finally {
    await browser.close();
  }
});
