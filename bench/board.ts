// The Kanban board with 2,000 cards, in Chromium: the time from a click on the Kanban tab to
// the first paint of the board with its cards, and the frames while a card is dragged across
// the columns. Used by bench/run.ts.

import { seedAccount } from "../scripts/seed-account";
import { openBrowser, signIn, startAppServer } from "../tests/e2e/fixtures";

export const boardCardCount = 2_000;
const email = "board-bench@example.com";
const password = "Bench!Passw0rd";
/** Tab switches measured after the first (which also loads the board's code). */
const warmRuns = 10;

export type BoardResult = {
  /** Click to first paint, the first time (the board's code loads too). */
  coldMs: number;
  /** Click to first paint when the code is already loaded: one value per run. */
  warmMs: number[];
  /** Frame-to-frame times while a card is dragged from the first column to the last. */
  dragFrames: number[];
};

export function seedBoardUser(settings: Record<string, string>) {
  seedAccount(settings, { email, password, count: boardCardCount, seed: "board" });
}

export async function measureBoard(origin: string): Promise<BoardResult> {
  const browser = await openBrowser({ serviceWorker: true });
  try {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, origin, email, password);
    await page.waitForURL(`${origin}/dashboard`);
    // The list is loaded once for every tab: wait for it, so the board's own work is measured.
    await page
      .getByText(`of ${boardCardCount.toLocaleString("en-US")}`)
      .first()
      .waitFor();

    const openBoard = async () => {
      // A string, not a function: the bundler's name helpers do not exist in the page.
      await page.evaluate(`{
        const tab = [...document.querySelectorAll('[role="tab"]')].find(
          (element) => element.textContent.trim() === "Kanban",
        );
        const started = performance.now();
        window.boardPaint = new Promise((resolve) => {
          // The frame after the cards are in the page: a rAF callback precedes its paint; a
          // message posted from it runs once that paint is done.
          function check() {
            if (document.querySelector('[data-board-list] [aria-roledescription="application card"]')) {
              requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => resolve(performance.now() - started);
                channel.port2.postMessage(null);
              });
            } else requestAnimationFrame(check);
          }
          requestAnimationFrame(check);
        });
        // Radix tabs switch on mouse down.
        tab.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0 }));
        tab.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, button: 0 }));
        tab.click();
      }`);
      return page.evaluate(() => (window as unknown as { boardPaint: Promise<number> }).boardPaint);
    };
    const showTable = async () => {
      await page.getByRole("tab", { name: "Table" }).click();
      await page.getByRole("table", { name: "Applications" }).waitFor();
    };

    const coldMs = await openBoard();
    const warmMs: number[] = [];
    for (let run = 0; run < warmRuns; run++) {
      await showTable();
      warmMs.push(await openBoard());
    }

    // Drag the first Applied card to the last column and back, recording every frame.
    const card = page
      .locator('[data-board-list="Applied"] [aria-roledescription="application card"]')
      .first();
    const from = (await card.boundingBox())!;
    const to = (await page.locator('[data-board-list="Withdrawn"]').boundingBox())!;
    await page.evaluate(`{
      window.dragFrameTimes = [];
      window.recording = true;
      let last = performance.now();
      function tick(now) {
        window.dragFrameTimes.push(now - last);
        last = now;
        if (window.recording) requestAnimationFrame(tick);
      }
      requestAnimationFrame(tick);
    }`);
    await page.mouse.move(from.x + 40, from.y + 40);
    await page.mouse.down();
    await page.mouse.move(from.x + 50, from.y + 50, { steps: 2 });
    await page.mouse.move(to.x + 60, to.y + 200, { steps: 60 });
    await page.mouse.move(from.x + 40, from.y + 300, { steps: 60 });
    // Let go where it started: nothing is saved, the board is as it was.
    await page.keyboard.press("Escape");
    await page.mouse.up();
    const dragFrames = (await page.evaluate(
      "window.recording = false; window.dragFrameTimes.slice(1)",
    )) as number[];
    return { coldMs, warmMs, dragFrames };
  } finally {
    await browser.close();
  }
}

/** Seeds the board's account on one database, starts a server on it and measures. */
export async function benchBoard(database: string, settings: Record<string, string>) {
  console.log(
    `\n${database}: seeding ${boardCardCount.toLocaleString("en-US")} applications for the board...`,
  );
  seedBoardUser(settings);
  const server = await startAppServer(settings);
  try {
    return { database, ...(await measureBoard(server.origin)) };
  } finally {
    await server.close();
  }
}

export function boardReport(
  result: BoardResult & { database: string },
  percentile: (values: number[], p: number) => number,
): string[] {
  const ms = (value: number) => `${(Math.round(value * 10) / 10).toFixed(1)} ms`;
  return [
    `## The Kanban board with ${boardCardCount.toLocaleString("en-US")} cards, in Chromium`,
    "",
    `From a click on the Kanban tab to the end of the first frame that shows the cards, at 1280 × 900, with the list already loaded (${result.database}). The first time also loads the board's code; then ${warmRuns} more times from the Table tab. While a card is dragged from the first column to the last and back (120 pointer moves), the time between frames: 16.7 ms is every frame at 60 Hz.`,
    "",
    "| First paint, first time | First paint, median | First paint, p95 | Frame while dragging, median | p95 | Max |",
    "|---|---|---|---|---|---|",
    `| ${ms(result.coldMs)} | ${ms(percentile(result.warmMs, 50))} | ${ms(percentile(result.warmMs, 95))} | ${ms(percentile(result.dragFrames, 50))} | ${ms(percentile(result.dragFrames, 95))} | ${ms(Math.max(...result.dragFrames))} |`,
  ];
}
