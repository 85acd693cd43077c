import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-screen";

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error("render failed");
  return <p>Recovered page</p>;
}

describe("ErrorBoundary", () => {
  it("shows the error screen and recovers on Try Again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    shouldThrow = true;
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );

    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We encountered an unexpected error while loading this page. This has been logged and we'll look into it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");

    shouldThrow = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Recovered page")).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
