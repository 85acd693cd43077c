// The whole account journey through the production build, with real mail.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openBrowser, password, signIn, signUp, startAppServer, startMailServer } from "./fixtures";

let mail: Awaited<ReturnType<typeof startMailServer>>;
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  mail = await startMailServer();
  app = await startAppServer({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await app?.close();
  await mail?.close();
});

it("signs up, confirms by mail, signs in and out, and resets a forgotten password", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const email = `ada.${Date.now()}@example.com`;
  try {
    await signUp(page, app.origin, { firstName: "Ada", lastName: "Lovelace", email });
    await page.waitForURL("**/email-confirmation-pending");
    await expect.poll(() => page.getByText(email).count()).toBeGreaterThan(0);

    const confirmLink = await mail.linkFor(email, "/auth/confirm?token_hash=");
    expect(confirmLink).toContain("&type=email");
    await page.goto(confirmLink);
    await page.getByText("Your email has been confirmed.").waitFor();
    await page.waitForURL("**/login", { timeout: 10_000 });

    await signIn(page, app.origin, email);
    await page.waitForURL("**/dashboard");
    await page.getByRole("tab", { name: "Table" }).waitFor();

    await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL("**/login");
    await page.getByText("You have been successfully logged out.").first().waitFor();

    // The dashboard is closed to a signed-out visitor.
    await page.goto(`${app.origin}/dashboard`);
    await page.waitForURL("**/login");

    const mailsBefore = mail.mails.length;
    await page.goto(`${app.origin}/forgot-password`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText("Check Your Email").waitFor();

    const resetLink = await mail.linkFor(email, "/reset-password?token=", mailsBefore);
    await page.goto(resetLink);
    const newPassword = "N3w!Passw0rd";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Update Password" }).click();
    await page.getByText("Password Updated!").waitFor();
    await page.waitForURL("**/login", { timeout: 10_000 });

    await signIn(page, app.origin, email, password);
    await page.getByText("Invalid email or password. Please try again.").waitFor();

    await signIn(page, app.origin, email, newPassword);
    await page.waitForURL("**/dashboard");
  } finally {
    await browser.close();
  }
});
