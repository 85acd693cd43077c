import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { proofMessages } from "@/domain/proof-report";
import { pdfPages } from "../../testing/pdf";
import { addApplication, answered, describeOnEachDatabase, newAccount } from "../../testing/server-kit";

/**
 * The PDF as a reader sees it: each page drawn to a PNG (poppler's pdftoppm), and the text
 * read back from the pictures (tesseract). What the text layer claims does not count.
 */
function readPagesAsImages(pdf: Buffer): string[] {
  const folder = mkdtempSync(path.join(os.tmpdir(), "jobtrail-proof-"));
  try {
    writeFileSync(path.join(folder, "proof.pdf"), pdf);
    execFileSync("pdftoppm", ["-r", "200", "-png", "proof.pdf", "page"], { cwd: folder });
    return readdirSync(folder)
      .filter((name) => name.endsWith(".png"))
      .sort()
      .map((name) => execFileSync("tesseract", [name, "-", "--psm", "4"], { cwd: folder, encoding: "utf8" }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * OCR's spacing aside; and in a sans-serif font a capital I and a bar are one glyph, so the
 * reader's bars are read as the I they are.
 */
const squeezed = (text: string) => text.replace(/\s+/g, " ").replace(/\|/g, "I");

describeOnEachDatabase("proof of applications", (server) => {
  it("lists the period's applications with their changes and contact, under the applicant's name, with a line to sign", async () => {
    const { jar } = await newAccount(server, "proof@example.com");
    await addApplication(server, jar, {
      company: "Globex",
      jobTitle: "Platform Engineer",
      applicationDate: "2026-10-05",
      source: "LinkedIn",
      contactName: "Ana Ruiz",
      contactEmail: "ana@globex.example",
    });
    const moved = await addApplication(server, jar, {
      company: "Initech",
      jobTitle: "Data Analyst",
      applicationDate: "2026-10-12",
    });
    await answered(
      server.api(jar).applications[":id"].$patch({
        param: { id: moved.id },
        json: { status: "Rejected", statusDate: "2026-10-20" },
      }),
      200,
    );
    // Outside the period: left out.
    await addApplication(server, jar, {
      company: "Umbrella",
      jobTitle: "Chemist",
      applicationDate: "2026-09-30",
    });

    const october = { from: "2026-10-01", to: "2026-10-31" };
    const response = await server.api(jar).reports.proof.$get({ query: { ...october, format: "pdf" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="jobtrail-proof-of-applications-2026-10-01-to-2026-10-31.pdf"',
    );
    const pages = readPagesAsImages(Buffer.from(await response.arrayBuffer()));
    expect(pages).toHaveLength(1);
    const text = squeezed(pages[0]!);
    for (const expected of [
      "Proof of job applications",
      "Name: Ada Lovelace",
      "Period: 2026-10-01 to 2026-10-31",
      "1. 2026-10-05 Globex",
      "Position: Platform Engineer",
      "Source: LinkedIn",
      "Contact: Ana Ruiz, ana@globex.example",
      "Status: Applied 2026-10-05",
      "2. 2026-10-12 Initech",
      "Status: Applied 2026-10-12; Rejected 2026-10-20",
      "Applications in the period: 2",
      "I confirm that I sent the applications listed above on the dates shown.",
      "Signature",
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain("Umbrella");

    const csv = await server.api(jar).reports.proof.$get({ query: { ...october, format: "csv" } });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await csv.text()).replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Date applied,Company,Position,Source,Contact,Status changes",
      '2026-10-05,Globex,Platform Engineer,LinkedIn,"Ana Ruiz, ana@globex.example",Applied 2026-10-05',
      "2026-10-12,Initech,Data Analyst,,,Applied 2026-10-12; Rejected 2026-10-20",
      "",
    ]);
  });

  it("runs onto more pages with each page numbered, and reads only the user's own", async () => {
    const { jar } = await newAccount(server, "proof-long@example.com");
    const other = await newAccount(server, "proof-other@example.com");
    await addApplication(server, other.jar, { company: "Not Mine", applicationDate: "2026-10-02" });
    for (let day = 1; day <= 24; day++)
      await addApplication(server, jar, {
        company: `Company ${day}`,
        applicationDate: `2026-10-${String(day).padStart(2, "0")}`,
        contactName: "A Recruiter",
        source: "Referral",
      });
    const response = await server
      .api(jar)
      .reports.proof.$get({ query: { from: "2026-10-01", to: "2026-10-31" } });
    // The text layer: what a reader sees is the first test's to read off the pictures, and
    // reading every page of a long report as pictures takes half a minute.
    const pages = pdfPages(Buffer.from(await response.arrayBuffer())).map(squeezed);
    expect(pages.length).toBeGreaterThan(1);
    for (const [index, page] of pages.entries())
      expect(page).toContain(`page ${index + 1} of ${pages.length}`);
    expect(pages.join(" ")).toContain("Applications in the period: 24");
    expect(pages.join(" ")).not.toContain("Not Mine");
  });

  it("writes names in any script as they are spelled, in fonts it embeds", async () => {
    const { jar } = await newAccount(server, "proof-scripts@example.com", {
      firstName: "Łukasz",
      lastName: "Wiśniewski",
    });
    const written = [
      { company: "Türk Telekom", contactName: "Gülşen Yıldız" },
      { company: "Αθηναϊκή Ζυθοποιία", contactName: "Γιώργος Παπαδόπουλος" },
      { company: "Яндекс", contactName: "Дмитрий Иванов" },
      { company: "腾讯科技", contactName: "王小明" },
      { company: "카카오", contactName: "김민준" },
    ];
    for (const [index, fields] of written.entries())
      await addApplication(server, jar, { ...fields, applicationDate: `2026-10-0${index + 1}` });
    const response = await server
      .api(jar)
      .reports.proof.$get({ query: { from: "2026-10-01", to: "2026-10-31", format: "pdf" } });
    // How each script draws is read back from pictures in the fonts' own test; here, that the
    // proof carries every name in them.
    const text = pdfPages(Buffer.from(await response.arrayBuffer())).join("\n");
    expect(text).toContain("Name: Łukasz Wiśniewski");
    for (const { company, contactName } of written) {
      expect(text).toContain(company);
      expect(text).toContain(`Contact: ${contactName}`);
    }
  });

  it("refuses a period it cannot read, with the reason on the field", async () => {
    const { jar } = await newAccount(server, "proof-bad@example.com");
    const cases: [string, Record<string, string>][] = [
      ["?to=2026-10-31", { from: proofMessages.from }],
      ["?from=2026-10-01", { to: proofMessages.to }],
      ["?from=2026-10-31&to=2026-10-01", { to: proofMessages.order }],
      ["?from=2026-02-30&to=2026-10-01", { from: "Please enter a valid date (YYYY-MM-DD)" }],
      ["?from=2026-10-01&to=2026-10-31&format=docx", { format: proofMessages.format }],
    ];
    for (const [query, fields] of cases) {
      const refused = await server.call(jar, "GET", `/api/reports/proof${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.fields, query).toMatchObject(fields);
    }
  });
});
