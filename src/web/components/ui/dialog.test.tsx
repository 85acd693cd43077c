import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";
import { Toaster } from "./toaster";
import { toast } from "./use-toast";

function OpenDialog({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogTitle>Add Application</DialogTitle>
        <DialogDescription>Record a job you applied for.</DialogDescription>
        <input aria-label="Company" />
        {children}
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("closes on Escape even when a toast appeared after it opened", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Toaster />
        <OpenDialog />
      </>,
    );
    await user.click(screen.getByRole("textbox", { name: "Company" }));
    act(() => void toast({ title: "Welcome to JobTrail" }));
    await screen.findByText("Welcome to JobTrail");

    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog", { name: "Add Application" })).not.toBeInTheDocument();
  });

  it("closes a panel open inside it first, and itself on the next Escape", async () => {
    const user = userEvent.setup();
    render(
      <OpenDialog>
        <Popover>
          <PopoverTrigger>Choose a period</PopoverTrigger>
          <PopoverContent aria-label="Period">
            <input aria-label="From" />
          </PopoverContent>
        </Popover>
      </OpenDialog>,
    );
    await user.click(screen.getByRole("button", { name: "Choose a period" }));
    await user.click(await screen.findByRole("textbox", { name: "From" }));

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("textbox", { name: "From" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Add Application" })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Add Application" })).not.toBeInTheDocument();
  });
});
