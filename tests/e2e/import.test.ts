// Importing the spreadsheet a job seeker kept before, through the production build: the
// file picked from the empty dashboard, its columns and statuses matched, every row checked,
// the valid ones imported and shown in the table.
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { accessibilityProblems, openBrowser, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

const spreadsheet = [
  "Company Name,Position,Date Applied,Status,Location,Notes",
  'Acme,Backend Engineer,02/03/2026,Interview scheduled,Berlin,"Referred by Sam, call back"',
  "Globex,Product Designer,02/10/2026,No response,Remote,",
  "Initech,Data Analyst,not sure,Applied,,",
  "Umbrella,Platform Engineer,02/20/2026,Offer received,Paris,",
].join("\r\n");

it("imports a spreadsheet through the mapping step, leaving out the row it cannot read", async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), "jobtrail-import-"));
  const file = path.join(folder, "my applications.csv");
  await writeFile(file, spreadsheet);
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await page.getByRole("link", { name: "Import from a spreadsheet" }).click();
    await page.waitForURL("**/import");

    await page.getByLabel("Choose a file to import").setInputFiles(file);
    await page.getByRole("heading", { name: "2. Match the columns" }).waitFor();
    expect(await page.getByRole("combobox", { name: "Company", exact: true }).inputValue()).toBe("0");
    expect(await page.getByRole("combobox", { name: "“No response”" }).inputValue()).toBe("Not Selected");
    expect(await accessibilityProblems(page, "main")).toEqual([]);

    await page.getByRole("button", { name: "Check the rows" }).click();
    await page.getByRole("heading", { name: "3. Check the rows" }).waitFor();
    await page
      .getByText("3 will be imported · 0 already in your applications · 1 with problems, left out")
      .waitFor();
    expect(await accessibilityProblems(page, "main")).toEqual([]);

    await page.getByRole("button", { name: "Import 3 applications" }).click();
    await page.getByText("3 applications imported.").waitFor();
    await page.getByRole("link", { name: "See them on the dashboard" }).click();
    await page.getByText("Showing 3 of 3").waitFor();
    for (const status of ["Interviewing", "Not Selected", "Offer"])
      await page.getByRole("button", { name: `Status: ${status}. Change status` }).waitFor();
    expect(await page.getByText("Initech").count()).toBe(0);
  } finally {
    await browser.close();
  }
});
