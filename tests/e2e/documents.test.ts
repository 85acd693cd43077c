// Documents through the production build: a resume attached while adding an application,
// downloaded back byte for byte, sent again from the library with a second application,
// and a program disguised as a PDF refused with the reason.
import { readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { accessibilityProblems, openBrowser, signUpToEmptyDashboard } from "./fixtures";
import { sharedApp } from "./shared-server";

const app = sharedApp();

/** A real, if small, PDF: what a resume exported from a word processor begins like. */
const resumeBytes = Buffer.concat([
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n",
  ),
  Buffer.alloc(300 * 1024, 0x20),
  Buffer.from("trailer<</Root 1 0 R>>\n%%EOF\n"),
]);

it("attaches a resume while adding an application, downloads it back, and sends it again from the library", async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), "jobtrail-documents-"));
  const resume = path.join(folder, "Ada Lovelace - Resume.pdf");
  const disguised = path.join(folder, "portfolio.pdf");
  await writeFile(resume, resumeBytes);
  await writeFile(disguised, Buffer.concat([Buffer.from("MZ"), Buffer.alloc(512)]));

  const browser = await openBrowser();
  const { page } = browser;
  try {
    await signUpToEmptyDashboard(page, app.origin);

    // Adding: the file waits in the dialog, with its kind guessed from its name.
    await page.locator("body").press("n");
    const dialog = page.getByRole("dialog", { name: "Add application" });
    await dialog.getByRole("textbox", { name: "Company", exact: true }).fill("Acme");
    await dialog.getByLabel("Job title").fill("Backend Engineer");
    await dialog.getByLabel("Choose files to attach").setInputFiles([resume]);
    const documents = dialog.getByRole("list", { name: "Documents of this application" });
    await expect
      .poll(() => documents.getByLabel("Kind of Ada Lovelace - Resume.pdf").inputValue())
      .toBe("resume");
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole("button", { name: "Add Application" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Editing: the resume is attached, and downloads as the same bytes under its name.
    await page.getByRole("button", { name: "Edit application at Acme" }).first().click();
    const edit = page.getByRole("dialog", { name: "Edit application" });
    const attached = edit.getByRole("link", { name: "Ada Lovelace - Resume.pdf" });
    await attached.waitFor();
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent("download"), attached.click()]);
    expect(download.suggestedFilename()).toBe("Ada Lovelace - Resume.pdf");
    expect(readFileSync((await download.path())!).equals(resumeBytes)).toBe(true);

    // A program named .pdf is refused with the reason, and nothing is attached.
    await edit.getByLabel("Choose files to attach").setInputFiles([disguised]);
    await edit
      .getByText("Invalid file type. Allowed types: PDF, DOC, DOCX, ODT, RTF, TXT, PNG, JPEG")
      .first()
      .waitFor();
    await edit.getByRole("button", { name: "Remove portfolio.pdf" }).click();
    await edit.getByRole("button", { name: "Cancel" }).click();
    await edit.waitFor({ state: "hidden" });

    // A second application gets the same resume from the library.
    await page.locator("body").press("n");
    const second = page.getByRole("dialog", { name: "Add application" });
    await second.getByRole("textbox", { name: "Company", exact: true }).fill("Globex");
    await second.getByLabel("Job title").fill("Platform Engineer");
    await second.getByRole("button", { name: "From your library" }).click();
    await page
      .getByRole("list", { name: "Your documents" })
      .getByRole("button", { name: /Ada Lovelace - Resume\.pdf/ })
      .click();
    await second
      .getByRole("list", { name: "Documents of this application" })
      .getByText("From your library")
      .waitFor();
    await second.getByRole("button", { name: "Add Application" }).click();
    await second.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Edit application at Globex" }).first().click();
    const globex = page.getByRole("dialog", { name: "Edit application" });
    await globex.getByText(/also with 1 other application/).waitFor();
    await globex.getByRole("button", { name: "Cancel" }).click();
  } finally {
    await browser.close();
  }
});
