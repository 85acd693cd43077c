// The contact form through the production build while the mail server is down: the visitor
// is told the message was sent, and support gets it once the mail server is back.
import { afterAll, beforeAll, expect, it } from "vitest";
import { accessibilityProblems, openBrowser, startMailServer } from "./fixtures";
import { startOwnServer } from "./shared-server";

let mail: Awaited<ReturnType<typeof startMailServer>>;
let app: Awaited<ReturnType<typeof startOwnServer>>;

beforeAll(async () => {
  mail = await startMailServer();
  // Retries a second after the first failure, then 2, 4, 8 ... s: the mail server comes back
  // within seconds here, not the minutes a deployment waits.
  app = await startOwnServer({ SMTP_URL: mail.url, MAIL_RETRY_SECONDS: "1" });
});
afterAll(async () => {
  await app?.close();
  await mail?.close();
});

it("tells a visitor the message is sent while the mail server is down, and mails it once it is back", async () => {
  const { port } = mail;
  await mail.close();
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await page.goto(`${app.origin}/contact`);
    const form = page.getByRole("form", { name: "Contact us" });
    await form.waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);

    const text = `The board forgets my column order (${Date.now()}).`;
    await form.getByLabel("Name").fill("Grace Hopper");
    await form.getByLabel("Email").fill("grace@example.com");
    await form.getByLabel("Category").selectOption("bug");
    await form.getByLabel("Subject").fill("Board column order");
    await form.getByLabel("Message").fill(text);
    await form.getByRole("button", { name: "Send Message" }).click();

    await page.getByRole("status").filter({ hasText: "Message Sent Successfully!" }).waitFor();
    // A visitor has no dashboard to go back to.
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Return to Dashboard" }).count()).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);

    mail = await startMailServer({ port });
    const received = await mail.mailTo("support@jobtrail.local", text, 60);
    expect(received.text).toContain("Subject: [Bug] Board column order");
    expect(received.text).toContain("Reply-To: grace@example.com");
    expect(mail.mails.filter((m) => m.text.includes(text))).toHaveLength(1);
  } finally {
    await browser.close();
  }
});
