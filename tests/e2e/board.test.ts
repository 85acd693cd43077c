// The kanban board through the production build: cards moved by mouse, by keyboard and by
// touch, then the same changes seen in the table, in the history and in the analytics.
import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { addApplication, openBrowser, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

const card = (page: Page, company: string) =>
  page.locator(`[aria-roledescription="application card"][aria-label*=" at ${company},"]`);

const companiesIn = (page: Page, status: string) =>
  page
    .locator(`[data-board-list="${status}"] [aria-roledescription="application card"]`)
    .evaluateAll((cards) =>
      cards.map((element) => element.getAttribute("aria-label")?.match(/ at ([^,]+),/)?.[1]),
    );

/** A summary card on the Analytics tab: its value and the detail beneath, as one text. */
const summary = (page: Page, label: string) =>
  page
    .locator("dt", { hasText: label })
    .locator("xpath=following-sibling::dd")
    .allInnerTexts()
    .then((texts) => texts.join(" · "));

/** A finger on `from`, held, then moved to `to` and lifted, as Chromium's touch input. */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x: Math.round(x), y: Math.round(y) }],
    });
  const x = start.x + 30;
  const y = start.y + 30;
  await touch("touchStart", x, y);
  // The board waits 200 ms before a press becomes a drag, so a swipe still scrolls.
  await page.waitForTimeout(400);
  for (let step = 1; step <= 12; step++) {
    await touch("touchMove", x + ((end.x + 40 - x) * step) / 12, y + ((end.y + 40 - y) * step) / 12);
  }
  await touch("touchEnd", end.x + 40, end.y + 40);
  await cdp.detach();
}

const savedMove = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === "PATCH" && response.url().includes("/api/applications/"),
  );

it("moves cards on the board by mouse, keyboard and touch; the table, history and analytics agree", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin, { firstName: "Katherine", lastName: "Johnson" });
    await addApplication(page, { company: "Acme", jobTitle: "Backend Engineer" });
    await addApplication(page, { company: "Globex", jobTitle: "Product Designer" });
    await addApplication(page, { company: "Initech", jobTitle: "Data Analyst" });
    await page.getByText("Showing 3 of 3").waitFor();

    await page.getByRole("tab", { name: "Kanban" }).click();
    await page.getByRole("heading", { name: "Applied, 3 applications" }).waitFor();
    // Newest on top.
    expect(await companiesIn(page, "Applied")).toEqual(["Initech", "Globex", "Acme"]);

    // By mouse: Acme to Interviewing.
    const from = (await card(page, "Acme").boundingBox())!;
    const to = (await page.locator('[data-board-list="Interviewing"]').boundingBox())!;
    const mouseSave = savedMove(page);
    await page.mouse.move(from.x + 30, from.y + 30);
    await page.mouse.down();
    await page.mouse.move(from.x + 45, from.y + 40, { steps: 3 });
    await page.mouse.move(to.x + 40, to.y + 40, { steps: 12 });
    await page.mouse.up();
    expect((await mouseSave).status()).toBe(200);
    expect(await companiesIn(page, "Interviewing")).toEqual(["Acme"]);

    // By keyboard: Globex two columns right, to Offer, announced at each step.
    const keyboardSave = savedMove(page);
    await card(page, "Globex").focus();
    await page.keyboard.press("Space");
    const live = page.locator("[id^=DndLiveRegion]");
    await expect.poll(() => live.textContent()).toContain("Picked up Product Designer at Globex, in Applied");
    // dnd-kit listens for the arrows from the task after the pick-up (a timeout); a key sent
    // sooner than any person could would be lost. One timeout later it is listening.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => live.textContent()).toBe("Globex: Interviewing, position 2 of 2.");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => live.textContent()).toBe("Globex: Offer, position 1 of 1.");
    await page.keyboard.press("Space");
    expect((await keyboardSave).status()).toBe(200);
    await expect
      .poll(() => live.textContent())
      .toBe("Dropped Product Designer at Globex in Offer, position 1 of 1.");
    expect(await companiesIn(page, "Offer")).toEqual(["Globex"]);
    // Focus stays on the card, now in its new column, ready for the next move.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toContain("Product Designer at Globex");

    // By touch: a press held past the delay picks Initech up; a swipe takes it to Withdrawn.
    const touchSave = savedMove(page);
    await touchDrag(page, card(page, "Initech"), page.locator('[data-board-list="Withdrawn"]'));
    expect((await touchSave).status()).toBe(200);
    expect(await companiesIn(page, "Withdrawn")).toEqual(["Initech"]);

    // The board survives a reload: it was saved, not only drawn.
    await page.reload();
    await page.getByRole("tab", { name: "Kanban" }).click();
    await page.getByRole("heading", { name: "Offer, 1 application" }).waitFor();
    expect(await companiesIn(page, "Applied")).toEqual([]);
    expect(await companiesIn(page, "Interviewing")).toEqual(["Acme"]);
    expect(await companiesIn(page, "Withdrawn")).toEqual(["Initech"]);

    // The table shows the new statuses.
    await page.getByRole("tab", { name: "Table" }).click();
    await page.getByRole("button", { name: "Status: Interviewing. Change status" }).waitFor();
    expect(await page.getByRole("button", { name: "Status: Offer. Change status" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Status: Withdrawn. Change status" }).count()).toBe(1);

    // The history records the move with today's date.
    await page.getByRole("button", { name: "Edit application at Acme" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit application" });
    const history = dialog.getByRole("region", { name: "Status history" });
    await history.getByText("Interviewing").waitFor();
    expect(await history.getByRole("listitem").count()).toBe(2);
    await page.keyboard.press("Escape");

    // The analytics count them.
    await page.getByRole("tab", { name: "Analytics" }).click();
    await page.getByText("Total applications").waitFor();
    await expect.poll(() => summary(page, "Total applications")).toMatch(/^3 · /);
    await expect.poll(() => summary(page, "Interview rate")).toBe("67% · 2 of 3");
    await expect.poll(() => summary(page, "Offer rate")).toBe("33% · 1 of 3");
  } finally {
    await browser.close();
  }
});
