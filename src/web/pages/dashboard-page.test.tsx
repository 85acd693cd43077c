import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Application } from "@/domain/application-schemas";
import { reminderDefaults } from "@/domain/reminder-settings";
import { anAnalytics } from "@/web/features/analytics/testing/an-analytics";
import { anApplication, aProfile, wholeList } from "@/web/testing/fixtures";
import { heldReply, mockApi } from "@/web/testing/mock-api";
import { renderRoutes, signedInSession } from "@/web/testing/render";
import DashboardPage from "./dashboard-page";

const profile = aProfile();

function renderDashboard(state?: unknown, items: Application[] = [anApplication()]) {
  mockApi({
    "GET /api/auth/get-session": { body: signedInSession },
    "GET /api/profile": { body: profile },
    "GET /api/settings/reminders": { body: reminderDefaults },
    "GET /api/interviews/upcoming": { body: { items: [] } },
    "GET /api/applications": { body: { items, total: items.length, nextCursor: null, ...wholeList() } },
    // The Analytics tab, once its code is in, reads its figures.
    "GET /api/analytics": { body: anAnalytics() },
  });
  return renderRoutes([{ path: "/dashboard", element: <DashboardPage /> }], {
    initialEntries: [{ pathname: "/dashboard", state }],
  });
}

describe("DashboardPage", () => {
  it("shows its heading and tabs while the session is checked, and 'Loading...' where the views go", async () => {
    const session = heldReply();
    mockApi({
      "GET /api/auth/get-session": session.handler,
      "GET /api/profile": { body: profile },
      "GET /api/settings/reminders": { body: reminderDefaults },
      "GET /api/interviews/upcoming": { body: { items: [] } },
      "GET /api/applications": {
        body: { items: [anApplication()], total: 1, nextCursor: null, ...wholeList() },
      },
    });
    renderRoutes([{ path: "/dashboard", element: <DashboardPage /> }], { initialEntries: ["/dashboard"] });

    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Table" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("table", { name: "Applications" })).not.toBeInTheDocument();
    session.answer({ body: signedInSession });
    expect(await screen.findByRole("table", { name: "Applications" })).toBeInTheDocument();
  });

  it("opens the empty form from the Add Application button beside the heading", async () => {
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByText("Welcome back, Ada.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add Application" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Application" });
    expect(await within(dialog).findByRole("textbox", { name: "Company" })).toHaveValue("");
  });

  it("offers a user with no applications one Add Application, and the import", async () => {
    renderDashboard(undefined, []);
    expect(await screen.findByRole("heading", { name: "No applications yet" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /Add Application/ })).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Import from a spreadsheet" })).toBeInTheDocument();
  });

  it("opens the empty form on N", async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole("heading", { name: "Dashboard" });
    await user.keyboard("n");
    expect(await screen.findByRole("dialog", { name: "Add Application" })).toBeInTheDocument();
  });

  it("opens the form once when sent here by /applications/new, keeping the tab", async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard({ defaultTab: "analytics", openAddApplication: true });
    expect(await screen.findByRole("dialog", { name: "Add Application" })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ defaultTab: "analytics" });

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
  });

  it("keeps the dashboard as it is when the table writes its view to the URL, and follows a tab redirect", async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Analytics" }));

    // A search or filter replaces the URL: a navigation that asks for no tab.
    await act(() => router.navigate("/dashboard?q=acme", { replace: true }));
    expect(screen.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");

    // /kanban while here redirects with the tab it wants.
    await act(() => router.navigate("/dashboard", { state: { defaultTab: "kanban", tabRequest: "second" } }));
    expect(screen.getByRole("tab", { name: "Kanban" })).toHaveAttribute("aria-selected", "true");
  });

  it("keeps the tab the user picked when a URL write keeps the redirect's state", async () => {
    const user = userEvent.setup();
    const state = { defaultTab: "kanban", tabRequest: "from-/kanban" };
    const { router } = renderDashboard(state);
    await user.click(await screen.findByRole("tab", { name: "Analytics" }));

    // The URL-state library replaces the entry and carries its state over.
    await act(() => router.navigate("/dashboard?range=90", { replace: true, state }));
    expect(screen.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
  });
});
