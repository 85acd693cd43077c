// Follow-ups through the production build: the dashboard's list of what is due, snoozed and
// done; the date the add form proposes from the reminder settings; and the daily digest,
// mailed at the hour chosen and turned off from its own link without signing in.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays, localToday } from "../../src/domain/dates";
import {
  accessibilityProblems,
  openBrowser,
  saveApplications,
  signUpToEmptyDashboard,
  startMailServer,
} from "./fixtures";
import { startOwnServer } from "./shared-server";

let mail: Awaited<ReturnType<typeof startMailServer>>;
let app: Awaited<ReturnType<typeof startOwnServer>>;

beforeAll(async () => {
  mail = await startMailServer();
  // Digests are looked for every second here, not every five minutes.
  app = await startOwnServer({
    REQUIRE_EMAIL_VERIFICATION: "false",
    SMTP_URL: mail.url,
    DIGEST_CHECK_SECONDS: "1",
  });
});
afterAll(async () => {
  await app?.close();
  await mail?.close();
});

/** Today as the browser sees it: what the dashboard counts due by. */
const browserToday = (page: Page) => page.evaluate(() => new Date().toLocaleDateString("en-CA"));

/** Open applications of 1 October with these follow-up dates, saved through the API. */
const addDue = (
  page: Page,
  applications: { company: string; jobTitle: string; followUpDate: string; contactEmail?: string }[],
) =>
  saveApplications(
    page,
    applications.map((application) => ({ applicationDate: "2026-10-01", status: "Applied", ...application })),
  );

it("lists the follow-ups due on the dashboard, snoozes one and marks one done", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    const today = await browserToday(page);
    await addDue(page, [
      {
        company: "Bluefin",
        jobTitle: "Data Engineer",
        followUpDate: addDays(today, -2),
        contactEmail: "dana@bluefin.example",
      },
      { company: "Acme", jobTitle: "Platform Engineer", followUpDate: today },
      { company: "Later Labs", jobTitle: "Designer", followUpDate: addDays(today, 3) },
    ]);
    const list = page.getByRole("region", { name: "Follow up" });
    await list.waitFor();
    expect(await list.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/Bluefin.*2 days overdue/),
      expect.stringMatching(/Acme.*Due today/),
    ]);
    expect(await accessibilityProblems(page, '[role="region"]')).toEqual([]);

    // The email is drafted for the contact.
    await list.getByRole("button", { name: "Email a follow-up for Data Engineer at Bluefin" }).click();
    const dialog = page.getByRole("dialog", { name: "Follow up with Bluefin" });
    expect(await dialog.getByRole("textbox", { name: "To" }).inputValue()).toBe("dana@bluefin.example");
    expect(await dialog.getByRole("link", { name: "Open in mail app" }).getAttribute("href")).toMatch(
      /^mailto:dana%40bluefin\.example\?subject=Following%20up/,
    );
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press("Escape");

    // Snoozed a week: it leaves the list, and stays gone after a reload.
    await list.getByRole("button", { name: "Snooze the follow-up for Data Engineer at Bluefin" }).click();
    await page.getByRole("menuitem", { name: "A week" }).click();
    await page
      .getByText(/^Follow-up snoozed to /)
      .first()
      .waitFor();
    await expect.poll(() => list.getByRole("listitem").count()).toBe(1);
    await page.reload();
    await list.getByText("Acme").waitFor();
    expect(await list.getByText("Bluefin").count()).toBe(0);

    // Done: nothing is due, and the list goes.
    await list
      .getByRole("button", { name: "Mark the follow-up for Platform Engineer at Acme as done" })
      .click();
    await list.waitFor({ state: "hidden" });
    await page.reload();
    await page.getByText(/^Showing \d+ of \d+$/).waitFor();
    expect(await page.getByRole("region", { name: "Follow up" }).count()).toBe(0);
    const saved = await page.evaluate(async () => (await (await fetch("/api/applications")).json()).items);
    expect(
      Object.fromEntries(
        saved.map((item: { company: string; followUpDate: string | null }) => [
          item.company,
          item.followUpDate,
        ]),
      ),
    ).toEqual({ Bluefin: addDays(today, 7), Acme: null, "Later Labs": addDays(today, 3) });
  } finally {
    await browser.close();
  }
});

it("proposes the follow-up date the settings ask for, and mails the digest, which its link turns off", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    const email = await signUpToEmptyDashboard(page, app.origin);
    await page.goto(`${app.origin}/profile`);
    const form = page.getByRole("form", { name: "Reminders" });
    await form.getByRole("combobox", { name: "Propose a follow-up date" }).selectOption("10");
    await form.getByRole("switch", { name: "Daily digest email" }).click();
    await form.getByRole("combobox", { name: "Send it at" }).selectOption("0");
    await form.getByRole("button", { name: "Save reminders" }).click();
    await page.getByText("Reminder settings saved", { exact: true }).waitFor();
    expect(await accessibilityProblems(page, 'form[aria-label="Reminders"]')).toEqual([]);

    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await page.getByRole("region", { name: "No applications yet" }).waitFor();
    await page.locator("body").press("n");
    const dialog = page.getByRole("dialog", { name: "Add application" });
    expect(await dialog.getByLabel("Follow-up date").inputValue()).toBe(
      addDays(await browserToday(page), 10),
    );
    await page.keyboard.press("Escape");

    // Something due: the digest goes out within seconds of its hour (midnight, long past).
    await addDue(page, [
      { company: "Nimbus", jobTitle: "Analyst", followUpDate: addDays(localToday(), -30) },
    ]);
    const digest = await mail.mailTo(email, "Subject: JobTrail: 1 follow-up due", 30);
    expect(digest.text).toContain("Nimbus, Analyst: 30 days overdue");
    expect(digest.text.replace(/\r?\n[ \t]+/g, " ")).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:\d+\/api\/reminders\/unsubscribe\?token=/,
    );

    // The unsubscribe link, opened in a browser that is not signed in.
    // The page's link (the header's is the address mail apps post to).
    const link = /http:\/\/localhost:\d+\/unsubscribe\?token=[\w.-]+/.exec(digest.text)?.[0];
    if (!link) throw new Error(`no unsubscribe link in:\n${digest.text}`);
    const stranger = await openBrowser();
    const strangerPage = stranger.page;
    await strangerPage.goto(link);
    await strangerPage.getByRole("button", { name: "Unsubscribe" }).click();
    await strangerPage.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
    expect(await accessibilityProblems(strangerPage)).toEqual([]);
    await stranger.close();

    await page.goto(`${app.origin}/profile`);
    expect(await form.getByRole("switch", { name: "Daily digest email" }).getAttribute("aria-checked")).toBe(
      "false",
    );
  } finally {
    await browser.close();
  }
});
