// Capture from a job posting through the production build: a local test page carrying
// schema.org JobPosting data, read into the add form by its address and by the bookmarklet's
// way in; the posting's text kept with the application, shown in it and found by search.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { accessibilityProblems, openBrowser, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const posting = readFileSync(
  path.join(import.meta.dirname, "../../src/server/testing/fixtures/job-posting.html"),
);

// The shared server reads pages on this machine, where the test site is.
const app = sharedApp();
let site: Server;
let postingUrl: string;

beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === "/jobs/42") response.writeHead(200, { "content-type": "text/html" }).end(posting);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  postingUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/jobs/42`;
});
afterAll(async () => {
  site?.close();
});

it("fills a new application from a posting's address, keeps its text, and finds it by that text", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await page.locator("body").press("n");
    const dialog = page.getByRole("dialog", { name: "Add application" });
    await dialog.getByRole("textbox", { name: "Fill from a job posting" }).fill(postingUrl);
    await dialog.getByRole("button", { name: "Fill from posting" }).click();
    await dialog.getByText("From the posting: Full-time, Contract · EUR 70,000–85,000 a year").waitFor();
    expect(await dialog.getByRole("textbox", { name: "Company", exact: true }).inputValue()).toBe(
      "Globex & Co",
    );
    expect(await dialog.getByLabel("Job title").inputValue()).toBe("Senior Platform Engineer");
    expect(await dialog.getByLabel("Location").inputValue()).toBe("Berlin, DE");
    expect(await dialog.getByLabel("Job URL").inputValue()).toBe(postingUrl);
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole("button", { name: "Add Application" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Found by words only its posting holds.
    await page.getByLabel("Search applications").fill("terraform");
    await page.getByText("Showing 1 of 1").waitFor();
    await page.getByRole("button", { name: "Actions for Globex & Co, Senior Platform Engineer" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Application" });
    const kept = edit.getByRole("region", { name: "Job posting" });
    await kept.getByText(/Kubernetes & Terraform/).waitFor();
    expect(await kept.textContent()).not.toContain("alert(");
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press("Escape");

    // The bookmarklet's way in: the add form opens and reads the page it was on.
    await page.goto(`${app.origin}/applications/new?posting=${encodeURIComponent(postingUrl)}`);
    const fromBookmark = page.getByRole("dialog", { name: "Add application" });
    await fromBookmark
      .getByText("From the posting: Full-time, Contract · EUR 70,000–85,000 a year")
      .waitFor();
    expect(await fromBookmark.getByLabel("Job title").inputValue()).toBe("Senior Platform Engineer");
    // Applied before: the same posting is recognised.
    await fromBookmark.getByText("You may have applied for this job before").waitFor();
  } finally {
    await browser.close();
  }
});

it("opens the add form filled from what a phone shares: a posting's link, or its text", async () => {
  // A phone's share sheet opens the installed app at its share target with what was shared;
  // a headless browser has no share sheet, so the flow opens that address as the phone would.
  const browser = await openBrowser({ args: ["--window-size=375,812"] });
  const { page } = browser;
  await page.setViewportSize({ width: 375, height: 812 });
  try {
    const manifest = (await (await page.request.get(`${app.origin}/manifest.webmanifest`)).json()) as {
      share_target: { action: string; method: string; params: Record<string, string> };
    };
    expect(manifest.share_target).toEqual({
      action: "/applications/new",
      method: "GET",
      params: { url: "url", text: "text", title: "title" },
    });
    await signUpToEmptyDashboard(page, app.origin);
    const share = (fields: Record<string, string>) =>
      page.goto(`${app.origin}${manifest.share_target.action}?${new URLSearchParams(fields)}`);

    // A link (inside the text, as many apps share it): the page is read on the server.
    await share({ title: "Job posting", text: `Have a look at this job ${postingUrl}` });
    const fromLink = page.getByRole("dialog", { name: "Add application" });
    await fromLink.getByText("From the posting: Full-time, Contract · EUR 70,000–85,000 a year").waitFor();
    expect(await fromLink.getByLabel("Job title").inputValue()).toBe("Senior Platform Engineer");
    expect(await fromLink.getByLabel("Job URL").inputValue()).toBe(postingUrl);
    await page.keyboard.press("Escape");

    // A text without a link: read as a posting, and kept with the application.
    await share({
      title: "Senior Backend Engineer at Northwind Traders",
      text: "Location: Remote (US)\nSalary: $140,000 – $175,000 a year\n\nYou will build the payment services our customers rely on.",
    });
    const fromText = page.getByRole("dialog", { name: "Add application" });
    await fromText.getByText("Filled from what was shared: check the details before saving").waitFor();
    expect(await fromText.getByRole("textbox", { name: "Company", exact: true }).inputValue()).toBe(
      "Northwind Traders",
    );
    expect(await fromText.getByLabel("Job title").inputValue()).toBe("Senior Backend Engineer");
    expect(await fromText.getByLabel("Location").inputValue()).toBe("Remote (US)");
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await fromText.getByRole("button", { name: "Add Application" }).click();
    await fromText.waitFor({ state: "hidden" });
    const list = (await (await page.request.get(`${app.origin}/api/applications`)).json()) as {
      items: { id: string; jobTitle: string }[];
    };
    const saved = list.items.find((item) => item.jobTitle === "Senior Backend Engineer")!;
    const kept = (await (
      await page.request.get(`${app.origin}/api/applications/${saved.id}/posting`)
    ).json()) as {
      posting: { text: string; salaryRange: string };
    };
    expect(kept.posting).toMatchObject({
      salaryRange: "$140,000 – $175,000 a year",
      text: expect.stringContaining("payment services our customers rely on"),
    });
  } finally {
    await browser.close();
  }
});
