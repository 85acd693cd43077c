// Small fixtures for the browser flows: a real SMTP server, the production server on a
// fresh data folder, and Debian's Chromium driven by playwright-core.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string; raw: string; text: string };

/** Quoted-printable bodies: undo soft line breaks and escaped bytes before reading links. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startMailServer() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        mails.push({ to, raw, text: decodeQuotedPrintable(raw) });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** Waits for a mail to `to` containing a link with `pathPart`, and returns that link. */
  async function linkFor(to: string, pathPart: string, after = 0): Promise<string> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      for (const mail of mails.slice(after)) {
        if (!mail.to.includes(to)) continue;
        const link = mail.text.match(
          new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/?]/g, "\\$&")}[^\\s"<>]*`),
        );
        if (link) return link[0].replace(/&amp;/g, "&");
      }
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 500);
      });
    }
    throw new Error(`no mail to ${to} with ${pathPart}`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    linkFor,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A port nothing listens on now, from the system: a random pick could land on a busy one. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startAppServer(settings: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-e2e-"));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: origin,
      LOG_LEVEL: "warn",
      ...settings,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error("the server exited at start");
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    /** The server's process, for a bench that watches its memory. */
    pid: child.pid,
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh Chromium profile. Its visitor has already answered the cookie banner (essential
 * only), so the banner covers nothing in flows about other things; `answeredCookies: false`
 * opens it as a first visit.
 */
export async function openBrowser({ answeredCookies = true }: { answeredCookies?: boolean } = {}): Promise<{
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "jobtrail-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  if (answeredCookies) {
    await context.addInitScript(() => {
      if (localStorage.getItem("jobtrail.cookie-preferences")) return;
      localStorage.setItem(
        "jobtrail.cookie-preferences",
        JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }),
      );
      localStorage.setItem("jobtrail.cookie-consent-timestamp", new Date().toISOString());
    });
  }
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Refused by the security policy: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Anything the page's security policy refused is a bug of ours (or a library we must
  // configure). The browser tells the page through an event; the page tells the console.
  page.on("console", (message) => {
    if (message.text().startsWith("Refused by the security policy:")) errors.push(message.text());
  });
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (errors.length > 0)
        throw new Error(`Uncaught errors or refused content in the page:\n${errors.join("\n")}`);
    },
  };
}

export const password = "Str0ng!Passw0rd";

export async function signUp(
  page: Page,
  origin: string,
  user: { firstName: string; lastName: string; email: string },
) {
  await page.goto(`${origin}/signup`);
  await page.getByLabel("First name").fill(user.firstName);
  await page.getByLabel("Last name").fill(user.lastName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
}

/**
 * A new account on a server whose email verification is off, signed in on its empty
 * dashboard. Returns the address it signed up with.
 */
export async function signUpToEmptyDashboard(page: Page, origin: string): Promise<string> {
  const email = `ada.${Date.now()}@example.com`;
  await signUp(page, origin, { firstName: "Ada", lastName: "Lovelace", email });
  await page.waitForURL("**/dashboard");
  await page.getByRole("region", { name: "No applications yet" }).waitFor();
  return email;
}

export async function signIn(page: Page, origin: string, email: string, secret = password) {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

export type NewApplication = { company: string; jobTitle: string; status?: string; source?: string };

/** Adds an application through the dialog, opened with the N shortcut and saved with Ctrl+Enter. */
export async function addApplication(page: Page, application: NewApplication) {
  await page.locator("body").press("n");
  const dialog = page.getByRole("dialog", { name: "Add application" });
  await dialog.getByRole("textbox", { name: "Company", exact: true }).fill(application.company);
  await dialog.getByLabel("Job title").fill(application.jobTitle);
  if (application.status)
    await dialog.getByRole("combobox", { name: "Status" }).selectOption(application.status);
  if (application.source) await dialog.getByLabel("Source").fill(application.source);
  await dialog.getByLabel("Job title").press("Control+Enter");
  try {
    await dialog.waitFor({ state: "hidden" });
  } catch (error) {
    // Still open: say what the dialog shows (a refusal, a field's message) rather than only "timeout".
    throw new Error(`The add dialog did not close. It shows:\n${await dialog.textContent()}`, {
      cause: error,
    });
  }
}

/**
 * The accessibility problems axe-core finds in the page (or in `selector`), against WCAG 2.1
 * A and AA, as one line each so a failing test says what and where.
 */
export async function accessibilityProblems(page: Page, selector?: string): Promise<string[]> {
  // Colours half-way through a fade-in are not the page's colours: let entrances finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (selector) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(" ")}`),
  );
}
