// Pages drawn at build show before the app's scripts arrive. What a visitor does in that
// moment counts, and what they see then is what the app will draw: a password typed early is
// rated once the app is in, in the meter drawn at build, a sign-in sent before the island
// has drawn its page is sent once it has, and a phone never shows the dashboard's board tab.
import { expect, it } from "vitest";
import { holdScripts, openBrowser, signUpToEmptyDashboard, waitForText } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

it("rates a password typed into the sign-up form before the app's scripts arrived, moving nothing below it", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    // The page's scripts are held back until the visitor has typed.
    const release = await holdScripts(page, /\/assets\/.*\.js$/);
    // The frame's own goto: the page's waits for the app, which is held back here.
    await page.mainFrame().goto(`${app.origin}/signup`, { waitUntil: "commit" });
    const password = page.getByLabel("Password", { exact: true });
    await password.waitFor();
    await password.pressSequentially("Tr0ub4dor&3horse", { delay: 10 });
    await page.getByText("Password strength: none yet").waitFor();
    // The rating fills the meter drawn at build: nothing below it moves under a finger that
    // is on its way to the next field or the terms box.
    const terms = page.getByRole("checkbox");
    const before = await terms.boundingBox();
    release();
    await page.getByText("Password strength: Strong").waitFor();
    expect(await password.inputValue()).toBe("Tr0ub4dor&3horse");
    expect(await terms.boundingBox()).toEqual(before);
  } finally {
    await browser.close();
  }
});

it("sends a sign-in pressed before the island has drawn a page carrying a message (a reload keeps it)", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    // The sign-in page after a password reset carries its message in the history entry, as
    // the app's router keeps it; a reload (or opening the address again) keeps it too, so
    // the island draws the page afresh, and the build's form shows until it has.
    await page.goto(`${app.origin}/login`);
    await page.evaluate(
      `history.replaceState({ usr: { message: "Your password has been updated. Please sign in with your new password." }, key: "reset", idx: 0 }, "", location.href)`,
    );
    // The page's own small script runs; the island and the page it draws are held back.
    const release = await holdScripts(page, /\/assets\/(account-island|login-page)-.*\.js$/);
    await page.goto(`${app.origin}/login`, { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").fill(`nobody.${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("Wrong!Passw0rd");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    // The press is held, not sent by the browser as a plain form (which would load the page
    // again and drop it): once the island is in, it is sent and answered.
    release();
    await waitForText(page, "Invalid email or password. Please try again.");
    expect(page.url()).toBe(`${app.origin}/login`);
  } finally {
    await browser.close();
  }
});

it("never shows the board's tab on a phone, not even in the dashboard drawn at build", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await page.setViewportSize({ width: 375, height: 812 });
    // Only what the server sends: the dashboard as drawn at build, no script run.
    await page.route(/\.js$/, (route) => route.abort());
    await page.mainFrame().goto(`${app.origin}/dashboard`);
    await page.getByRole("tab", { name: "Table" }).waitFor();
    expect(await page.getByRole("tab", { name: "Kanban" }).isVisible()).toBe(false);
    await page.getByText("Board view needs a wider screen").waitFor();
  } finally {
    await browser.close();
  }
});
