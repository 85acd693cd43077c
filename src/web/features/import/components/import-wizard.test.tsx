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

/**
 * The server's answer for rows, by simple rules: a day that is not YYYY-MM-DD refuses the
 * row, an earlier row with the same company, title and day makes it a duplicate, and a
 * salary written as text comes back with a warning.
 */
function answerFor(body: ImportCall) {
  const seen = new Set<string>();
  const rows = body.rows.map((row, index) => {
    const key = `${row.company}|${row.jobTitle}|${row.applicationDate}`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(row.applicationDate)))
      return {
        index,
        outcome: "invalid",
        fields: { applicationDate: "Please enter a valid date (YYYY-MM-DD)" },
      };
    if (seen.has(key)) return { index, outcome: "duplicate", message: importMessages.duplicateInFile };
    seen.add(key);
    return {
      index,
      outcome: "created",
      ...(typeof row.salaryOffered === "string"
        ? { warnings: { salaryOffered: `Salary read as the lower end of "${row.salaryOffered}"` } }
        : {}),
      ...(body.dryRun ? {} : { applicationId: crypto.randomUUID() }),
    };
  });
  const count = (outcome: string) => rows.filter((row) => row.outcome === outcome).length;
  return {
    rows,
    created: count("created"),
    duplicates: count("duplicate"),
    invalid: count("invalid"),
    dryRun: body.dryRun,
  };
}

describe("importing applications", () => {
  // jsdom lays nothing out: the preview's list gets a viewport to render its rows into.
  beforeEach(() => {
    vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(448);
    vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(900);
  });
  afterEach(() => vi.restoreAllMocks());

  it("maps a spreadsheet's columns and statuses, checks every row, lets a row be corrected, then imports", async () => {
    const calls: ImportCall[] = [];
    mockApi({
      "POST /api/applications/import": ({ body }) => {
        calls.push(body as ImportCall);
        return { body: answerFor(body as ImportCall) };
      },
    });
    const user = userEvent.setup();
    renderPage(<ImportWizard />, { path: "/import" });
    await user.upload(screen.getByLabelText("Choose a file to import"), file(csv, "tracker.csv"));

    expect(await screen.findByRole("heading", { name: "2. Match the columns" })).toHaveFocus();
    expect(screen.queryByText(/^Recognised:/)).not.toBeInTheDocument();
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
    // Every row goes to the server, a date this cannot read as written.
    expect(calls[0]!.rows).toEqual([
      {
        company: "Acme",
        jobTitle: "Engineer",
        applicationDate: "2026-03-02",
        status: "Interviewing",
        statusDate: null,
        requisitionId: "R-1",
        notes: "Referred by Sam",
        // The server splits the names and makes the tags the user lacks.
        tags: "Remote; Dream job",
      },
      expect.objectContaining({ company: "Globex", status: "Rejected", statusDate: null }),
      expect.objectContaining({ company: "Initech", applicationDate: "someday" }),
      expect.objectContaining({ company: "Acme", status: "Applied", notes: "twice" }),
    ]);
    expect(screen.getByText(/will be imported/)).toHaveTextContent(
      "2 will be imported · 1 already in your applications · 1 with problems, left out",
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "problem");
    const rows = screen.getByRole("list", { name: "Rows" });
    expect(within(rows).getByRole("listitem")).toHaveTextContent(/^Line 4Initech · Analyst/);
    expect(within(rows).getByText("Please enter a valid date (YYYY-MM-DD)")).toBeInTheDocument();

    // Corrected in place: the row is checked again with the file, and is to be imported.
    await user.click(within(rows).getByRole("button", { name: "Correct line 4" }));
    const line = within(rows).getByRole("form", { name: "Line 4" });
    const date = within(line).getByRole("textbox", { name: "Application date" });
    expect(date).toHaveValue("someday");
    expect(date).toHaveAccessibleDescription("Please enter a valid date (YYYY-MM-DD)");
    await user.clear(date);
    await user.type(date, "03/09/2026");
    await user.click(within(line).getByRole("button", { name: "Apply and check again" }));
    await waitFor(() =>
      expect(screen.getByText(/will be imported/)).toHaveTextContent(
        "3 will be imported · 1 already in your applications · 0 with problems, left out",
      ),
    );
    expect(calls[1]!.rows[2]).toMatchObject({ company: "Initech", applicationDate: "2026-03-09" });

    await user.click(screen.getByRole("button", { name: "Import 3 applications" }));
    expect(await screen.findByText("3 applications imported.")).toBeInTheDocument();
    expect(screen.getByText(/^Skipped:/)).toHaveTextContent(
      "Skipped: 1 already in your applications, 0 with problems.",
    );
    expect(screen.getByRole("heading", { name: "4. Imported" })).toHaveFocus();
    expect(calls[2]).toMatchObject({ dryRun: false });
    expect(calls[2]!.rows).toHaveLength(4);
    expect(screen.getByRole("link", { name: "See them on the dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  it("recognises another tracker's export, and shows what went into a row's notes", async () => {
    const calls: ImportCall[] = [];
    mockApi({
      "POST /api/applications/import": ({ body }) => {
        calls.push(body as ImportCall);
        return { body: answerFor(body as ImportCall) };
      },
    });
    const user = userEvent.setup();
    renderPage(<ImportWizard />, { path: "/import" });
    const huntr = [
      "Title,Company,List,Location,Salary,URL,Date Added,Date Applied",
      "Staff Engineer,Netflix,Interview,Remote,$150k-$180k,https://jobs.netflix.com/1,2026-02-01,2026-02-03",
      "Designer,Figma,Wishlist,,,,2026-02-04,",
    ].join("\n");
    await user.upload(screen.getByLabelText("Choose a file to import"), file(huntr, "huntr.csv"));
    expect(await screen.findByText("Recognised: Huntr")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveDisplayValue("List");
    expect(screen.getByRole("combobox", { name: "Application date" })).toHaveDisplayValue("Date Applied");
    expect(screen.getByRole("combobox", { name: "“Interview”" })).toHaveValue("Interviewing");
    expect(screen.getByRole("combobox", { name: "“Wishlist”" })).toHaveValue("Applied");

    await user.click(screen.getByRole("button", { name: "Check the rows" }));
    await screen.findByRole("heading", { name: "3. Check the rows" });
    expect(calls[0]!.rows[0]).toMatchObject({ salaryOffered: "$150k-$180k", status: "Interviewing" });
    // The wish-list job was never sent: with no day applied, it is left out.
    expect(screen.getByText(/will be imported/)).toHaveTextContent(
      "1 will be imported (1 with values kept in their notes) · 0 already in your applications · 1 with problems, left out",
    );
    expect(screen.getByText(/Salary read as the lower end/)).toBeInTheDocument();
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
