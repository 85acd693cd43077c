// Small fixtures for the browser flows: a real SMTP server, the production server on a
// fresh data folder, and Debian's Chromium driven by playwright-core.
export { startMailServer } from "../../src/server/testing/mail-server";

import { randomInt, randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { signupBody, strongPassword } from "../../src/server/testing/accounts";
import { freePort, startServerProcess, waitUntilServing } from "../../src/server/testing/processes";

/**
 * The production server on a fresh data folder. `port` reuses an origin (a second build
 * served where the first was, for a service worker that must see it as the same site);
 * `copyOf` starts it on a copy of a data folder another server has already migrated, which
 * starts in half the time of a new one.
 */
export async function startAppServer(
  settings: Record<string, string> = {},
  options: { port?: number; copyOf?: string } = {},
) {
  // A folder of its own unless the settings name one (a bench's seeded database).
  const ownDataDir = settings.DATA_DIR ? undefined : mkdtempSync(path.join(os.tmpdir(), "jobtrail-e2e-"));
  if (ownDataDir && options.copyOf) cpSync(options.copyOf, ownDataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const origin = `http://localhost:${port}`;
  const server = startServerProcess(
    { APP_URL: origin, LOG_LEVEL: "warn", ...settings },
    settings.DATA_DIR ?? ownDataDir!,
    port,
    { echo: true },
  );
  await waitUntilServing(origin, server);
  return {
    origin,
    port,
    /** The server's process, for a bench that watches its memory. */
    pid: server.child.pid,
    async close() {
      server.child.kill("SIGTERM");
      await server.exited;
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's chromium, or the one CHROMIUM_PATH names. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless, sandbox-free, and quiet: no first-run pages, updates, sync or background calls. */
export const chromiumSwitches = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Resolves once the app runs the whole page: drawn from the empty shell, or taken over
 * (hydrated) from the HTML made at build. A public page shows before its scripts have run,
 * and a click on a part not yet taken over does nothing (a checkbox stays unticked), as for
 * a person on a slow network. React marks each element it has taken over; the page is the
 * app's once every element in the root is marked. A public page shown to a visitor with no
 * session runs without the app: it is ready once its own script is.
 */
export async function appRunning(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    // A public page shown without the app marks when its own script is ready.
    if (root?.hasAttribute("data-static")) return root.getAttribute("data-static") === "ready";
    // No named function in here: the bench runs this file through a compiler that would wrap
    // one in a helper the page does not have.
    return (
      root?.firstElementChild != null &&
      Array.from(root.querySelectorAll("*")).every((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
      )
    );
  });
}

/** Whether a page is the app's: served from this machine (a job site's page is mapped here under its own name). */
const isAppPage = (page: Page) => ["localhost", "127.0.0.1"].includes(new URL(page.url()).hostname);

/** Makes the page's goto and reload wait for the app too, so no flow acts before it runs. */
function awaitAppOnLoads(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (isAppPage(page)) await appRunning(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (isAppPage(page)) await appRunning(page);
    return response;
  };
}

/**
 * A fresh Chromium profile. Its visitor has already answered the cookie banner (essential
 * only), so the banner covers nothing in flows about other things; `answeredCookies: false`
 * opens it as a first visit. The service worker is blocked unless `serviceWorker` asks for
 * it: installing it makes each fresh profile download and store the whole app again (about
 * a tenth of a flow's work), and what it does is the offline and update flows' to prove.
 */
export async function openBrowser({
  answeredCookies = true,
  functionalStorage = false,
  serviceWorker = false,
  args = [],
  extension,
}: {
  answeredCookies?: boolean;
  /** With the cookie choice answered: whether it allows functional storage (the local copy). */
  functionalStorage?: boolean;
  /** Whether the app's service worker may install (offline use, the update notice). */
  serviceWorker?: boolean;
  /** More Chromium switches, e.g. to play a device without a mouse. */
  args?: string[];
  /** An unpacked browser extension to load (Playwright's switches turn extensions off). */
  extension?: string;
} = {}): Promise<{
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "jobtrail-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1280, height: 900 },
    serviceWorkers: serviceWorker ? "allow" : "block",
    // Each browser is a visitor from an address of its own, as a proxy in front of the
    // server names it (a server that trusts no proxy ignores it). Flows run side by side in
    // several processes, so the address is drawn, not counted.
    extraHTTPHeaders: {
      "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    },
    args: [
      ...chromiumSwitches,
      ...args,
      ...(extension ? [`--disable-extensions-except=${extension}`, `--load-extension=${extension}`] : []),
    ],
    ...(extension ? { ignoreDefaultArgs: ["--disable-extensions"] } : {}),
  });
  if (answeredCookies) {
    await context.addInitScript((functional) => {
      // Only the app's own page: a sandboxed frame (a mail drawn in the inbox) has no storage.
      if (window !== window.top) return;
      if (localStorage.getItem("jobtrail.cookie-preferences")) return;
      localStorage.setItem(
        "jobtrail.cookie-preferences",
        JSON.stringify({ essential: true, functional, analytics: false, marketing: false }),
      );
      localStorage.setItem("jobtrail.cookie-consent-timestamp", new Date().toISOString());
    }, functionalStorage);
  }
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Refused by the security policy: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const first = context.pages()[0];
  if (first) awaitAppOnLoads(first);
  context.on("page", awaitAppOnLoads);
  const page = first ?? (await context.newPage());
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${error.message} (on ${page.url()})`));
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

export const password = strongPassword;

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
  // Pressed before the form's script has taken the page over, the box is ticked once it has
  // (not at once): wait for the tick a person would see, not for the press to change it.
  await page.getByRole("checkbox").click();
  await page.getByRole("checkbox", { checked: true }).waitFor();
  await page.getByRole("button", { name: "Create account" }).click();
}

/**
 * A new account on a server whose email verification is off, signed up through the API in
 * the page's browser (which keeps its session), then on its empty dashboard. Signing up
 * through the form is the accounts flow's to prove. Returns the address it signed up with.
 */
export async function signUpToEmptyDashboard(
  page: Page,
  origin: string,
  name: { firstName: string; lastName: string } = { firstName: "Ada", lastName: "Lovelace" },
): Promise<string> {
  const email = `${name.firstName.toLowerCase()}.${randomUUID()}@example.com`;
  const response = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: signupBody(email, name),
    headers: { origin },
  });
  if (!response.ok()) throw new Error(`sign-up answered ${response.status()}: ${await response.text()}`);
  await page.goto(`${origin}/dashboard`);
  await page.getByRole("region", { name: "No applications yet" }).waitFor();
  return email;
}

export async function signIn(page: Page, origin: string, email: string, secret = password) {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/**
 * Holds back the requests for the scripts `url` matches until the returned `release` is
 * called: what a visitor does before those scripts arrive, on a page drawn without them.
 */
export async function holdScripts(page: Page, url: Parameters<Page["route"]>[0]): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits for `text` on the page. A timeout says what the page shows instead (its address, its
 * alerts, statuses and field messages) rather than only that the wait ran out.
 */
export async function waitForText(page: Page, text: string) {
  try {
    await page.getByText(text).waitFor();
  } catch (error) {
    const shown = await page
      .locator('[role="alert"], [role="status"], [id$="-error"]')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`"${text}" did not show on ${page.url()}; the page shows: ${JSON.stringify(shown)}`, {
      cause: error,
    });
  }
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
    // Still open: say what the dialog shows (a refusal, a field's message) and what its
    // fields hold, rather than only "timeout".
    const fields = await dialog
      .locator("input")
      .evaluateAll((inputs) =>
        (inputs as HTMLInputElement[])
          .filter((input) => input.value)
          .map((input) => `${input.id}=${input.value}`),
      );
    throw new Error(
      `The add dialog did not close. It shows:\n${await dialog.textContent()}\nIts fields: ${fields.join(", ")}`,
      {
        cause: error,
      },
    );
  }
}

/** Saves applications through the API the app itself calls, as the signed-in page; then reloads it. */
export async function saveApplications(page: Page, applications: Record<string, unknown>[]) {
  await page.evaluate(async (list) => {
    for (const application of list) {
      const response = await fetch("/api/applications", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(application),
      });
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    }
  }, applications);
  await page.reload();
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
