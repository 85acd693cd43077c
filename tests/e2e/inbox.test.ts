// Mail-in through the production build and a real SMTP delivery: a rejection forwarded from
// Gmail to the user's private address shows as one waiting mail in the header; applied in the
// Inbox, the table, the board and the history say Rejected. A forwarded invitation adds its
// interview to Upcoming, at its time in its zone.
import nodemailer from "nodemailer";
import { expect, it } from "vitest";
import { addDays, todayUtc } from "../../src/domain/dates";
import { forwardedFromGmail, invitationOf, mailOf } from "../../src/server/testing/mails";
import { accessibilityProblems, openBrowser, saveApplications, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

async function forward(to: string, raw: Buffer) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: app.inboundSmtpPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({ envelope: { from: "ada.lovelace@example.com", to: [to] }, raw });
  } finally {
    transport.close();
  }
}

it("applies a forwarded rejection and a forwarded invitation, each seen where the job seeker looks", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await saveApplications(page, [
      {
        company: "Lumen Analytics",
        jobTitle: "Senior Data Engineer",
        applicationDate: "2026-11-02",
        status: "Applied",
      },
      {
        company: "Contoso",
        jobTitle: "Platform Engineer",
        applicationDate: "2026-11-10",
        status: "Applied",
        companyWebsite: "https://contoso.example.com",
      },
    ]);
    await page.goto(`${app.origin}/profile`);
    const settings = page.getByRole("region", { name: "Mail forwarding" });
    const address = await settings.getByRole("textbox", { name: "Your forwarding address" }).inputValue();
    expect(address).toMatch(/^[a-z2-7]{26}@localhost$/);
    expect(
      await accessibilityProblems(page, '[role="region"][aria-labelledby="section-mail-forwarding"]'),
    ).toEqual([]);

    await forward(
      address,
      forwardedFromGmail({
        from: "Lumen Analytics <no-reply@us.greenhouse-mail.io>",
        subject: "Your application to Lumen Analytics",
        date: "Tue, Nov 24, 2026 at 10:12 AM",
        messageId: `flow-rejection-${address}`,
        text: "Dear Ada,\n\nThank you for your interest in the Senior Data Engineer position at Lumen Analytics. After careful consideration, we have decided to move forward with other candidates.\n\nThe Lumen Analytics Recruiting Team",
      }),
    );
    await page.goto(`${app.origin}/dashboard`);
    const inboxLink = page.getByRole("link", { name: "Inbox, 1 waiting" });
    await inboxLink.waitFor();
    await inboxLink.click();
    await page.waitForURL(`${app.origin}/inbox`);
    const item = page.getByRole("article", {
      name: "Lumen Analytics turned down Senior Data Engineer: mark it Rejected?",
    });
    await item.waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await item.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Nothing waiting").waitFor();
    await page.getByRole("link", { name: "Inbox", exact: true }).waitFor();

    // The table, the board and the history say so.
    await page.goto(`${app.origin}/dashboard`);
    await page.getByRole("button", { name: "Status: Rejected. Change status" }).waitFor();
    await page.getByRole("tab", { name: "Kanban" }).click();
    const rejected = page.locator('[data-board-list="Rejected"] [aria-roledescription="application card"]');
    await expect
      .poll(() => rejected.getAttribute("aria-label"))
      .toContain("Senior Data Engineer at Lumen Analytics");
    await page.getByRole("tab", { name: "Table" }).click();
    await page.getByRole("button", { name: "Edit application at Lumen Analytics" }).click();
    const history = page
      .getByRole("dialog", { name: "Edit application" })
      .getByRole("region", { name: "Status history" });
    await history.getByText('From the mail "Your application to Lumen Analytics"').waitFor();
    expect(await history.getByRole("listitem").count()).toBe(2);
    await page.keyboard.press("Escape");

    // An invitation three days on, 15:00 in Berlin, comes the same way.
    const day = addDays(todayUtc(), 3).replaceAll("-", "");
    await forward(
      address,
      mailOf({
        from: "Ada Lovelace <ada.lovelace@example.com>",
        subject: "Fwd: Invitation: Interview Contoso / Ada Lovelace",
        messageId: `flow-invitation-${address}`,
        text: "---------- Forwarded message ---------\nFrom: Mia Schneider <mia.schneider@contoso.example.com>\nDate: Wed, Nov 25, 2026 at 9:30 AM\nSubject: Invitation: Interview Contoso / Ada Lovelace\nTo: <ada.lovelace@example.com>\n\nHi Ada,\n\nWe would like to invite you to an interview for the Platform Engineer role. The invitation is attached.\n\nBest regards,\nMia",
        calendar: invitationOf({
          start: `${day}T150000`,
          end: `${day}T160000`,
          zone: "Europe/Berlin",
          summary: "Interview Contoso / Ada Lovelace",
          location: "https://meet.example.com/contoso",
        }),
      }),
    );
    await page.goto(`${app.origin}/inbox`);
    const invitation = page.getByRole("article", {
      name: /^Interview with Contoso on .+ 15:00 Berlin time: add it/,
    });
    await invitation.waitFor();
    await invitation.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Nothing waiting").waitFor();
    await page.goto(`${app.origin}/dashboard`);
    const upcoming = page.getByRole("region", { name: "Upcoming interviews" });
    await upcoming.waitFor();
    expect(await upcoming.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/Interview · Platform Engineer at ContosoIn 3 days/),
    ]);
  } finally {
    await browser.close();
  }
});
