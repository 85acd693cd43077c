import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";
import { dismissToast, toast, useToasts } from "./use-toast";

afterEach(() => vi.useRealTimers());

/** What the store holds: "title:open" for each toast. */
function StoreProbe() {
  const toasts = useToasts();
  return (
    <output aria-label="Toast store">
      {toasts.map((item) => `${item.title}:${item.open ? "open" : "closed"}`).join(",")}
    </output>
  );
}

describe("toasts", () => {
  it("shows one at a time and closes after 2 s", async () => {
    vi.useFakeTimers();
    render(
      <>
        <Toaster />
        <StoreProbe />
      </>,
    );

    act(() => {
      toast({ title: "First" });
      toast({ title: "Logged Out", description: "You have been successfully logged out." });
    });
    expect(screen.getByRole("status", { name: "Toast store" })).toHaveTextContent("Logged Out:open");
    expect(screen.queryByText("First")).not.toBeInTheDocument();
    expect(screen.getByText("You have been successfully logged out.")).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByText("You have been successfully logged out.")).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText("You have been successfully logged out.")).not.toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Toast store" })).toHaveTextContent("Logged Out:closed");
  });

  it("removes a dismissed toast 3 s after dismissal", async () => {
    vi.useFakeTimers();
    render(<StoreProbe />);
    let id = "";
    act(() => {
      id = toast({ title: "Logout Error", variant: "destructive" });
    });
    act(() => dismissToast(id));
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByRole("status", { name: "Toast store" })).toHaveTextContent("Logout Error:closed");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("status", { name: "Toast store" })).toBeEmptyDOMElement();
  });
});
