import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentType, lazy } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dashboard } from "./dashboard";

function setViewport(mobile: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(max-width: 767px)" ? mobile : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** A view whose code arrives when the test says so, like a chunk still downloading. */
function deferredView(text: string) {
  let resolve: (module: { default: ComponentType }) => void = () => {};
  const View = lazy(
    () =>
      new Promise<{ default: ComponentType }>((done) => {
        resolve = done;
      }),
  );
  return { element: <View />, load: () => resolve({ default: () => <p>{text}</p> }) };
}

function renderDashboard(defaultTab: "table" | "kanban" | "analytics") {
  const views = {
    table: deferredView("The table view"),
    kanban: deferredView("The kanban view"),
    analytics: deferredView("The analytics view"),
  };
  render(
    <Dashboard
      defaultTab={defaultTab}
      actions={<button type="button">Add Application</button>}
      table={views.table.element}
      kanban={views.kanban.element}
      analytics={views.analytics.element}
    />,
  );
  return views;
}

afterEach(() => vi.unstubAllGlobals());

describe("Dashboard", () => {
  it("starts on the tab it is given and shows each view's loading text until its code arrives", async () => {
    setViewport(false);
    const user = userEvent.setup();
    const views = renderDashboard("analytics");

    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Application" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Loading Analytics...");
    views.analytics.load();
    expect(await screen.findByText("The analytics view")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Kanban" }));
    expect(screen.getByRole("status")).toHaveTextContent("Loading Kanban...");
    views.kanban.load();
    expect(await screen.findByText("The kanban view")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Table" }));
    expect(screen.getByRole("status")).toHaveTextContent("Loading Table...");
    views.table.load();
    expect(await screen.findByText("The table view")).toBeInTheDocument();
  });

  it("hides Kanban on narrow screens and falls back to the table", async () => {
    setViewport(true);
    const views = renderDashboard("kanban");
    expect(screen.queryByRole("tab", { name: "Kanban" })).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Table" })).toHaveAttribute("aria-selected", "true");
    views.table.load();
    expect(await screen.findByText("The table view")).toBeInTheDocument();
  });
});
