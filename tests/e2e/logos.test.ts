// A company's logo through the production build: a website typed in the dialog, the logo
// found by the server on a local test site in the background, shown in the table.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openBrowser, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

// The shared server reads pages on this machine, where the test site is.
const app = sharedApp();
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  const icon = await sharp({ create: { width: 96, height: 96, channels: 4, background: "#3a86ff" } })
    .png()
    .toBuffer();
  site = createServer((request, response) => {
    if (request.url === "/")
      response
        .writeHead(200, { "content-type": "text/html" })
        .end('<html><head><link rel="icon" sizes="96x96" href="/brand/icon.png"></head></html>');
    else if (request.url === "/brand/icon.png")
      response.writeHead(200, { "content-type": "image/png" }).end(icon);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site?.close();
});

it("shows the logo the server found on the company's website", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);
    await page.locator("body").press("n");
    const dialog = page.getByRole("dialog", { name: "Add application" });
    await dialog.getByRole("textbox", { name: "Company", exact: true }).fill("Blue Corp");
    await dialog.getByLabel("Job title").fill("Engineer");
    await dialog.getByLabel("Company website").fill(siteUrl);
    await dialog.getByRole("button", { name: "Add Application" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Found in the background: it shows once the list is read again.
    const row = page.getByRole("row").filter({ hasText: "Blue Corp" });
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.waitFor();
          return row.locator("img").count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const logo = row.locator("img");
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(128);
  } finally {
    await browser.close();
  }
});
