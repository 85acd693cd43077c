// Importing the search a job seeker already has, through the production build: an Excel
// workbook kept by hand, as messy as such files are (a salary range, a recruiter's address
// cut short, "not sure" for a date, status words of their own, a totals line, a row typed
// twice), then a second file exported from Huntr. Nothing readable is lost: what a field
// cannot take ends up in the application's notes, the one row without a day is corrected in
// the preview, and the dashboard ends with every application once.
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import type { Application } from "@/domain/application-schemas";
import { accessibilityProblems, openBrowser, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

const headers = [
  "Company",
  "Role",
  "Applied",
  "Stage",
  "Salary",
  "Recruiter",
  "Recruiter email",
  "Heard back",
  "Notes",
];
/** Twelve lines as a person keeps them: real dates in some cells, typed text in others. */
const lines: (string | Date | number | null)[][] = [
  [
    "Netflix",
    "Senior Software Engineer",
    new Date(Date.UTC(2026, 8, 2)),
    "Phone screen",
    "$150k-$180k",
    "Lisa Park",
    "lisa@netflix",
    "not sure",
    "Referred by Sam",
  ],
  ["Stripe", "Backend Engineer", "9/5/2026", "applied", 145000, null, null, null, null],
  [
    "Figma",
    "Product Engineer",
    new Date(Date.UTC(2026, 8, 8)),
    "Rejected :(",
    null,
    "Tom",
    "tom@figma.com",
    "9/20/2026",
    "Nice call though",
  ],
  ["Datadog", "Platform Engineer", "Sept 10, 2026", "Onsite", "170k", null, null, null, null],
  ["Plaid", "Data Engineer", "not sure", "Applied", null, null, null, null, "Applied through a friend"],
  [
    "Notion",
    "Frontend Engineer",
    new Date(Date.UTC(2026, 8, 14)),
    "Ball in their court",
    "competitive",
    null,
    null,
    null,
    null,
  ],
  [
    "Ramp",
    "Software Engineer",
    new Date(Date.UTC(2026, 8, 15)),
    "Offer!!",
    "165,000",
    "Jen",
    "jen@ramp.com",
    "10/1/2026",
    null,
  ],
  ["Linear", "Senior Engineer", "2026-09-16", "Ghosted", null, null, null, null, null],
  [
    "Vercel",
    "DX Engineer",
    "16/09/2026",
    "Applied",
    null,
    null,
    null,
    null,
    "date typed day first by mistake",
  ],
  ["Stripe", "Backend Engineer", "9/5/2026", "applied", 145000, null, null, null, "typed twice"],
  [
    "Airtable",
    "Full Stack Engineer",
    new Date(Date.UTC(2026, 8, 20)),
    "Withdrew",
    null,
    null,
    null,
    null,
    null,
  ],
  ["TOTAL", null, null, null, null, null, null, null, "11 applications"],
];

const huntrExport = [
  "Title,Company,List,Location,Salary,URL,Date Added,Date Applied",
  "Staff Engineer,Shopify,Interview,Remote,$190k-$210k,https://shopify.example/jobs/1,2026-09-21,2026-09-22",
  // Also in the workbook: the import knows it is the same application.
  "Senior Engineer,Linear,Applied,,,,2026-09-16,2026-09-16",
].join("\n");

it("imports a messy workbook and a Huntr export, losing nothing it could read", async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), "jobtrail-import-"));
  const workbook = path.join(folder, "job search 2026.xlsx");
  await writeXlsxFile([
    headers.map((value) => ({ value, fontWeight: "bold" as const })),
    ...lines.map((line) =>
      line.map((value) => (value instanceof Date ? { value, format: "mm/dd/yyyy" } : value)),
    ),
  ]).toFile(workbook);
  const huntr = path.join(folder, "huntr-export.csv");
  await writeFile(huntr, huntrExport);
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await page.getByRole("link", { name: "Import from a spreadsheet" }).click();
    await page.waitForURL("**/import");

    await page.getByLabel("Choose a file to import").setInputFiles(workbook);
    await page.getByRole("heading", { name: "2. Match the columns" }).waitFor();
    const column = (name: string) => page.getByRole("combobox", { name, exact: true });
    expect(await column("Company").inputValue()).toBe("0");
    expect(await column("Contact email").inputValue()).toBe("6");
    // Its one unambiguous date is a typo, day first: month first is only plain once "Heard
    // back" is matched (the day of the latest stage, as the user says).
    expect(await page.getByRole("combobox", { name: "Dates are written" }).inputValue()).toBe("dmy");
    await column("Date of the current status").selectOption({ label: "Heard back" });
    expect(await page.getByRole("combobox", { name: "Dates are written" }).inputValue()).toBe("mdy");
    expect(await page.getByRole("combobox", { name: "“Offer!!”" }).inputValue()).toBe("Offer");
    expect(await page.getByRole("combobox", { name: "“Ball in their court”" }).inputValue()).toBe("");
    expect(await accessibilityProblems(page, "main")).toEqual([]);

    await page.getByRole("button", { name: "Check the rows" }).click();
    await page.getByRole("heading", { name: "3. Check the rows" }).waitFor();
    // Plaid's day and the totals line cannot make an application; Stripe is there twice.
    await page
      .getByText(
        /^9 will be imported \(\d+ with values kept in their notes\) · 1 already in your applications · 2 with problems, left out$/,
      )
      .waitFor();
    expect(await accessibilityProblems(page, "main")).toEqual([]);

    // Plaid's day, corrected in place.
    await page.getByRole("combobox", { name: "Show" }).selectOption("problem");
    await page.getByRole("button", { name: "Correct line 6" }).click();
    const plaid = page.getByRole("form", { name: "Line 6" });
    await plaid.getByRole("textbox", { name: "Application date" }).fill("9/12/2026");
    await plaid.getByRole("button", { name: "Apply and check again" }).click();
    await page.getByText(/^10 will be imported .* · 1 with problems, left out$/).waitFor();

    await page.getByRole("button", { name: "Import 10 applications" }).click();
    await page.getByText("10 applications imported.").waitFor();

    // The second file: Huntr's export, recognised without any mapping.
    await page.getByRole("button", { name: "Import another file" }).click();
    await page.getByLabel("Choose a file to import").setInputFiles(huntr);
    await page.getByText("Recognised: Huntr").waitFor();
    await page.getByRole("button", { name: "Check the rows" }).click();
    await page
      .getByText(/^1 will be imported .* · 1 already in your applications · 0 with problems, left out$/)
      .waitFor();
    await page.getByRole("button", { name: "Import 1 application" }).click();
    await page.getByText("1 application imported.").waitFor();

    await page.getByRole("link", { name: "See them on the dashboard" }).click();
    await page.getByText("Showing 11 of 11").waitFor();

    const { items } = (await (await page.request.get(`${app.origin}/api/applications?limit=100`)).json()) as {
      items: Application[];
    };
    const by = (company: string) => items.find((application) => application.company === company)!;
    expect(items.map((application) => application.company).sort()).toEqual(
      [
        "Airtable",
        "Datadog",
        "Figma",
        "Linear",
        "Netflix",
        "Notion",
        "Plaid",
        "Ramp",
        "Shopify",
        "Stripe",
        "Vercel",
      ].sort(),
    );
    expect(by("Netflix")).toMatchObject({
      applicationDate: "2026-09-02",
      status: "Interviewing",
      statusDate: null,
      salaryOffered: 150000,
      contactName: "Lisa Park",
      contactEmail: null,
    });
    expect(by("Netflix").notes).toBe(
      [
        "Referred by Sam",
        "Salary range: $150k-$180k",
        'Imported, not understood: Contact email "lisa@netflix"; Date of the current status "not sure"',
      ].join("\n\n"),
    );
    expect(by("Notion")).toMatchObject({ status: "Applied", salaryOffered: null });
    expect(by("Notion").notes).toBe(
      'Imported, not understood: Status "Ball in their court"; Salary "competitive"',
    );
    expect(by("Figma")).toMatchObject({
      status: "Rejected",
      statusDate: "2026-09-20",
      contactEmail: "tom@figma.com",
    });
    expect(by("Ramp")).toMatchObject({ status: "Offer", statusDate: "2026-10-01", salaryOffered: 165000 });
    expect(by("Datadog")).toMatchObject({
      applicationDate: "2026-09-10",
      status: "Interviewing",
      salaryOffered: 170000,
    });
    expect(by("Plaid")).toMatchObject({ applicationDate: "2026-09-12", notes: "Applied through a friend" });
    expect(by("Shopify")).toMatchObject({
      status: "Interviewing",
      salaryOffered: 190000,
      location: "Remote",
    });
    expect(by("Linear").status).toBe("Not Selected");
    expect(by("Airtable").status).toBe("Withdrawn");
  } finally {
    await browser.close();
  }
});
