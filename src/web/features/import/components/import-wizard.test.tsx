import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importMessages } from "@/domain/import";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { ImportWizard } from "./import-wizard";

const csv = [
  "Employer,Role,Date Applied,Stage,Notes,Req ID,Labels",
  'Acme,Engineer,03/02/2026,Interview scheduled,Referred by Sam,R-1,"Remote; Dream job"',
  "Globex,Designer,03/05/2026,Ghosted,,,",
  "Initech,Analyst,someday,Applied,,,",
  "Acme,Engineer,03/02/2026,Applied,twice,,",
].join("\n");

const file = (text: string, name: string, type = "text/csv") => new File([text], name, { type });

type ImportCall = { dryRun: boolean; rows: Record<string, unknown>[] };

/** The server's answer for rows: every row created unless its index is listed as a duplicate. */
function answerFor(body: ImportCall, duplicates: number[] = []) {
  const rows = body.rows.map((_, index) =>
    duplicates.includes(index)
      ? { index, outcome: "duplicate", message: importMessages.duplicateInFile }
      : { index, outcome: "created", ...(body.dryRun ? {} : { applicationId: crypto.randomUUID() }) },
  );
  const created = rows.filter((row) => row.outcome === "created").length;
  return { rows, created, duplicates: rows.length - created, invalid: 0, dryRun: body.dryRun };
}

describe("importing applications", () => {
  // jsdom lays nothing out: the preview's list gets a viewport to render its rows into.
  beforeEach(() => {
    vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(448);
    vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(900);
  });
  afterEach(() => vi.restoreAllMocks());

  it("maps a spreadsheet's columns and statuses, checks every row, then imports the valid ones", async () => {
    const calls: ImportCall[] = [];
    mockApi({
      "POST /api/applications/import": ({ body }) => {
        calls.push(body as ImportCall);
        return { body: answerFor(body as ImportCall, [2]) };
      },
    });
    const user = userEvent.setup();
    renderPage(<ImportWizard />, { path: "/import" });
    await user.upload(screen.getByLabelText("Choose a file to import"), file(csv, "tracker.csv"));

    expect(await screen.findByRole("heading", { name: "2. Match the columns" })).toHaveFocus();
    expect(screen.getByRole("combobox", { name: "Company" })).toHaveDisplayValue("Employer");
    expect(screen.getByRole("combobox", { name: "Job title" })).toHaveDisplayValue("Role");
    expect(screen.getByRole("combobox", { name: "Source" })).toHaveDisplayValue("Not in the file");
    expect(screen.getByRole("combobox", { name: "Requisition ID" })).toHaveDisplayValue("Req ID");
    expect(screen.getByRole("combobox", { name: "Tags" })).toHaveDisplayValue("Labels");
    expect(screen.getByRole("combobox", { name: "Dates are written" })).toHaveValue("mdy");
    expect(screen.getByRole("combobox", { name: "“Interview scheduled”" })).toHaveValue("Interviewing");
    expect(screen.getByRole("combobox", { name: "“Ghosted”" })).toHaveValue("Not Selected");
    await user.selectOptions(screen.getByRole("combobox", { name: "“Ghosted”" }), "Rejected");

    await user.click(screen.getByRole("button", { name: "Check the rows" }));
    expect(await screen.findByRole("heading", { name: "3. Check the rows" })).toHaveFocus();
    expect(calls[0]!.dryRun).toBe(true);
    // The unreadable date stays in the browser: three rows go to the server.
    expect(calls[0]!.rows).toEqual([
      {
        company: "Acme",
        jobTitle: "Engineer",
        applicationDate: "2026-03-02",
        status: "Interviewing",
        statusDate: null,
        source: "",
        location: "",
        jobUrl: "",
        contactName: "",
        contactEmail: "",
        requisitionId: "R-1",
        notes: "Referred by Sam",
        // The server splits the names and makes the tags the user lacks.
        tags: "Remote; Dream job",
      },
      expect.objectContaining({ company: "Globex", status: "Rejected", statusDate: null }),
      expect.objectContaining({ company: "Acme", status: "Applied", notes: "twice" }),
    ]);
    expect(screen.getByText(/will be imported/)).toHaveTextContent(
      "2 will be imported · 1 already in your applications · 1 with problems, left out",
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "problem");
    const rows = screen.getByRole("list", { name: "Rows" });
    expect(within(rows).getByRole("listitem")).toHaveTextContent(/^Line 4Initech · Analyst/);
    expect(within(rows).getByText(/"someday" is not a date/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Import 2 applications" }));
    expect(await screen.findByText("2 applications imported.")).toBeInTheDocument();
    expect(screen.getByText(/^Skipped:/)).toHaveTextContent(
      "Skipped: 1 already in your applications, 1 with problems.",
    );
    expect(screen.getByRole("heading", { name: "4. Imported" })).toHaveFocus();
    expect(calls[1]).toMatchObject({ dryRun: false });
    expect(calls[1]!.rows).toHaveLength(3);
    expect(screen.getByRole("link", { name: "See them on the dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  it("takes a JobTrail JSON export without a mapping step", async () => {
    const calls: ImportCall[] = [];
    mockApi({
      "POST /api/applications/import": ({ body }) => {
        calls.push(body as ImportCall);
        return { body: answerFor(body as ImportCall) };
      },
    });
    const user = userEvent.setup();
    renderPage(<ImportWizard />, { path: "/import" });
    const exported = {
      format: "jobtrail-applications",
      version: 1,
      exportedAt: "2026-03-01T00:00:00.000Z",
      applications: [
        {
          id: "a1",
          company: "Acme",
          jobTitle: "Engineer",
          applicationDate: "2026-03-01",
          status: "Applied",
          statusDate: "2026-03-01",
          history: [{ status: "Applied", date: "2026-03-01", note: null }],
          documents: [],
          createdAt: "2026-03-01T00:00:00.000Z",
        },
      ],
      companies: [],
    };
    await user.upload(
      screen.getByLabelText("Choose a file to import"),
      file(JSON.stringify(exported), "jobtrail.json", "application/json"),
    );
    expect(await screen.findByRole("heading", { name: "3. Check the rows" })).toBeInTheDocument();
    expect(calls[0]!.rows).toEqual([
      {
        company: "Acme",
        jobTitle: "Engineer",
        applicationDate: "2026-03-01",
        status: "Applied",
        statusDate: "2026-03-01",
        history: [{ status: "Applied", date: "2026-03-01", note: null }],
      },
    ]);
  });

  it("says why a file cannot be imported", async () => {
    mockApi({
      "POST /api/applications/import": apiError(400, "VALIDATION_ERROR", importMessages.tooManyRows),
    });
    const user = userEvent.setup();
    renderPage(<ImportWizard />, { path: "/import" });
    await user.upload(screen.getByLabelText("Choose a file to import"), file('{"format":"other"}', "x.json"));
    expect(await screen.findByRole("alert")).toHaveTextContent(importMessages.notAnExport);
    await user.upload(screen.getByLabelText("Choose a file to import"), file("Company\n", "empty.csv"));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(importMessages.noRows));

    await user.upload(screen.getByLabelText("Choose a file to import"), file("Foo,Bar\n1,2\n", "odd.csv"));
    expect(await screen.findByText(importMessages.companyRequired)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Check the rows" })).toBeDisabled();
  });
});
