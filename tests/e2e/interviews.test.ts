// Interviews through the production build: a round added in the edit dialog, shown under
// Upcoming on the dashboard, and read by a calendar app (no session, only the address) from
// the private feed made on Profile & Settings; the feed turned off answers 401 at once.
import ICAL from "ical.js";
import { expect, it } from "vitest";
import { addDays, todayUtc } from "../../src/domain/dates";
import { accessibilityProblems, openBrowser, saveApplications, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

it("adds an interview that shows under Upcoming and in the calendar feed, until the feed is turned off", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await saveApplications(page, [
      {
        company: "Acme",
        jobTitle: "Platform Engineer",
        applicationDate: "2026-10-01",
        status: "Interviewing",
      },
    ]);

    // Three days on, 14:30 in Berlin: a wall-clock time in the invitation's zone.
    const day = addDays(todayUtc(), 3);
    await page.getByRole("button", { name: "Actions for Acme, Platform Engineer" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Application" });
    const section = dialog.getByRole("region", { name: "Interviews" });
    await section.getByRole("button", { name: "Add interview" }).click();
    const editor = section.getByRole("group", { name: "New interview" });
    await editor.getByRole("combobox", { name: "Round" }).fill("Technical");
    await editor.getByLabel("Starts").fill(`${day}T14:30`);
    await editor.getByRole("combobox", { name: "Length" }).selectOption({ label: "1 hour" });
    await editor.getByRole("combobox", { name: /Time zone/ }).selectOption("Europe/Berlin");
    await editor.getByRole("textbox", { name: "Place or video link" }).fill("https://meet.example.com/acme");
    await editor.getByRole("textbox", { name: "People you meet" }).fill("Ana Ruiz");
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await editor.getByRole("button", { name: "Add interview" }).click();
    const card = section.getByRole("article", { name: "Technical" });
    await card.waitFor();
    expect(await card.textContent()).toContain("2:30");
    await dialog.getByRole("region", { name: "Status history" }).getByText("Interview: Technical").waitFor();
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press("Escape");

    const upcoming = page.getByRole("region", { name: "Upcoming interviews" });
    await upcoming.waitFor();
    expect(await upcoming.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/Technical · Platform Engineer at AcmeIn 3 days/),
    ]);
    expect(await accessibilityProblems(page, '[role="region"]')).toEqual([]);

    // The dashboard's link leads to the feed's settings.
    await upcoming.getByRole("link", { name: "Add to your calendar" }).click();
    await page.waitForURL("**/profile#section-calendar-feed");
    const settings = page.getByRole("region", { name: "Calendar feed" });
    await settings.getByRole("button", { name: "Create calendar address" }).click();
    const address = await settings.getByRole("textbox", { name: "Your calendar address" }).inputValue();
    expect(address).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(await accessibilityProblems(page, '[role="region"]')).toEqual([]);

    // A calendar app reads it with nothing but the address.
    const feed = await fetch(address.replace(/^http:\/\/localhost:\d+/, app.origin));
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    const technical = events.find((event) => event.summary === "Technical: Platform Engineer at Acme");
    expect(technical).toBeDefined();
    // 14:30 in Berlin, as an instant, whatever this machine's zone.
    const expected = new Date(`${day}T14:30:00Z`).getTime() - berlinOffsetMinutes(day) * 60_000;
    expect(technical!.startDate.toJSDate().getTime()).toBe(expected);
    expect(technical!.endDate.toJSDate().getTime()).toBe(expected + 60 * 60_000);
    expect(technical!.location).toBe("https://meet.example.com/acme");

    // Turned off: the same address is refused at once.
    await settings.getByRole("button", { name: "Turn off" }).click();
    await settings.getByRole("button", { name: "Turn off feed" }).click();
    await settings.getByRole("button", { name: "Create calendar address" }).waitFor();
    expect((await fetch(address.replace(/^http:\/\/localhost:\d+/, app.origin))).status).toBe(401);
  } finally {
    await browser.close();
  }
});

/** Berlin's offset from UTC on `day`, in minutes (60 in winter, 120 in summer). */
function berlinOffsetMinutes(day: string): number {
  const noon = new Date(`${day}T12:00:00Z`);
  const berlin = new Intl.DateTimeFormat("en-US", {
    timeZone: "Europe/Berlin",
    hour: "numeric",
    hourCycle: "h23",
  }).format(noon);
  return (Number(berlin) - 12) * 60;
}
