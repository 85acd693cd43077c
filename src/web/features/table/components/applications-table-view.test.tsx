import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Application } from "@/domain/application-schemas";
import { addDays, localToday } from "@/domain/dates";
import { proofReportQuery } from "@/domain/proof-report";
import { reminderDefaults } from "@/domain/reminder-settings";
import { searchWriteDelay } from "@/web/entities/application/hooks/use-table-view";
import { reminderSettingsQueryOptions } from "@/web/hooks/use-reminder-settings";
import { functionalStorage, storeConsent } from "@/web/lib/consent";
import { anApplication, wholeList } from "@/web/testing/fixtures";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderRoutes, testQueryClient } from "@/web/testing/render";
import { dialogControls, tableViewRoute } from "@/web/testing/table-view";
import { columnVisibilityStorageKey } from "../hooks/use-column-visibility";

/** The server's search of kept postings, finding none. */
const noPostingMatches = { "GET /api/postings/search": { body: { ids: [] } } };

function threeApplications() {
  return [
    anApplication({
      company: "Globex",
      jobTitle: "Platform Engineer",
      applicationDate: "2025-03-10",
      status: "Interviewing",
      source: "LinkedIn",
      contactName: "Hank Scorpio",
      salaryOffered: 150000,
    }),
    anApplication({
      company: "Initech",
      jobTitle: "Staff Engineer",
      applicationDate: "2025-02-01",
      status: "Offer",
      source: "Referral",
      salaryOffered: 175000,
      currency: "EUR",
    }),
    anApplication({
      company: "Acme",
      jobTitle: "Designer",
      applicationDate: "2025-01-15",
      status: "Rejected",
      source: "LinkedIn",
      notes: "Portfolio review went long",
    }),
  ];
}

/** A list endpoint that answers from `db`, as the server would after each change. */
function listReply(db: Application[]) {
  return () => ({ body: { items: [...db], total: db.length, nextCursor: null, ...wholeList() } });
}

function renderTable(search = "", controls = dialogControls()) {
  const utils = renderRoutes([tableViewRoute(controls)], { initialEntries: [`/dashboard${search}`] });
  return { ...utils, controls };
}

/** Company names in the order the rows show them. */
function companiesInOrder() {
  const table = screen.getByRole("table", { name: "Applications" });
  return within(table)
    .getAllByRole("button", { name: /^Edit application at / })
    .map((button) => button.textContent);
}

function rowOf(company: string) {
  const cell = screen.getByRole("button", { name: `Edit application at ${company}` });
  return cell.closest("tr")!;
}

// jsdom has no layout: give the scrolling table a height so the virtualiser renders rows.
beforeEach(() => {
  vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(600);
  vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(1200);
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("ApplicationsTableView states", () => {
  it("shows a loading state, then the rows with 'Showing N of M'", async () => {
    const db = threeApplications();
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(db) });
    renderTable();
    expect(screen.getByRole("status")).toHaveTextContent("Loading applications...");
    expect(await screen.findByText("Showing 3 of 3")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Applications" });
    expect(table).toHaveAttribute("aria-rowcount", "4");
    // Newest application first by default.
    expect(companiesInOrder()).toEqual(["Globex", "Initech", "Acme"]);
    const globex = rowOf("Globex");
    expect(within(globex).getByRole("button", { name: /Status: Interviewing/ })).toBeInTheDocument();
    expect(within(globex).getByText("$150,000")).toBeInTheDocument();
    expect(within(rowOf("Initech")).getByText("€175,000")).toBeInTheDocument();
    expect(within(rowOf("Acme")).getByText("N/A")).toBeInTheDocument();
  });

  it("says how many rows are below the table's box, and scrolls to them on a press", async () => {
    const twelve = Array.from({ length: 12 }, (_, index) =>
      anApplication({
        company: `Company ${index + 1}`,
        applicationDate: `2026-03-${String(index + 1).padStart(2, "0")}`,
      }),
    );
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(twelve) });
    renderTable();
    await screen.findByText("Showing 12 of 12");
    // The box is 600 px: its header and 9 whole rows show, the 3 others are below.
    const below = screen.getByRole("button", { name: "3 more rows below" });
    const box = screen.getByRole("table", { name: "Applications" }).parentElement!;
    const scrolled: ScrollToOptions[] = [];
    box.scrollBy = ((options: ScrollToOptions) => {
      scrolled.push(options);
      box.scrollTop += options.top ?? 0;
      box.dispatchEvent(new Event("scroll"));
    }) as typeof box.scrollBy;
    await userEvent.setup().click(below);
    expect(scrolled[0]?.top).toBe(600 - 44 - 56);
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /more rows? below$/ })).not.toBeInTheDocument(),
    );
  });

  it("welcomes a first-time user with Add Application", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply([]) });
    const user = userEvent.setup();
    const { controls } = renderTable();
    expect(await screen.findByRole("heading", { name: "No applications yet" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Application" }));
    expect(controls.openNew).toHaveBeenCalledOnce();
  });

  it("shows why the list failed to load, and Retry loads it", async () => {
    const db = threeApplications();
    let fail = true;
    mockApi({
      "GET /api/applications": () =>
        fail ? apiError(503, "TIMEOUT", "The request timed out. Please try again.") : listReply(db)(),
    });
    const user = userEvent.setup();
    renderTable();
    expect(await screen.findByText("The request timed out. Please try again.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Showing 3 of 3")).toBeInTheDocument();
  });
});

describe("company logos", () => {
  it("shows a company's logo once found, and its monogram when there is none or it fails to load", async () => {
    const [globex, initech, acme] = threeApplications();
    mockApi({
      "GET /api/applications": listReply([
        { ...globex!, companyLogoUrl: "/api/files/logo-globex" },
        initech!,
        { ...acme!, companyLogoUrl: "/api/files/logo-acme" },
      ]),
      ...noPostingMatches,
    });
    const { container } = renderTable();
    await screen.findByText("Showing 3 of 3");
    const logos = () => [...container.querySelectorAll("img")].map((image) => image.getAttribute("src"));
    expect(logos()).toEqual(["/api/files/logo-globex", "/api/files/logo-acme"]);
    act(() => {
      container.querySelector('img[src="/api/files/logo-acme"]')!.dispatchEvent(new Event("error"));
    });
    expect(logos()).toEqual(["/api/files/logo-globex"]);
    expect(rowOf("Acme")).toHaveTextContent("AAcme");
  });
});

describe("the view in the URL", () => {
  it("opens a bookmarked view: filters, search and sort from the URL", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    renderTable("?q=engineer&status=Interviewing&status=Offer&sort=company&order=desc");
    expect(await screen.findByText("Showing 2 of 3")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search applications" })).toHaveValue("engineer");
    expect(companiesInOrder()).toEqual(["Initech", "Globex"]);
    expect(screen.getByRole("columnheader", { name: "Company" })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("button", { name: "Filter by status, 2 chosen" })).toBeInTheDocument();
  });

  it("exports the applications in view as CSV, JSON or PDF, with the view's search, filters and sort", async () => {
    const user = userEvent.setup();
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    renderTable("?q=engineer&status=Interviewing&status=Offer&sort=company&order=desc");
    await screen.findByText("Showing 2 of 3");
    await user.click(screen.getByRole("button", { name: "Export" }));
    // The view leaves the archive out, as the table does; "all applications" keeps it.
    const view = "q=engineer&status=Interviewing&status=Offer&archived=exclude&sort=company&order=desc";
    expect(screen.getByRole("menuitem", { name: "CSV for a spreadsheet" })).toHaveAttribute(
      "href",
      `/api/applications/export?format=csv&${view}`,
    );
    expect(screen.getByRole("menuitem", { name: "JSON, with each status history" })).toHaveAttribute(
      "href",
      `/api/applications/export?format=json&${view}`,
    );
    expect(screen.getByRole("menuitem", { name: "PDF report" })).toHaveAttribute(
      "href",
      `/api/applications/export?format=pdf&${view}`,
    );
    expect(screen.getByRole("menuitem", { name: "CSV for a spreadsheet, all applications" })).toHaveAttribute(
      "href",
      "/api/applications/export?format=csv",
    );
  });

  it("exports the selected applications in the table's order, showing the bytes as they arrive", async () => {
    const user = userEvent.setup();
    const applications = threeApplications();
    let finish: () => void = () => {};
    const api = mockApi({
      "GET /api/applications": listReply(applications),
      ...noPostingMatches,
      "POST /api/applications/export": () =>
        new Promise((resolve) => {
          finish = () => resolve({ body: { format: "jobtrail-applications" } });
        }),
    });
    const saved: string[] = [];
    const createObjectURL = vi.fn(() => "blob:export");
    const revokeObjectURL = vi.fn();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderTable("?sort=company&order=asc");
    await screen.findByText("Showing 3 of 3");
    await user.click(screen.getByRole("checkbox", { name: "Select Globex, Platform Engineer" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Initech, Staff Engineer" }));
    const bar = screen.getByRole("region", { name: "Selected applications" });
    await user.click(within(bar).getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "JSON, with each status history" }));
    expect(await within(bar).findByRole("status")).toHaveTextContent("Exporting...");
    finish();
    expect(await screen.findByText("Export ready")).toBeInTheDocument();
    expect(within(bar).queryByRole("status")).not.toBeInTheDocument();
    const post = api.calls.find((call) => call.method === "POST")!;
    const { ids, ...rest } = post.body as { ids: string[] };
    expect(rest).toEqual({ format: "json", sort: "company", order: "asc" });
    expect([...ids].sort()).toEqual([applications[0]!.id, applications[1]!.id].sort());
    expect(saved).toEqual(["jobtrail-applications.json"]);
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it("writes search, filters and sort back to the URL, replacing the entry", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    const user = userEvent.setup();
    const { router } = renderTable();
    await screen.findByText("Showing 3 of 3");
    const historyLength = window.history.length;

    await user.type(screen.getByRole("searchbox", { name: "Search applications" }), "linkedin");
    // The list filters at once; the URL follows when typing pauses.
    expect(screen.getByText("Showing 2 of 3")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe("?q=linkedin"));
    expect(router.state.historyAction).toBe("REPLACE");

    await user.click(screen.getByRole("button", { name: "Filter by status" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Rejected" }));
    await user.keyboard("{Escape}");
    expect(await screen.findByText("Showing 1 of 3")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?q=linkedin&status=Rejected");

    await user.click(screen.getByRole("button", { name: "Company" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?q=linkedin&status=Rejected&sort=company&order=asc"),
    );
    expect(router.state.historyAction).toBe("REPLACE");
    expect(window.history.length).toBe(historyLength);
  });

  it("filters by application date range", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    const user = userEvent.setup();
    const { router } = renderTable();
    await screen.findByText("Showing 3 of 3");
    await user.click(screen.getByRole("button", { name: "Application date" }));
    await user.type(screen.getByLabelText("From"), "2025-02-01");
    expect(await screen.findByText("Showing 2 of 3")).toBeInTheDocument();
    await user.type(screen.getByLabelText("To"), "2025-02-28");
    expect(await screen.findByText("Showing 1 of 3")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?from=2025-02-01&to=2025-02-28");
  });

  it("says when nothing matches and Clear filters brings everything back", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    const user = userEvent.setup();
    const { router } = renderTable("?source=Referral");
    expect(await screen.findByText("Showing 1 of 3")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search applications" }), "zzz");
    expect(
      await screen.findByRole("heading", { name: "No applications match these filters" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole("region", { name: "No applications match these filters" })).getByRole(
        "button",
        {
          name: "Clear filters",
        },
      ),
    );
    expect(await screen.findByText("Showing 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search applications" })).toHaveValue("");
    // The typed text never reaches the URL once cleared.
    await act(() => new Promise((resolve) => setTimeout(resolve, searchWriteDelay + 50)));
    expect(router.state.location.search).toBe("");
  });
});

describe("sorting and columns", () => {
  it("sorts by a header click, toggling direction, with statuses in board order", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 3 of 3");

    await user.click(screen.getByRole("button", { name: "Status" }));
    expect(await screen.findByRole("columnheader", { name: "Status" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    expect(companiesInOrder()).toEqual(["Globex", "Initech", "Acme"]);
    await user.click(screen.getByRole("button", { name: "Status" }));
    await waitFor(() => expect(companiesInOrder()).toEqual(["Acme", "Initech", "Globex"]));

    await user.click(screen.getByRole("button", { name: "Salary" }));
    await waitFor(() => expect(companiesInOrder()).toEqual(["Initech", "Globex", "Acme"]));
  });

  it("hides and shows columns, remembering the choice where functional storage is allowed", async () => {
    storeConsent({ essential: true, functional: true, analytics: false, marketing: false });
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    const user = userEvent.setup();
    const { unmount } = renderTable();
    await screen.findByText("Showing 3 of 3");
    expect(screen.queryByRole("columnheader", { name: "Location" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Columns" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Salary" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Location" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("columnheader", { name: "Salary" })).not.toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Location" })).toBeInTheDocument();
    // Only what differs from the defaults is kept: the choices, not the whole table.
    expect(JSON.parse(functionalStorage.getItem(columnVisibilityStorageKey)!)).toEqual({
      location: true,
      salaryOffered: false,
    });

    unmount();
    renderTable();
    await screen.findByText("Showing 3 of 3");
    expect(screen.queryByRole("columnheader", { name: "Salary" })).not.toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Location" })).toBeInTheDocument();
  });

  it("starts without a column no application fills, until one does or the user asks for it", async () => {
    const unpaid = threeApplications().map((application) => ({
      ...application,
      salaryOffered: null,
      source: null,
    }));
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(unpaid) });
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 3 of 3");
    expect(screen.queryByRole("columnheader", { name: "Salary" })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Source" })).not.toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Job title" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Columns" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Salary" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("columnheader", { name: "Salary" })).toBeInTheDocument();
  });

  it("remembers no columns without functional consent, and forgets them when it is withdrawn", async () => {
    storeConsent({ essential: true, functional: true, analytics: false, marketing: false });
    functionalStorage.setItem(columnVisibilityStorageKey, JSON.stringify({ location: true }));
    storeConsent({ essential: true, functional: false, analytics: false, marketing: false });
    expect(Object.keys(localStorage).filter((key) => key.includes(columnVisibilityStorageKey))).toEqual([]);

    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 3 of 3");
    await user.click(screen.getByRole("button", { name: "Columns" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Location" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("columnheader", { name: "Location" })).toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => key.includes(columnVisibilityStorageKey))).toEqual([]);
  });

  it("renders only the rows in view out of 10,000", async () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      anApplication({ company: `Company ${index}`, applicationDate: "2025-01-01" }),
    );
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(many) });
    renderTable();
    expect(await screen.findByText("Showing 10,000 of 10,000")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Applications" });
    expect(table).toHaveAttribute("aria-rowcount", "10001");
    const rendered = within(table).getAllByRole("row").length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    expect(within(table).getAllByRole("row")[1]).toHaveAttribute("aria-rowindex", "2");
  });
});

describe("inline editing", () => {
  it("saves a text cell on Enter, then gives focus back to the cell", async () => {
    const db = threeApplications();
    const patches: unknown[] = [];
    mockApi({
      "GET /api/applications": listReply(db),
      ...noPostingMatches,
      [`PATCH /api/applications/${db[0]!.id}`]: ({ body }) => {
        patches.push(body);
        return { body: { ...db[0]!, ...(body as object) } };
      },
    });
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 3 of 3");

    await user.click(screen.getByRole("button", { name: "Edit job title: Platform Engineer" }));
    const field = screen.getByRole("textbox", { name: "Job title" });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, "Principal Engineer{Enter}");

    const cell = await screen.findByRole("button", { name: "Edit job title: Principal Engineer" });
    expect(cell).toHaveFocus();
    expect(patches).toEqual([{ jobTitle: "Principal Engineer" }]);
  });

  it("puts the value back and says why when the server refuses", async () => {
    const db = threeApplications();
    mockApi({
      "GET /api/applications": listReply(db),
      ...noPostingMatches,
      [`PATCH /api/applications/${db[1]!.id}`]: apiError(
        409,
        "DUPLICATE_ENTRY",
        "You already have an application for this position at this company.",
      ),
    });
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 3 of 3");

    await user.click(screen.getByRole("button", { name: "Edit job title: Staff Engineer" }));
    await user.clear(screen.getByRole("textbox", { name: "Job title" }));
    await user.type(screen.getByRole("textbox", { name: "Job title" }), "Platform Engineer{Enter}");

    expect(await screen.findByText("Save failed")).toBeInTheDocument();
    expect(
      screen.getByText("You already have an application for this position at this company."),
    ).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Edit job title: Staff Engineer" })).toBeInTheDocument();
  });

  it("cancels on Escape without saving, and checks a value before sending it", async () => {
    const db = threeApplications();
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(db) });
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 3 of 3");

    await user.click(screen.getByRole("button", { name: "Edit source: Referral" }));
    await user.type(screen.getByRole("textbox", { name: "Source" }), "Someone else{Escape}");
    expect(screen.getByRole("button", { name: "Edit source: Referral" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Edit job title: Designer" }));
    await user.clear(screen.getByRole("textbox", { name: "Job title" }));
    await user.keyboard("{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent("Job title is required");
    expect(screen.getByRole("textbox", { name: "Job title" })).toHaveAttribute("aria-invalid", "true");
  });

  it("changes the application date", async () => {
    const db = threeApplications();
    const patches: unknown[] = [];
    mockApi({
      "GET /api/applications": listReply(db),
      ...noPostingMatches,
      [`PATCH /api/applications/${db[2]!.id}`]: ({ body }) => {
        patches.push(body);
        return { body: { ...db[2]!, ...(body as object) } };
      },
    });
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 3 of 3");
    await user.click(screen.getByRole("button", { name: "Edit application date: Jan 15, 2025" }));
    const field = screen.getByLabelText("Application date", { selector: "input" });
    await user.clear(field);
    await user.type(field, "2025-01-20{Enter}");
    expect(
      await screen.findByRole("button", { name: "Edit application date: Jan 20, 2025" }),
    ).toBeInTheDocument();
    expect(patches).toEqual([{ applicationDate: "2025-01-20" }]);
  });

  it("moves an application to another status, dated today", async () => {
    const db = threeApplications();
    const patches: unknown[] = [];
    mockApi({
      "GET /api/applications": listReply(db),
      ...noPostingMatches,
      [`PATCH /api/applications/${db[0]!.id}`]: ({ body }) => {
        patches.push(body);
        return { body: { ...db[0]!, status: "Offer", statusDate: localToday() } };
      },
    });
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 3 of 3");
    await user.click(within(rowOf("Globex")).getByRole("button", { name: /Status: Interviewing/ }));
    await user.click(screen.getByRole("menuitemradio", { name: "Offer" }));
    expect(await within(rowOf("Globex")).findByRole("button", { name: /Status: Offer/ })).toBeInTheDocument();
    expect(patches).toEqual([{ status: "Offer", statusDate: localToday() }]);
    expect(within(rowOf("Globex")).getByText("today")).toBeInTheDocument();
  });
});

describe("proof of applications", () => {
  it("offers the PDF and CSV of a period, the last 30 days unless changed, and says when the period is backwards", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    renderTable();
    await screen.findByText("Showing 3 of 3");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(screen.getByRole("menuitem", { name: "Proof of applications..." }));
    const dialog = screen.getByRole("dialog", { name: "Proof of applications" });
    const today = localToday();
    const from = addDays(today, -30);
    expect(within(dialog).getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      `/api/reports/proof?from=${from}&to=${today}&format=pdf`,
    );
    expect(within(dialog).getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      `/api/reports/proof?from=${from}&to=${today}&format=csv`,
    );
    await user.clear(within(dialog).getByLabelText("From"));
    await user.type(within(dialog).getByLabelText("From"), addDays(today, 5));
    expect(within(dialog).getByText("The start date must be on or before the end date")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Download PDF" })).toBeDisabled();
    expect(within(dialog).queryByRole("link")).not.toBeInTheDocument();
  });

  it("checks the period only while the dialog is open, and keeps a period changed when it opens again", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    const checks = vi.spyOn(proofReportQuery, "safeParse");
    renderTable();
    await screen.findByText("Showing 3 of 3");
    expect(checks).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(screen.getByRole("menuitem", { name: "Proof of applications..." }));
    let dialog = screen.getByRole("dialog", { name: "Proof of applications" });
    expect(checks).toHaveBeenCalled();
    const from = addDays(localToday(), -7);
    await user.clear(within(dialog).getByLabelText("From"));
    await user.type(within(dialog).getByLabelText("From"), from);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(screen.getByRole("menuitem", { name: "Proof of applications..." }));
    dialog = screen.getByRole("dialog", { name: "Proof of applications" });
    expect(within(dialog).getByLabelText("From")).toHaveValue(from);
    checks.mockRestore();
  });
});

describe("searching kept postings", () => {
  it("finds an application by the text of the posting kept with it, which the list does not hold", async () => {
    const db = threeApplications();
    const searched: string[] = [];
    mockApi({
      "GET /api/applications": listReply(db),
      "GET /api/postings/search": ({ url }) => {
        searched.push(new URL(url).searchParams.get("q") ?? "");
        return { body: { ids: [db[1]!.id] } };
      },
    });
    renderTable("?q=terraform");
    expect(await screen.findByText("Showing 1 of 3")).toBeInTheDocument();
    expect(companiesInOrder()).toEqual(["Initech"]);
    expect(searched).toEqual(["terraform"]);
  });
});

describe("ghosted applications", () => {
  const today = localToday();
  function renderWithSettings(db: Application[], patches: unknown[]) {
    mockApi({
      "GET /api/applications": listReply(db),
      ...noPostingMatches,
      "PATCH /api/applications/:id": ({ url, body }) => {
        patches.push(body);
        const application = db.find((item) => url.endsWith(item.id))!;
        Object.assign(application, body);
        return { body: application };
      },
    });
    // What the dashboard has loaded: the user's limits (three weeks after applying).
    const queryClient = testQueryClient();
    queryClient.setQueryData(reminderSettingsQueryOptions().queryKey, reminderDefaults);
    renderRoutes([tableViewRoute(dialogControls())], { initialEntries: ["/dashboard"], queryClient });
  }

  it("marks an application silent past the limit, and keeping waiting starts the count again", async () => {
    const db = [
      anApplication({
        company: "Quiet Co",
        status: "Applied",
        applicationDate: addDays(today, -30),
        statusDate: addDays(today, -30),
      }),
      anApplication({
        company: "Recent Co",
        status: "Applied",
        applicationDate: addDays(today, -5),
        statusDate: addDays(today, -5),
      }),
      anApplication({
        company: "Closed Co",
        status: "Rejected",
        applicationDate: addDays(today, -60),
        statusDate: addDays(today, -60),
      }),
    ];
    const patches: unknown[] = [];
    renderWithSettings(db, patches);
    await screen.findByText("Showing 3 of 3");
    const user = userEvent.setup();
    expect(within(rowOf("Recent Co")).queryByRole("button", { name: /^Ghosted/ })).not.toBeInTheDocument();
    expect(within(rowOf("Closed Co")).queryByRole("button", { name: /^Ghosted/ })).not.toBeInTheDocument();
    await user.click(
      within(rowOf("Quiet Co")).getByRole("button", {
        name: "Ghosted: no answer for 30 days. Follow up, withdraw or keep waiting",
      }),
    );
    await user.click(screen.getByRole("menuitem", { name: "Keep waiting" }));
    expect(patches).toEqual([{ waitingSince: today }]);
    await waitFor(() =>
      expect(within(rowOf("Quiet Co")).queryByRole("button", { name: /^Ghosted/ })).not.toBeInTheDocument(),
    );
  });

  it("follows up (the follow-up date is today) or withdraws in one click", async () => {
    const quiet = (company: string) =>
      anApplication({
        company,
        status: "Applied",
        applicationDate: addDays(today, -40),
        statusDate: addDays(today, -40),
      });
    const db = [quiet("Follow Co"), quiet("Leave Co")];
    const patches: unknown[] = [];
    renderWithSettings(db, patches);
    await screen.findByText("Showing 2 of 2");
    const user = userEvent.setup();
    await user.click(within(rowOf("Follow Co")).getByRole("button", { name: /^Ghosted/ }));
    await user.click(screen.getByRole("menuitem", { name: "Follow up" }));
    await user.click(within(rowOf("Leave Co")).getByRole("button", { name: /^Ghosted/ }));
    await user.click(screen.getByRole("menuitem", { name: "Withdraw" }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches).toEqual([
      { followUpDate: today, waitingSince: today },
      { status: "Withdrawn", statusDate: today },
    ]);
    expect(
      await within(rowOf("Leave Co")).findByRole("button", { name: /Status: Withdrawn/ }),
    ).toBeInTheDocument();
  });
});

describe("selection and bulk actions", () => {
  it("selects all that match, not only the rows in view, and changes their status", async () => {
    const db = threeApplications();
    const bodies: unknown[] = [];
    mockApi({
      "GET /api/applications": listReply(db),
      ...noPostingMatches,
      "POST /api/applications/bulk": ({ body }) => {
        bodies.push(body);
        return { body: { count: 2 } };
      },
    });
    const user = userEvent.setup();
    renderTable("?source=LinkedIn");
    await screen.findByText("Showing 2 of 3");

    await user.click(screen.getByRole("checkbox", { name: "Select all 2 matching applications" }));
    const bar = screen.getByRole("region", { name: "Selected applications" });
    expect(within(bar).getByText("2 selected")).toBeInTheDocument();

    await user.click(within(bar).getByRole("button", { name: "Change status" }));
    await user.click(screen.getByRole("menuitem", { name: "Withdrawn" }));
    expect(await screen.findByText("Status changed")).toBeInTheDocument();
    expect(screen.getByText("2 applications moved to Withdrawn.")).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        action: "status",
        ids: [db[0]!.id, db[2]!.id],
        status: "Withdrawn",
        statusDate: localToday(),
      },
    ]);
  });

  it("offers to extend a partial selection to every match", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 3 of 3");
    await user.click(screen.getByRole("checkbox", { name: "Select Globex, Platform Engineer" }));
    expect(screen.getByRole("checkbox", { name: "Select all 3 matching applications" })).toHaveAttribute(
      "data-state",
      "indeterminate",
    );
    await user.click(screen.getByRole("button", { name: "Select all 3 applications that match" }));
    const bar = screen.getByRole("region", { name: "Selected applications" });
    expect(within(bar).getByText("3 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(screen.queryByRole("region", { name: "Selected applications" })).not.toBeInTheDocument();
  });

  it("asks before a bulk delete, naming how many, and reports a refusal", async () => {
    const db = threeApplications();
    const bodies: unknown[] = [];
    let refuse = true;
    mockApi({
      "GET /api/applications": listReply(db),
      ...noPostingMatches,
      "POST /api/applications/bulk": ({ body }) => {
        bodies.push(body);
        if (refuse) return apiError(404, "NOT_FOUND", "The requested resource was not found.");
        db.splice(0, 2);
        return { body: { count: 2 } };
      },
    });
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 3 of 3");
    await user.click(screen.getByRole("checkbox", { name: "Select Globex, Platform Engineer" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Initech, Staff Engineer" }));
    await user.click(
      within(screen.getByRole("region", { name: "Selected applications" })).getByRole("button", {
        name: "Delete",
      }),
    );

    const dialog = screen.getByRole("alertdialog", { name: "Delete 2 applications?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete 2 applications" }));
    expect(await screen.findByText("The requested resource was not found.")).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole("button", { name: "Delete 2 applications" }));
    expect(await screen.findByText("2 applications deleted.")).toBeInTheDocument();
    expect(await screen.findByText("Showing 1 of 1")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(bodies).toEqual([
      { action: "delete", ids: [expect.any(String), expect.any(String)] },
      { action: "delete", ids: [expect.any(String), expect.any(String)] },
    ]);
  });
});

describe("row actions", () => {
  it("opens the edit dialog from the menu and from the company name", async () => {
    const db = threeApplications();
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(db) });
    const user = userEvent.setup();
    const { controls } = renderTable();
    await screen.findByText("Showing 3 of 3");
    await user.click(screen.getByRole("button", { name: "Actions for Initech, Staff Engineer" }));
    await user.click(screen.getByRole("menuitem", { name: "Edit" }));
    expect(controls.openEdit).toHaveBeenCalledWith(db[1]);
    await user.click(screen.getByRole("button", { name: "Edit application at Acme" }));
    expect(controls.openEdit).toHaveBeenLastCalledWith(db[2]);
  });

  it("deletes one application after confirmation", async () => {
    const db = threeApplications();
    const [globex] = db;
    mockApi({
      "GET /api/applications": listReply(db),
      ...noPostingMatches,
      [`DELETE /api/applications/${globex!.id}`]: () => {
        db.splice(0, 1);
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 3 of 3");
    await user.click(screen.getByRole("button", { name: "Actions for Globex, Platform Engineer" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this application?" });
    expect(dialog).toHaveTextContent("Platform Engineer at Globex will be deleted");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Application deleted")).toBeInTheDocument();
    expect(await screen.findByText("Showing 2 of 2")).toBeInTheDocument();
  });
});

describe("on a phone", () => {
  beforeEach(() => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(max-width: 767px)",
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  function cardOf(company: string) {
    return screen.getByRole("listitem", { name: new RegExp(`^${company}, `) });
  }

  it("shows a salary only when there is one, labelled, and the source in full on its own line", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    renderTable();
    expect(await screen.findByText("Showing 3 of 3")).toBeInTheDocument();

    expect(cardOf("Globex")).toHaveTextContent("Salary $150,000");
    expect(cardOf("Initech")).toHaveTextContent("Salary €175,000");
    const acme = cardOf("Acme");
    expect(acme).not.toHaveTextContent("N/A");
    expect(acme).not.toHaveTextContent("Salary");

    const source = within(acme).getByText("LinkedIn");
    expect(source.parentElement).toHaveTextContent(/^Source LinkedIn$/);
    expect(source.parentElement).toHaveAttribute("title", "LinkedIn");
  });

  it("announces the selection's count politely, from a live region there before the first selection", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(threeApplications()) });
    const user = userEvent.setup();
    const { container } = renderTable();
    expect(await screen.findByText("Showing 3 of 3")).toBeInTheDocument();
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toBeEmptyDOMElement();

    await user.click(screen.getByRole("checkbox", { name: "Select Acme, Designer" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Globex, Platform Engineer" }));
    expect(live).toHaveTextContent(/^2 selected$/);
    const bar = screen.getByRole("region", { name: "Selected applications" });
    expect(within(bar).getByRole("button", { name: "Delete" })).toBeInTheDocument();

    await user.click(within(bar).getByRole("button", { name: "Clear selection" }));
    expect(live).toBeEmptyDOMElement();
  });
});
