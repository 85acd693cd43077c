import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Application } from "@/domain/application-schemas";
import { localToday } from "@/domain/dates";
import {
  ApplicationDialogContext,
  type ApplicationDialogControls,
} from "@/web/entities/application/hooks/application-dialog-context";
import { anApplication, wholeList } from "@/web/testing/fixtures";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderRoutes } from "@/web/testing/render";
import ApplicationsBoardView from "./applications-board-view";

beforeAll(() => {
  // jsdom lays nothing out and has no scrollIntoView; the board only asks it to scroll.
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  // Columns render only the cards in view; give them a height to have a view.
  vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(600);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The server's search of kept postings, finding none. */
const noPostingMatches = { "GET /api/postings/search": { body: { ids: [] } } };

function board() {
  return [
    anApplication({ company: "Acme", jobTitle: "Designer", status: "Applied", boardPosition: -30 }),
    anApplication({
      company: "Globex",
      jobTitle: "Platform Engineer",
      status: "Applied",
      boardPosition: -20,
    }),
    anApplication({
      company: "Initech",
      jobTitle: "Staff Engineer",
      status: "Interviewing",
      boardPosition: -10,
    }),
    anApplication({
      company: "Umbrella",
      jobTitle: "Analyst",
      status: "Offer",
      boardPosition: -5,
      source: "Referral",
    }),
  ];
}

function listReply(db: Application[]) {
  return () => ({ body: { items: [...db], total: db.length, nextCursor: null, ...wholeList() } });
}

function renderBoard(
  search = "",
  controls: ApplicationDialogControls = { openNew: vi.fn(), openEdit: vi.fn() },
) {
  renderRoutes(
    [
      {
        path: "/dashboard",
        element: (
          <ApplicationDialogContext value={controls}>
            <ApplicationsBoardView />
          </ApplicationDialogContext>
        ),
      },
    ],
    { initialEntries: [`/dashboard${search}`] },
  );
  return controls;
}

function column(status: string) {
  return screen.getByRole("region", { name: new RegExp(`^${status},`) });
}

function companiesIn(status: string) {
  return within(column(status))
    .queryAllByRole("button", { name: / at / })
    .filter((element) => element.getAttribute("aria-roledescription") === "application card")
    .map((card) => card.getAttribute("aria-label")?.match(/ at ([^,]+),/)?.[1]);
}

function card(company: string) {
  return screen
    .getAllByRole("button")
    .find(
      (element) =>
        element.getAttribute("aria-roledescription") === "application card" &&
        element.getAttribute("aria-label")?.includes(` at ${company},`),
    )!;
}

/** dnd-kit's keyboard sensor starts listening on the next tick after a pick-up. */
async function press(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.keyboard(key);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function liveRegion() {
  return document.querySelector("[id^=DndLiveRegion]")!;
}

describe("the Kanban tab", () => {
  it("shows one column per stage in board order, with counts, cards in the user's order", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(board()) });
    renderBoard();
    expect(await screen.findByRole("heading", { name: /^Applied/ })).toBeInTheDocument();
    const headings = screen
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.getAttribute("aria-label"));
    expect(headings).toEqual([
      "Applied, 2 applications",
      "Interviewing, 1 application",
      "Offer, 1 application",
      "Rejected, 0 applications",
      "Not Selected, 0 applications",
      "Withdrawn, 0 applications",
    ]);
    expect(companiesIn("Applied")).toEqual(["Acme", "Globex"]);
    expect(within(column("Rejected")).getByText("No applications")).toBeInTheDocument();
  });

  it("applies the table's search and filters from the URL", async () => {
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(board()) });
    renderBoard("?q=engineer&status=Applied&status=Interviewing");
    expect(await screen.findByText("Showing 2 of 4")).toBeInTheDocument();
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.getAttribute("aria-label")),
    ).toEqual(["Applied, 1 application", "Interviewing, 1 application"]);
    expect(companiesIn("Applied")).toEqual(["Globex"]);
  });

  it("opens the edit dialog from a click on a card and from its Edit button", async () => {
    const user = userEvent.setup();
    const db = board();
    mockApi({ ...noPostingMatches, "GET /api/applications": listReply(db) });
    const controls = renderBoard();
    await screen.findByRole("heading", { name: /^Applied/ });
    await user.click(card("Globex"));
    expect(controls.openEdit).toHaveBeenCalledWith(db[1]);
    await user.click(screen.getByRole("button", { name: "Edit Staff Engineer at Initech" }));
    expect(controls.openEdit).toHaveBeenLastCalledWith(db[2]);
  });

  it("moves a card by keyboard: picks up, one column right, one down, drops; saves status, date and place", async () => {
    const user = userEvent.setup();
    const db = board();
    let saved: unknown;
    mockApi({
      "GET /api/applications": listReply(db),
      ...noPostingMatches,
      [`PATCH /api/applications/${db[0]!.id}`]: ({ body }) => {
        saved = body;
        const changes = body as Partial<Application>;
        db[0] = { ...db[0]!, ...changes, statusDate: localToday() };
        return { body: db[0] };
      },
    });
    renderBoard();
    await screen.findByRole("heading", { name: /^Applied/ });

    card("Acme").focus();
    await press(user, "[Space]");
    expect(liveRegion().textContent).toBe("Picked up Designer at Acme, in Applied, position 1 of 2.");
    await press(user, "[ArrowRight]");
    expect(liveRegion().textContent).toBe("Acme: Interviewing, position 1 of 2.");
    await press(user, "[ArrowDown]");
    expect(liveRegion().textContent).toBe("Acme: Interviewing, position 2 of 2.");
    await press(user, "[Space]");
    expect(liveRegion().textContent).toBe("Dropped Designer at Acme in Interviewing, position 2 of 2.");

    // At once, before the server answers, and still after it has.
    expect(companiesIn("Interviewing")).toEqual(["Initech", "Acme"]);
    await waitFor(() => expect(saved).toBeDefined());
    // Below Initech (-10): one past the last card.
    expect(saved).toEqual({ status: "Interviewing", statusDate: localToday(), boardPosition: -9 });
    expect(companiesIn("Applied")).toEqual(["Globex"]);
    // The keyboard stays on the card in its new column.
    await waitFor(() => expect(document.activeElement).toBe(card("Acme")));
  });

  it("puts nothing in motion when Escape cancels a keyboard move", async () => {
    const user = userEvent.setup();
    const api = mockApi({ ...noPostingMatches, "GET /api/applications": listReply(board()) });
    renderBoard();
    await screen.findByRole("heading", { name: /^Applied/ });
    card("Acme").focus();
    await press(user, "[Space]");
    await press(user, "[ArrowRight]");
    await press(user, "[Escape]");
    expect(liveRegion().textContent).toBe("Cancelled. Designer at Acme stays in Applied.");
    expect(companiesIn("Applied")).toEqual(["Acme", "Globex"]);
    expect(api.calls.filter(({ method }) => method === "PATCH")).toHaveLength(0);
  });

  it("puts the card back and says why when the server refuses the move", async () => {
    const user = userEvent.setup();
    const db = board();
    mockApi({
      "GET /api/applications": listReply(db),
      ...noPostingMatches,
      [`PATCH /api/applications/${db[0]!.id}`]: apiError(
        400,
        "VALIDATION_ERROR",
        "Invalid data provided. Please check your input.",
        { statusDate: "The status date cannot be before the application date" },
      ),
    });
    renderBoard();
    await screen.findByRole("heading", { name: /^Applied/ });
    card("Acme").focus();
    await press(user, "[Space]");
    await press(user, "[ArrowRight]");
    await press(user, "[Space]");
    expect((await screen.findAllByText("Move failed")).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Designer at Acme is back in Applied/).length).toBeGreaterThan(0);
    await waitFor(() => expect(companiesIn("Applied")).toEqual(["Acme", "Globex"]));
    expect(companiesIn("Interviewing")).toEqual(["Initech"]);
  });

  it("reorders within a column without changing the status", async () => {
    const user = userEvent.setup();
    const db = board();
    let saved: unknown;
    mockApi({
      "GET /api/applications": listReply(db),
      ...noPostingMatches,
      [`PATCH /api/applications/${db[1]!.id}`]: ({ body }) => {
        saved = body;
        db[1] = { ...db[1]!, ...(body as Partial<Application>) };
        return { body: db[1] };
      },
    });
    renderBoard();
    await screen.findByRole("heading", { name: /^Applied/ });
    card("Globex").focus();
    await press(user, "[Space]");
    await press(user, "[ArrowUp]");
    await press(user, "[Enter]");
    await waitFor(() => expect(saved).toEqual({ boardPosition: -31 }));
    expect(companiesIn("Applied")).toEqual(["Globex", "Acme"]);
  });
});
