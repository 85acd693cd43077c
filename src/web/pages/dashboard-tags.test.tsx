import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Application } from "@/domain/application-schemas";
import { addDays, localToday } from "@/domain/dates";
import { reminderDefaults } from "@/domain/reminder-settings";
import type { Tag } from "@/domain/tag-inputs";
import { ApplicationDialogContext } from "@/web/entities/application/hooks/application-dialog-context";
import TagManager from "@/web/entities/tag/components/tag-manager";
import ApplicationsBoardView from "@/web/features/board/components/applications-board-view";
import { reminderSettingsQueryOptions } from "@/web/hooks/use-reminder-settings";
import { anApplication, wholeList } from "@/web/testing/fixtures";
import { type ApiCall, mockApi } from "@/web/testing/mock-api";
import { renderRoutes, testQueryClient } from "@/web/testing/render";
import { dialogControls, tableViewRoute } from "@/web/testing/table-view";

const remote: Tag = {
  id: "5b0e6a3e-1c7e-4c53-9b3e-6f1d2a9c0f11",
  name: "Remote",
  color: "teal",
  applications: 1,
};
const dream: Tag = {
  id: "0d8f3c1a-2b4e-4f6a-8c9d-1e2f3a4b5c6d",
  name: "Dream job",
  color: "purple",
  applications: 1,
};
/** As the server lists them: A to Z. */
const tags = [dream, remote];

function applications() {
  return [
    anApplication({ company: "Globex", jobTitle: "Platform Engineer", tagIds: [remote.id, dream.id] }),
    anApplication({ company: "Initech", jobTitle: "Staff Engineer", tagIds: [] }),
    anApplication({
      company: "Acme",
      jobTitle: "Old Designer",
      status: "Rejected",
      archivedAt: "2026-11-01T09:00:00.000Z",
    }),
  ];
}

function listReply(db: Application[]) {
  return () => ({ body: { items: [...db], total: db.length, nextCursor: null, ...wholeList() } });
}

const base = (db: Application[]) => ({
  "GET /api/applications": listReply(db),
  "GET /api/tags": { body: { items: tags } },
  "GET /api/postings/search": { body: { ids: [] } },
});

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
beforeEach(() => {
  vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(600);
  vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(1400);
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderTable = (search = "") =>
  renderRoutes([tableViewRoute(dialogControls())], { initialEntries: [`/dashboard${search}`] });

const renderBoard = (search = "", queryClient = testQueryClient()) =>
  renderRoutes(
    [
      {
        path: "/dashboard",
        element: (
          <ApplicationDialogContext value={dialogControls()}>
            <ApplicationsBoardView />
          </ApplicationDialogContext>
        ),
      },
    ],
    { initialEntries: [`/dashboard${search}`], queryClient },
  );

function companiesShown() {
  const table = screen.getByRole("table", { name: "Applications" });
  return within(table)
    .getAllByRole("button", { name: /^Edit application at / })
    .map((button) => button.textContent);
}

const bulkBodies = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === "POST" && call.url.endsWith("/api/applications/bulk"))
    .map((call) => call.body);

describe("tags and the archive in the table", () => {
  it("shows each row's tags, leaves the archive out until asked, and filters by tag", async () => {
    mockApi(base(applications()));
    const user = userEvent.setup();
    renderTable();
    expect(await screen.findByText("Showing 2 of 3")).toBeInTheDocument();
    expect(companiesShown()).toEqual(["Globex", "Initech"]);
    expect(
      await screen.findByRole("button", {
        name: "Tags of Globex, Platform Engineer: Dream job, Remote. Change tags",
      }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Archived applications" }), "include");
    expect(await screen.findByText("Showing 3 of 3")).toBeInTheDocument();
    const acme = screen.getByRole("button", { name: "Edit application at Acme" }).closest("tr")!;
    expect(within(acme).getByText("Archived")).toBeInTheDocument();
    expect(window.location.search).toContain("archived=include");

    await user.selectOptions(screen.getByRole("combobox", { name: "Archived applications" }), "only");
    expect(await screen.findByText("Showing 1 of 3")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await user.click(screen.getByRole("button", { name: "Filter by tags" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Remote" }));
    await user.keyboard("{Escape}");
    expect(await screen.findByText("Showing 1 of 3")).toBeInTheDocument();
    expect(companiesShown()).toEqual(["Globex"]);
    expect(window.location.search).toContain(`tag=${remote.id}`);
  });

  it("says when a search also matches archived applications, and shows them on request", async () => {
    mockApi(base(applications()));
    const user = userEvent.setup();
    renderTable("?q=designer");
    expect(await screen.findByText("1 archived application also matches.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Include archived" }));
    expect(await screen.findByText("Showing 1 of 3")).toBeInTheDocument();
    expect(companiesShown()).toEqual(["Acme"]);
    expect(screen.queryByText("1 archived application also matches.")).not.toBeInTheDocument();
  });

  it("tags a row from its tags cell, saving the whole set at once", async () => {
    const db = applications();
    const patches: unknown[] = [];
    mockApi({
      ...base(db),
      "PATCH /api/applications/:id": ({ body }) => {
        patches.push(body);
        return { body: { ...db[1]!, ...(body as object) } };
      },
    });
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole("button", { name: /^Tags of Initech, Staff Engineer: none/ }));
    await user.click(await screen.findByRole("checkbox", { name: "Remote" }));
    await waitFor(() => expect(patches).toEqual([{ tagIds: [remote.id] }]));
  });

  it("opens the picker with the keyboard in its search box: a tag's name and Enter ticks it", async () => {
    const db = applications();
    const patches: unknown[] = [];
    mockApi({
      ...base(db),
      "PATCH /api/applications/:id": ({ body }) => {
        patches.push(body);
        return { body: { ...db[1]!, ...(body as object) } };
      },
    });
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole("button", { name: /^Tags of Initech, Staff Engineer: none/ }));
    const search = await screen.findByRole("textbox", { name: "Find or make a tag" });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard("remote{Enter}");
    await waitFor(() => expect(patches).toEqual([{ tagIds: [remote.id] }]));
    expect(search).toHaveValue("");
  });

  it("makes a tag from the picker's text, in the next colour, and puts it on", async () => {
    const db = applications();
    const made: unknown[] = [];
    const patches: unknown[] = [];
    const onsite: Tag = {
      id: "9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f",
      name: "Onsite",
      color: "orange",
      applications: 0,
    };
    mockApi({
      ...base(db),
      "POST /api/tags": ({ body }) => {
        made.push(body);
        return { status: 201, body: onsite };
      },
      "PATCH /api/applications/:id": ({ body }) => {
        patches.push(body);
        return { body: { ...db[1]!, ...(body as object) } };
      },
    });
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole("button", { name: /^Tags of Initech, Staff Engineer: none/ }));
    await user.type(await screen.findByRole("textbox", { name: "Find or make a tag" }), "Onsite{Enter}");
    await waitFor(() => expect(patches).toEqual([{ tagIds: [onsite.id] }]));
    expect(made).toEqual([{ name: "Onsite", color: "orange" }]);
  });

  it("tags, untags and archives the selection in bulk", async () => {
    const db = applications();
    const { calls } = mockApi({ ...base(db), "POST /api/applications/bulk": { body: { count: 2 } } });
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 2 of 3");
    await user.click(screen.getByRole("checkbox", { name: "Select all 2 matching applications" }));
    const bar = screen.getByRole("region", { name: "Selected applications" });

    await user.click(within(bar).getByRole("button", { name: "Tags" }));
    await user.click(screen.getAllByRole("menuitem", { name: "Dream job" })[0]!);
    // A toast is checked by finding it, no more: it shows for two seconds, and on a busy
    // machine it may be gone again by the time a second look at the page runs.
    await screen.findByText("Dream job: on 2 applications.");

    await user.click(within(bar).getByRole("button", { name: "Tags" }));
    // Only tags some selected application has can be taken off.
    expect(screen.queryByRole("menuitem", { name: "Take Dream job off" })).toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "Take Remote off" }));
    await screen.findByText("Remote: off 2 applications.");

    await user.click(within(bar).getByRole("button", { name: "Archive" }));
    expect(
      await screen.findByText("2 applications archived. They stay in analytics and exports."),
    ).toBeInTheDocument();
    const [globex, initech] = db;
    expect(bulkBodies(calls)).toEqual([
      { action: "tag", ids: [globex!.id, initech!.id], tagId: dream.id },
      { action: "untag", ids: [globex!.id, initech!.id], tagId: remote.id },
      { action: "archive", ids: [globex!.id, initech!.id] },
    ]);
  });
});

describe("tags and the archive on the board", () => {
  it("never shows the archive, names a card's tags, and filters by tag", async () => {
    mockApi(base(applications()));
    renderBoard(`?archived=include&tag=${remote.id}`);
    expect(await screen.findByText("Showing 1 of 2")).toBeInTheDocument();
    const rejected = screen.getByRole("region", { name: /^Rejected,/ });
    expect(within(rejected).getByText("None match the filters")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("button")
          .find((element) => element.getAttribute("aria-label")?.startsWith("Platform Engineer at Globex"))
          ?.getAttribute("aria-label"),
      ).toMatch(/, tagged Dream job, Remote$/),
    );
  });

  it("tags or archives every card a column shows, from its menu", async () => {
    const db = applications();
    const { calls } = mockApi({ ...base(db), "POST /api/applications/bulk": { body: { count: 2 } } });
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText("Showing 2 of 2");
    await user.click(screen.getByRole("button", { name: "Actions for the Applied column" }));
    await user.click(screen.getByRole("menuitem", { name: "Remote" }));
    await screen.findByText("Remote: on 2 applications in Applied.");
    await user.click(screen.getByRole("button", { name: "Actions for the Applied column" }));
    await user.click(screen.getByRole("menuitem", { name: "Archive these 2 cards" }));
    expect(
      await screen.findByText("2 applications from Applied. They stay in analytics and exports."),
    ).toBeInTheDocument();
    const ids = db.slice(0, 2).map((application) => application.id);
    expect(bulkBodies(calls)).toEqual([
      { action: "tag", ids: expect.arrayContaining(ids), tagId: remote.id },
      { action: "archive", ids: expect.arrayContaining(ids) },
    ]);
  });
});

describe("a ghosted card on the board", () => {
  it("offers follow up, withdraw and keep waiting from the card's ghost", async () => {
    const today = localToday();
    const quiet = anApplication({
      company: "Quiet Co",
      jobTitle: "Analyst",
      applicationDate: addDays(today, -30),
      statusDate: addDays(today, -30),
    });
    const patches: unknown[] = [];
    mockApi({
      ...base([quiet]),
      "PATCH /api/applications/:id": ({ body }) => {
        patches.push(body);
        return { body: { ...quiet, ...(body as object) } };
      },
    });
    // What the dashboard has loaded: the user's limits (three weeks after applying).
    const queryClient = testQueryClient();
    queryClient.setQueryData(reminderSettingsQueryOptions().queryKey, reminderDefaults);
    renderBoard("", queryClient);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", {
        name: "Ghosted: no answer for 30 days. Follow up, withdraw or keep waiting",
      }),
    );
    await user.click(screen.getByRole("menuitem", { name: "Keep waiting" }));
    await waitFor(() => expect(patches).toEqual([{ waitingSince: today }]));
  });
});

describe("the tag manager", () => {
  it("makes, renames, recolours and deletes tags, asking again before deleting one in use", async () => {
    const { calls } = mockApi({
      "GET /api/tags": { body: { items: tags } },
      "POST /api/tags": {
        status: 201,
        body: { id: "9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f", name: "Onsite", color: "green", applications: 0 },
      },
      "PATCH /api/tags/:id": ({ body }) => ({ body: { ...remote, ...(body as object) } }),
      "DELETE /api/tags/:id": { status: 204 },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <TagManager open onOpenChange={() => {}} /> }]);
    const dialog = await screen.findByRole("dialog", { name: "Tags" });
    await within(dialog).findByRole("textbox", { name: "Name of Remote" });

    await user.type(within(dialog).getByRole("textbox", { name: "New tag" }), "Onsite");
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: "Colour of the new tag" }),
      "green",
    );
    await user.click(within(dialog).getByRole("button", { name: "Add tag" }));
    await screen.findByText("Tag created");

    const name = within(dialog).getByRole("textbox", { name: "Name of Remote" });
    await user.clear(name);
    await user.type(name, "Remote first{Enter}");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Colour of Remote" }), "red");

    await user.click(within(dialog).getByRole("button", { name: "Delete Dream job" }));
    await user.click(within(dialog).getByRole("button", { name: "Delete Dream job from 1 application" }));
    await screen.findByText("Tag deleted");

    const writes = calls
      .filter((call) => call.method !== "GET")
      .map((call) => [call.method, new URL(call.url).pathname, call.body]);
    expect(writes).toEqual([
      ["POST", "/api/tags", { name: "Onsite", color: "green" }],
      ["PATCH", `/api/tags/${remote.id}`, { name: "Remote first" }],
      ["PATCH", `/api/tags/${remote.id}`, { color: "red" }],
      ["DELETE", `/api/tags/${dream.id}`, undefined],
    ]);
  });

  it("says why a name is refused", async () => {
    mockApi({
      "GET /api/tags": { body: { items: tags } },
      "POST /api/tags": {
        status: 409,
        body: { error: { code: "DUPLICATE_ENTRY", message: "You already have a tag with this name." } },
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <TagManager open onOpenChange={() => {}} /> }]);
    const dialog = await screen.findByRole("dialog", { name: "Tags" });
    await user.click(within(dialog).getByRole("button", { name: "Add tag" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Name the tag");
    await user.type(within(dialog).getByRole("textbox", { name: "New tag" }), "remote{Enter}");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You already have a tag with this name.",
    );
  });
});
