import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

afterEach(() => vi.unstubAllGlobals());

describe("Dashboard", () => {
  it("starts on the tab it is given and loads each view lazily", async () => {
    setViewport(false);
    const user = userEvent.setup();
    render(<Dashboard defaultTab="analytics" />);

    expect(screen.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Loading Analytics...");
    expect(await screen.findByText(/how quickly companies respond/)).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Kanban" }));
    expect(await screen.findByText(/card in its stage's column/)).toBeInTheDocument();
  });

  it("shows an honest empty state, not sample data", async () => {
    setViewport(false);
    render(<Dashboard defaultTab="table" />);
    expect(await screen.findByRole("heading", { name: "No applications yet" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("hides Kanban on narrow screens and falls back to the table", async () => {
    setViewport(true);
    render(<Dashboard defaultTab="kanban" />);
    expect(screen.queryByRole("tab", { name: "Kanban" })).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Table" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText(/this table lists each one/)).toBeInTheDocument();
  });
});
