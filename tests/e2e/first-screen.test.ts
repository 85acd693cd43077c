// The first screen shows the search: with follow-ups due and interviews coming, the cards
// above the views stay compact, so at 1280 × 800 the table's first rows are in view without
// scrolling, and on a 375 px phone the first application is within a screen and a half.
// A table taller than its box says how many rows are below.
import { expect, it } from "vitest";
import { addDays, localToday } from "@/domain/dates";
import { openBrowser, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

it("shows the first applications on the first screen, with follow-ups and interviews due above them", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    const today = localToday();
    // Twelve applications, six with a follow-up due (three overdue), and three interviews coming.
    await page.evaluate(
      async ({ today, days }) => {
        const post = (path: string, body: unknown) =>
          fetch(path, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          }).then(async (response) => {
            if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
            return response.json();
          });
        for (let index = 0; index < 12; index++) {
          const created = await post("/api/applications", {
            company: `Company ${index + 1}`,
            jobTitle: `Software Engineer ${index + 1}`,
            applicationDate: days[index % 3],
            status: index < 3 ? "Interviewing" : "Applied",
            followUpDate: index < 6 ? days[index % 3] : null,
          });
          if (index < 3)
            await post(`/api/applications/${created.id}/interviews`, {
              round: "Technical interview",
              startsAt: `${days[3 + index]}T10:00`,
              durationMinutes: 60,
              timeZone: "UTC",
            });
        }
        return today;
      },
      {
        today,
        days: [
          addDays(today, -3),
          addDays(today, -1),
          today,
          addDays(today, 2),
          addDays(today, 3),
          addDays(today, 5),
        ],
      },
    );

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await page.getByRole("region", { name: "Follow up" }).waitFor();
    await page.getByRole("region", { name: "Upcoming interviews" }).waitFor();
    const firstRow = page.getByRole("table", { name: "Applications" }).locator("tbody tr").first();
    await firstRow.waitFor();
    await page.screenshot({ path: "/tmp/first-1280.png" });
    const row = (await firstRow.boundingBox())!;
    expect(row.y + row.height, "the first row ends within 800 px").toBeLessThanOrEqual(800);
    await page.getByRole("button", { name: /^\d+ more rows? below$/ }).waitFor();

    await page.setViewportSize({ width: 375, height: 812 });
    const firstCard = page.getByRole("list", { name: "Applications" }).getByRole("listitem").first();
    await firstCard.waitFor();
    await page.screenshot({ path: "/tmp/first-375.png", fullPage: true });
    const card = (await firstCard.boundingBox())!;
    expect(card.y, "the first application starts within a screen and a half").toBeLessThan(812 * 1.5);
  } finally {
    await browser.close();
  }
});
