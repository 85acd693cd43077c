import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Application } from "@/domain/application-schemas";
import { testDatabases } from "../testing/databases";
import { pdfPages } from "../testing/pdf";
import { type CookieJar, signedInUser, startTestServer, type TestServer } from "../testing/server-kit";

describe.each(testDatabases())("exporting applications on $name", (database) => {
  let server: TestServer;
  let ada: CookieJar;
  let grace: CookieJar;

  beforeAll(async () => {
    server = await startTestServer(database);
    ada = await signedInUser(server, "ada@example.com");
    grace = await signedInUser(server, "grace@example.com");
    const add = async (jar: CookieJar, fields: Record<string, unknown>) => {
      const response = await server.request("/api/applications", {
        jar,
        json: { jobTitle: "Engineer", applicationDate: "2026-03-01", status: "Applied", ...fields },
      });
      if (response.status !== 201) throw new Error(await response.text());
      return (await response.json()) as Application;
    };
    const acme = await add(ada, {
      company: "Acme, Inc.",
      notes: 'She said "call back"\nnext week',
      source: "LinkedIn",
    });
    await server.request(`/api/applications/${acme.id}`, {
      method: "PATCH",
      jar: ada,
      json: { status: "Interviewing", statusDate: "2026-03-10", statusNote: "phone screen" },
    });
    const resume = new FormData();
    resume.set("kind", "resume");
    resume.set("file", new Blob(["Ada Lovelace, engineer\n"]), "resume.txt");
    await server.request(`/api/applications/${acme.id}/documents`, {
      method: "POST",
      jar: ada,
      body: resume,
    });
    await add(ada, {
      company: '=HYPERLINK("http://evil.example")',
      jobTitle: "+1 Analyst",
      applicationDate: "2026-02-01",
    });
    await add(ada, { company: "Zürich Labs", applicationDate: "2026-01-15", salaryOffered: 125000 });
    await add(grace, { company: "Grace's own", applicationDate: "2026-03-02" });
  });
  afterAll(async () => {
    await server.dispose();
    await database.drop();
  });

  const download = async (query: string, jar = ada) => {
    const response = await server.request(`/api/applications/export${query}`, { jar });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it("writes CSV for a spreadsheet: BOM, CRLF, quoted where needed, as an attachment", async () => {
    const { response, bytes } = await download("?format=csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="jobtrail-applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain("\r\n");
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Company)).toEqual([
      "Acme, Inc.",
      '\'=HYPERLINK("http://evil.example")',
      "Zürich Labs",
    ]);
    expect(rows[0]).toMatchObject({
      Status: "Interviewing",
      "Status date": "2026-03-10",
      Notes: 'She said "call back"\nnext week',
      Source: "LinkedIn",
    });
    expect(rows[1]!["Job title"]).toBe("'+1 Analyst");
    expect(rows[2]!["Salary offered"]).toBe("125000");
  });

  it("exports the view asked for: filters, search and sort", async () => {
    const { bytes } = await download("?format=csv&q=labs");
    expect((parse(bytes.toString("utf8"), { bom: true, columns: true }) as unknown[]).length).toBe(1);
    const sorted = await download("?format=csv&sort=company&order=desc&status=Applied");
    const companies = (
      parse(sorted.bytes.toString("utf8"), { bom: true, columns: true }) as Record<string, string>[]
    ).map((row) => row.Company);
    expect(companies).toEqual(["Zürich Labs", '\'=HYPERLINK("http://evil.example")']);
  });

  it("writes JSON with every application's history, documents and the companies, versioned", async () => {
    const { response, bytes } = await download("?format=json");
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const file = JSON.parse(bytes.toString("utf8")) as {
      format: string;
      version: number;
      exportedAt: string;
      applications: (Application & {
        history: { status: string; date: string; note: string | null }[];
        documents: { name: string; kind: string; contentType: string; byteSize: number }[];
      })[];
      companies: { name: string }[];
    };
    expect(file).toMatchObject({ format: "jobtrail-applications", version: 1 });
    expect(file.applications).toHaveLength(3);
    const acme = file.applications.find((application) => application.company === "Acme, Inc.")!;
    expect(acme.history).toEqual([
      { status: "Applied", date: "2026-03-01", note: null },
      { status: "Interviewing", date: "2026-03-10", note: "phone screen" },
    ]);
    expect(acme.documents).toEqual([
      { name: "resume.txt", kind: "resume", contentType: "text/plain; charset=utf-8", byteSize: 23 },
    ]);
    expect(file.applications.filter((application) => application.documents.length === 0)).toHaveLength(2);
    expect(file.companies.map((company) => company.name).sort()).toEqual([
      '=HYPERLINK("http://evil.example")',
      "Acme, Inc.",
      "Zürich Labs",
    ]);
  });

  it("exports the applications picked by id, in the order asked, leaving out ids that are not the user's", async () => {
    const list = async (jar: CookieJar) =>
      ((await (await server.request("/api/applications", { jar })).json()) as { items: Application[] }).items;
    const mine = await list(ada);
    const graces = await list(grace);
    const picked = mine.filter((application) => application.company !== "Acme, Inc.");
    const response = await server.request("/api/applications/export", {
      jar: ada,
      json: {
        format: "csv",
        ids: [...picked.map((application) => application.id), graces[0]!.id],
        sort: "company",
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="jobtrail-applications-/,
    );
    const rows = parse(Buffer.from(await response.arrayBuffer()).toString("utf8"), {
      bom: true,
      columns: true,
    });
    expect((rows as Record<string, string>[]).map((row) => row.Company)).toEqual([
      "Zürich Labs",
      '\'=HYPERLINK("http://evil.example")',
    ]);

    const pdf = await server.request("/api/applications/export", {
      jar: ada,
      json: { format: "pdf", ids: [picked[0]!.id] },
    });
    expect(pdf.status).toBe(200);
    expect(pdfPages(Buffer.from(await pdf.arrayBuffer())).join("\n")).toContain("Selected applications");

    for (const body of [
      { format: "csv", ids: [] },
      { format: "csv", ids: ["not-an-id"] },
      { format: "xls", ids: [picked[0]!.id] },
      { format: "csv", ids: [picked[0]!.id], q: "acme" },
    ]) {
      const refused = await server.request("/api/applications/export", { jar: ada, json: body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("exports only the signed-in user's applications, even with none", async () => {
    const { bytes } = await download("?format=json", grace);
    const file = JSON.parse(bytes.toString("utf8")) as { applications: Application[] };
    expect(file.applications.map((application) => application.company)).toEqual(["Grace's own"]);
    const nobody = await signedInUser(server, "new@example.com");
    const empty = await download("?format=csv", nobody);
    expect(parse(empty.bytes.toString("utf8"), { bom: true, columns: true })).toEqual([]);
    expect(JSON.parse((await download("?format=json", nobody)).bytes.toString("utf8")).applications).toEqual(
      [],
    );
  });

  it("writes a PDF report: a cover with counts and rates, then the table, every page numbered", async () => {
    const { response, bytes } = await download("?format=pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = pdfPages(bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("Applications report");
    expect(pages[0]).toContain("Ada Lovelace · All applications");
    expect(pages[0]).toContain("Applied between 2026-01-15 and 2026-03-01 · 3 applications");
    // Acme reached Interviewing: one response and one interview in three.
    expect(pages[0]).toMatch(/Response rate\n33%\n1 of 3/);
    expect(pages[0]).toMatch(/Interview rate\n33%\n1 of 3/);
    expect(pages[0]).toContain("Page 1 of 2");
    expect(pages[1]).toContain("Acme, Inc.");
    expect(pages[1]).toContain("Z\u00fcrich Labs");
    expect(pages[1]).toContain("$125,000");
    expect(pages[1]).toContain("Page 2 of 2");
    expect(pages.join("\n")).not.toContain("Grace's own");
  });

  it("refuses an unknown format or a bad filter with 400 naming it", async () => {
    const pdf = await server.request("/api/applications/export?format=xlsx", { jar: ada });
    expect(pdf.status).toBe(400);
    expect(((await pdf.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      format: "Format must be csv, json or pdf",
    });
    expect(
      (await server.request("/api/applications/export?format=csv&from=2026-13-01", { jar: ada })).status,
    ).toBe(400);
  });
});
