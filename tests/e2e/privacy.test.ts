// The user's own corner through the production build: the cookie banner on a first visit,
// the profile with its picture cropped in the browser, a passphrase-protected data export
// announced by mail, and deleting the account.
import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { TextWriter, Uint8ArrayReader, ZipReader } from "@zip.js/zip.js";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  accessibilityProblems,
  openBrowser,
  password,
  signIn,
  signUpToEmptyDashboard,
  startMailServer,
} from "./fixtures";
import { startOwnServer } from "./shared-server";

let mail: Awaited<ReturnType<typeof startMailServer>>;
let app: Awaited<ReturnType<typeof startOwnServer>>;

beforeAll(async () => {
  mail = await startMailServer();
  app = await startOwnServer({ SMTP_URL: mail.url, REQUIRE_EMAIL_VERIFICATION: "false" });
});
afterAll(async () => {
  await app?.close();
  await mail?.close();
});

it("asks about cookies on a first visit, and remembers the answer", async () => {
  const browser = await openBrowser({ answeredCookies: false });
  const { page } = browser;
  try {
    await page.goto(`${app.origin}/features`);
    const banner = page.getByRole("region", { name: "Cookies on JobTrail" });
    await banner.waitFor();
    await banner.getByText("This site runs no analytics or marketing cookies.").waitFor();
    expect(await accessibilityProblems(page, "section[aria-labelledby]")).toEqual([]);

    await banner.getByRole("button", { name: "Customize" }).click();
    const choices = page.getByRole("region", { name: "Choose your cookies" });
    expect(await choices.getByRole("switch", { name: "Essential" }).isDisabled()).toBe(true);
    expect(await choices.getByRole("switch", { name: "Analytics" }).isDisabled()).toBe(true);
    await choices.getByRole("switch", { name: "Functional" }).click();
    // Back keeps what was switched, as a visitor expects coming back to it.
    await choices.getByRole("button", { name: "Back" }).click();
    await banner.getByRole("button", { name: "Customize" }).click();
    expect(await choices.getByRole("switch", { name: "Functional" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    await choices.getByRole("button", { name: "Save Preferences" }).click();
    await choices.waitFor({ state: "hidden" });
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem("jobtrail.cookie-preferences")))!),
    ).toEqual({
      essential: true,
      functional: true,
      analytics: false,
      marketing: false,
    });

    await page.reload();
    await page.waitForTimeout(1500);
    expect(await page.getByRole("region", { name: "Cookies on JobTrail" }).count()).toBe(0);

    // The policies say what is stored, and read as well as the rest.
    for (const [path, heading] of [
      ["/cookie-policy", "Everything JobTrail keeps in your browser"],
      ["/privacy-policy", "Your rights"],
    ]) {
      await page.goto(`${app.origin}${path}`);
      await page.getByRole("heading", { name: heading }).waitFor();
      expect(await accessibilityProblems(page), path).toEqual([]);
    }
  } finally {
    await browser.close();
  }
});

it("edits the profile and its picture, exports the data with a passphrase, and deletes the account", async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), "jobtrail-privacy-"));
  const photo = path.join(folder, "me.jpg");
  await sharp({ create: { width: 800, height: 600, channels: 3, background: "#355691" } })
    .jpeg()
    .toFile(photo);

  const browser = await openBrowser();
  const { page } = browser;
  try {
    const email = await signUpToEmptyDashboard(page, app.origin);
    await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).click();
    await page.getByRole("menuitem", { name: "Profile & Settings" }).click();
    await page.waitForURL("**/profile");

    // The name, with the signup rules; the header follows.
    const details = page.getByRole("form", { name: "Personal details" });
    await details.getByLabel("First name").fill("A");
    await details.getByRole("button", { name: "Save changes" }).click();
    await details.getByText("First name must be at least 2 characters").waitFor();
    await details.getByLabel("First name").fill("Augusta");
    await details.getByLabel("Job title").fill("Analyst");
    await details.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Profile updated").first().waitFor();
    await page.getByRole("button", { name: "Account menu for Augusta Lovelace" }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);

    // A photo, cropped here and sent as 256x256.
    await page.getByRole("button", { name: "Change profile picture" }).click();
    const dialog = page.getByRole("dialog", { name: "Profile picture" });
    await dialog.getByLabel("Choose a photo").setInputFiles(photo);
    await dialog.getByRole("img", { name: "me.jpg, to crop" }).waitFor();
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Avatar updated").first().waitFor();
    await dialog.waitFor({ state: "hidden" });
    const picture = page.getByRole("img", { name: "Augusta Lovelace" }).first();
    await expect.poll(() => picture.getAttribute("src")).toMatch(/^\/api\/files\//);
    const stored = await page.evaluate(
      async (src) => {
        const response = await fetch(src!);
        return {
          type: response.headers.get("content-type"),
          size: (await response.arrayBuffer()).byteLength,
        };
      },
      await picture.getAttribute("src"),
    );
    expect(stored.type).toBe("image/webp");

    // A colour instead: the photo goes, the initials show on the chosen colour.
    await page.getByRole("button", { name: "Change profile picture" }).click();
    await dialog.getByRole("tab", { name: "Choose Color" }).click();
    await dialog.getByRole("radio", { name: "#10B981" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Avatar color updated").first().waitFor();
    await page.getByRole("button", { name: "Change profile picture" }).click();
    expect(await dialog.getByRole("button", { name: "Remove" }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // The data export, protected by a passphrase, announced by mail.
    await page.goto(`${app.origin}/privacy-settings`);
    await page.getByRole("region", { name: "Signed-in devices" }).getByText("This device").waitFor();
    await page.getByLabel("Protect the zip with a passphrase").click();
    await page.getByLabel("Passphrase", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Request export" }).click();
    await page.getByText("A passphrase needs at least 8 characters").waitFor();
    await page.getByLabel("Passphrase", { exact: true }).fill("correct horse battery");
    await page.getByRole("button", { name: "Request export" }).click();
    const download = page.getByRole("link", { name: /^Download the export of/ });
    await download.waitFor({ timeout: 30_000 });
    expect(await mail.linkFor(email, "/privacy-settings")).toBe(`${app.origin}/privacy-settings`);
    expect(await accessibilityProblems(page)).toEqual([]);
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^jobtrail-export-\d{4}-\d\d-\d\d\.zip$/);
    const zip = new ZipReader(new Uint8ArrayReader(readFileSync((await file.path())!)), {
      password: "correct horse battery",
    });
    const profile = (await zip.getEntries()).find((entry) => entry.filename === "profile.json");
    if (!profile || profile.directory) throw new Error("no profile.json in the export");
    expect(JSON.parse(await profile.getData(new TextWriter())).profile.firstName).toBe("Augusta");
    await zip.close();

    // Deleting: the password and the typed email, then nothing is left to sign in to.
    await page.getByRole("button", { name: "Delete account..." }).click();
    const confirm = page.getByRole("dialog", { name: "Delete your account?" });
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await confirm.getByLabel("Your password").fill(password);
    await confirm.getByLabel("Type your email address to confirm").fill("someone@example.com");
    await confirm.getByRole("button", { name: "Delete my account" }).click();
    await confirm.getByText("Type the email address of this account to confirm").waitFor();
    await confirm.getByLabel("Type your email address to confirm").fill(email);
    await confirm.getByRole("button", { name: "Delete my account" }).click();
    // A page says what went, for good.
    await page.waitForURL(`${app.origin}/goodbye`);
    await page.getByRole("heading", { name: "Account deleted" }).waitFor();
    await page.getByText("Your account and everything in it has been deleted.").waitFor();
    expect(await accessibilityProblems(page, "main")).toEqual([]);
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await page.waitForURL(`${app.origin}/`);

    await signIn(page, app.origin, email);
    await page.getByText("Invalid email or password. Please try again.").first().waitFor();
  } finally {
    await browser.close();
  }
});

it("loads a deployment's analytics script only after the visitor allows it", async () => {
  // The analytics service: another origin, so the page's security policy decides.
  const analytics = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/javascript" });
    response.end("window.analyticsRan = (window.analyticsRan || 0) + 1;");
  });
  await new Promise<void>((resolve) => analytics.listen(0, "127.0.0.1", resolve));
  const scriptUrl = `http://127.0.0.1:${(analytics.address() as AddressInfo).port}/script.js`;
  const site = await startOwnServer({
    ANALYTICS_SCRIPT_URL: scriptUrl,
    ANALYTICS_SCRIPT_ATTRIBUTES: "data-domain=jobs.example.com",
  });
  const browser = await openBrowser({ answeredCookies: false });
  const { page } = browser;
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  try {
    await page.goto(`${site.origin}/about`);
    const banner = page.getByRole("region", { name: "Cookies on JobTrail" });
    await banner.getByText("Analytics by 127.0.0.1", { exact: false }).waitFor();
    expect(await page.evaluate(() => "analyticsRan" in window)).toBe(false);

    await banner.getByRole("button", { name: "Accept All" }).click();
    await page.reload();
    await expect.poll(() => page.evaluate(() => (window as { analyticsRan?: number }).analyticsRan)).toBe(1);
    expect(await page.locator("script[data-jobtrail-analytics]").getAttribute("data-domain")).toBe(
      "jobs.example.com",
    );

    // Withdrawn: from the next page on, the script neither loads nor may load.
    await page.evaluate(() => {
      localStorage.setItem(
        "jobtrail.cookie-preferences",
        JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }),
      );
      // biome-ignore lint/suspicious/noDocumentCookie: the test takes consent back as the app does
      document.cookie = "jobtrail-analytics=granted; Path=/; Max-Age=0";
    });
    await page.reload();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => "analyticsRan" in window)).toBe(false);
    expect(blocked).toEqual([]);
  } finally {
    await browser.close();
    await site.close();
    await new Promise((resolve) => analytics.close(resolve));
  }
});
