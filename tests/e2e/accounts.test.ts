// The whole account journey through the production build, with real mail.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openBrowser, password, signIn, signUp, startMailServer, waitForText } from "./fixtures";
import { startOwnServer } from "./shared-server";

let mail: Awaited<ReturnType<typeof startMailServer>>;
let app: Awaited<ReturnType<typeof startOwnServer>>;

beforeAll(async () => {
  mail = await startMailServer();
  app = await startOwnServer({ SMTP_URL: mail.url });
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
    // The check-your-email page loads whole (its island draws the address it was handed).
    await page.getByText(email).first().waitFor();

    const confirmLink = await mail.linkFor(email, "/auth/confirm?token_hash=");
    expect(confirmLink).toContain("&type=email");
    await page.goto(confirmLink);
    await page.getByText("Your email has been confirmed.").waitFor();
    await page.waitForURL("**/login", { timeout: 10_000 });
    await page.getByText("Your email has been confirmed. You can now sign in.").waitFor();

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
    await page.getByText("Your password has been updated. Please sign in with your new password.").waitFor();

    await signIn(page, app.origin, email, password);
    await waitForText(page, "Invalid email or password. Please try again.");

    await signIn(page, app.origin, email, newPassword);
    await page.waitForURL("**/dashboard");
  } finally {
    await browser.close();
  }
});

it("signs the browser out cleanly when its session is revoked elsewhere", async () => {
  const email = `grace.${Date.now()}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${app.origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.origin },
      body: JSON.stringify(body),
    });
  const signup = await post("/api/auth/sign-up/email", {
    firstName: "Grace",
    lastName: "Hopper",
    email,
    password,
    confirmPassword: password,
    agreeToTerms: true,
  });
  expect(signup.status).toBe(200);
  const confirmToken = new URL(await mail.linkFor(email, "/auth/confirm?token_hash=")).searchParams.get(
    "token_hash",
  );
  expect((await fetch(`${app.origin}/api/auth/verify-email?token=${confirmToken}`)).status).toBe(200);

  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signIn(page, app.origin, email);
    await page.waitForURL("**/dashboard");

    // A password reset from another device ends every session of the account.
    const mailsBefore = mail.mails.length;
    expect(
      (await post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" })).status,
    ).toBe(200);
    const resetToken = new URL(
      await mail.linkFor(email, "/reset-password?token=", mailsBefore),
    ).searchParams.get("token");
    expect(
      (await post("/api/auth/reset-password", { newPassword: "An0ther!Pass", token: resetToken })).status,
    ).toBe(200);

    // The browser's next call finds the session gone: the move to another page below, or a
    // background refresh of the dashboard that gets there first. Either way it ends on the
    // sign-in page, and the menu may be gone before it is clicked.
    const viaMenu = (async () => {
      await page.getByRole("button", { name: "Account menu for Grace Hopper" }).click();
      await page.getByRole("menuitem", { name: "Profile & Settings" }).click();
    })();
    viaMenu.catch(() => {});
    await page.waitForURL("**/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    expect(await page.getByText("Something went wrong").count()).toBe(0);
  } finally {
    await browser.close();
  }
});
