// The browser extension through the production build: dist/extension loaded in Chromium with
// a profile signed in to JobTrail. Its options page points it at this JobTrail; a saved job
// page is served under its board's own host name (Chromium maps the name to a server on this
// machine, so no request leaves it); "Save to JobTrail" opens the add form filled from the
// page, and once saved, the page says the user applied.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Application } from "@/domain/application-schemas";
import { appliedLine } from "../../extension/src/messages";
import { accessibilityProblems, openBrowser, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();
const extension = path.resolve(import.meta.dirname, "../../dist/extension");
const pages = path.resolve(import.meta.dirname, "../../extension/test/pages");
const expected = JSON.parse(readFileSync(path.join(pages, "expected.json"), "utf8")) as Record<
  string,
  { url: string; company: string; jobTitle: string; descriptionIncludes: string[] }
>;
const job = expected.greenhouse!;
const jobUrl = new URL(job.url);

/** The part of the extension API the flow calls in the extension's background. */
type ExtensionTabs = {
  tabs: {
    query(filter: Record<string, never>): Promise<{ id?: number }[]>;
    sendMessage(tabId: number, message: unknown): Promise<unknown>;
  };
};

let site: Server;
let certificates: string;

beforeAll(async () => {
  // The board's page over HTTPS, as on the web; Chromium is told to accept this certificate.
  certificates = mkdtempSync(path.join(os.tmpdir(), "jobtrail-board-"));
  execFileSync(
    "openssl",
    // A P-256 key, made at once (an RSA key takes half a second of the run's time).
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
    ].concat(
      ["-subj", `/CN=${jobUrl.hostname}`],
      ["-keyout", path.join(certificates, "key.pem"), "-out", path.join(certificates, "cert.pem")],
    ),
    { stdio: "ignore" },
  );
  const page = readFileSync(path.join(pages, "greenhouse.html"));
  site = createServer(
    {
      key: readFileSync(path.join(certificates, "key.pem")),
      cert: readFileSync(path.join(certificates, "cert.pem")),
    },
    (request, response) => {
      if (request.url === jobUrl.pathname) response.writeHead(200, { "content-type": "text/html" }).end(page);
      else response.writeHead(404).end();
    },
  );
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
});
afterAll(() => {
  site?.close();
  rmSync(certificates, { recursive: true, force: true });
});

/** A node of the page's accessibility tree, closed shadow roots included (the page's scripts see none of them). */
async function accessibleNode(cdp: CDPSession, role: string, name: RegExp) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: {
        role?: { value: string };
        name?: { value: string };
        backendDOMNodeId?: number;
        ignored?: boolean;
      }[];
    };
    const found = nodes.find(
      (node) => !node.ignored && node.role?.value === role && name.test(node.name?.value ?? ""),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${role} named ${name} in the page`);
}

/** Clicks a node the accessibility tree found, where it is drawn. */
async function clickNode(page: Page, cdp: CDPSession, backendNodeId: number) {
  const { model } = (await cdp.send("DOM.getBoxModel", { backendNodeId })) as {
    model: { content: number[] };
  };
  const [x1, y1, , , x3, y3] = model.content as [number, number, number, number, number, number];
  await page.mouse.click((x1 + x3) / 2, (y1 + y3) / 2);
}

/** The text of the panel's status line, read through the accessibility tree. */
async function statusText(cdp: CDPSession, name: RegExp) {
  return (await accessibleNode(cdp, "StaticText", name)).name?.value;
}

it("saves a job page to JobTrail from its in-page button, and says so on the page once applied", async () => {
  const browser = await openBrowser({
    extension,
    args: [
      // The board's name to the server here, every other name to nowhere: no request leaves the machine.
      `--host-resolver-rules=MAP ${jobUrl.hostname} 127.0.0.1:${(site.address() as AddressInfo).port}, MAP * ~NOTFOUND, EXCLUDE localhost`,
      "--ignore-certificate-errors",
    ],
  });
  const { context, page } = browser;
  try {
    // The running JobTrail offers the same build for its users to load.
    const zip = await page.request.get(`${app.origin}/extension.zip`);
    expect(zip.status()).toBe(200);
    expect((await zip.body()).subarray(0, 2).toString()).toBe("PK");
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    const extensionId = new URL(worker.url()).hostname;
    await signUpToEmptyDashboard(page, app.origin);

    // The options page: this JobTrail's address, and the session of this browser to reach it.
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    const address = page.getByLabel("JobTrail address");
    await expect.poll(() => address.inputValue()).toBe("http://localhost:3000");
    await address.fill(`${app.origin}/`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("status").getByText("Saved.").waitFor();
    expect(await address.inputValue()).toBe(app.origin);
    await page.getByRole("button", { name: "Check the connection" }).click();
    await page
      .getByRole("status")
      .getByText(/^Connected to JobTrail as ada\./)
      .waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);

    // The board's page: the button, isolated in the page, saves what the page shows.
    await page.goto(job.url);
    const cdp = await context.newCDPSession(page);
    const button = await accessibleNode(cdp, "button", /^Save to JobTrail$/);
    // What the toolbar button has the page's script read: the same posting, asked for from the background.
    const read = await worker.evaluate(async () => {
      // The page's script answers in the one tab its site runs it in (tabs' addresses are not
      // the extension's to see).
      const { tabs } = (globalThis as unknown as { chrome: ExtensionTabs }).chrome;
      for (const tab of await tabs.query({}))
        try {
          return await tabs.sendMessage(tab.id!, { type: "read" });
        } catch {
          // No script of the extension in this tab.
        }
      return null;
    });
    expect(read).toMatchObject({
      company: job.company,
      jobTitle: job.jobTitle,
      url: job.url,
      source: "page",
    });
    const opened = context.waitForEvent("page");
    await clickNode(page, cdp, button.backendDOMNodeId!);
    const form = await opened;
    const dialog = form.getByRole("dialog", { name: "Add application" });
    await dialog.waitFor();
    await form.getByText("Filled from the posting: check the details before saving").waitFor();
    expect(await dialog.getByRole("textbox", { name: "Company", exact: true }).inputValue()).toBe(
      job.company,
    );
    expect(await dialog.getByLabel("Job title").inputValue()).toBe(job.jobTitle);
    expect(await dialog.getByLabel("Job URL").inputValue()).toBe(job.url);
    expect(new URL(form.url()).hash).toBe("");
    await dialog.getByRole("button", { name: "Add Application" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Found through the API, with the posting's text kept.
    const list = (await (await form.request.get(`${app.origin}/api/applications`)).json()) as {
      items: Application[];
    };
    const saved = list.items.find((item) => item.jobTitle === job.jobTitle);
    expect(saved).toMatchObject({ company: job.company, jobUrl: job.url });
    const kept = (await (
      await form.request.get(`${app.origin}/api/applications/${saved!.id}/posting`)
    ).json()) as {
      posting: { text: string; url: string };
    };
    expect(kept.posting.url).toBe(job.url);
    for (const phrase of job.descriptionIncludes)
      expect(kept.posting.text.replace(/\s+/g, " ")).toContain(phrase);

    // The same page again: the user applied, and the page says when and where it stands.
    await page.reload();
    const line = appliedLine({ applicationDate: saved!.applicationDate, status: saved!.status });
    expect(await statusText(cdp, new RegExp(`^${line}$`))).toBe(line);

    // Closed with ×, it is gone from the page until the page is opened again.
    await clickNode(
      page,
      cdp,
      (await accessibleNode(cdp, "button", /^Hide the JobTrail button on this page$/)).backendDOMNodeId!,
    );
    await expect
      .poll(async () => {
        const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
          nodes: { name?: { value: string } }[];
        };
        return nodes.some((node) => node.name?.value === "Save to JobTrail");
      })
      .toBe(false);

    // Off on this board in the options: the page shows no button (the toolbar's still saves).
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await options.getByRole("checkbox", { name: "Greenhouse" }).uncheck();
    await options.getByRole("button", { name: "Save", exact: true }).click();
    await options.getByRole("status").getByText("Saved.").waitFor();
    await page.reload();
    await page.waitForTimeout(2_000);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { name?: { value: string } }[];
    };
    expect(nodes.some((node) => node.name?.value === job.jobTitle)).toBe(true);
    expect(nodes.some((node) => node.name?.value === "Save to JobTrail")).toBe(false);
  } finally {
    await browser.close();
  }
});
