import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { applicationMessages } from "@/domain/applications";
import { mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { AddApplicationButton } from "./add-application-button";
import { ApplicationDialogProvider } from "./application-dialog-provider";

// The form's chunk fails to download until the test lets it through, like a dropped
// connection that comes back. Its own file: once a module has loaded, it stays loaded.
const chunk = vi.hoisted(() => ({ available: false, requests: 0 }));
vi.mock("./application-form", async (importOriginal) => {
  chunk.requests += 1;
  if (!chunk.available) throw new TypeError("Failed to fetch dynamically imported module");
  return importOriginal();
});

describe("loading the application form", () => {
  it("says it failed and loads it again on Retry", async () => {
    // React reports the failure it caught; that is the behaviour under test.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({});
    const user = userEvent.setup();
    renderPage(
      <ApplicationDialogProvider>
        <AddApplicationButton />
      </ApplicationDialogProvider>,
    );

    await user.click(screen.getByRole("button", { name: "Add Application" }));
    const dialog = screen.getByRole("dialog", { name: "Add Application" });
    expect(within(dialog).getByRole("status")).toHaveTextContent(applicationMessages.loadingForm);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(applicationMessages.formFailed);
    expect(chunk.requests).toBe(1);

    // Closing and opening again does not hide the failure behind a retry nobody asked for.
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Add Application" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(applicationMessages.formFailed);

    chunk.available = true;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("textbox", { name: "Company" })).toBeInTheDocument();
    expect(screen.queryByText(applicationMessages.formFailed)).not.toBeInTheDocument();
    expect(chunk.requests).toBe(2);
    consoleError.mockRestore();
  });
});
