import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paths } from "@/domain/paths";
import { reminderMessages } from "@/domain/reminder-settings";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { Unsubscribe } from "./unsubscribe";

const renderAt = (search: string) =>
  renderPage(<Unsubscribe />, { path: paths.unsubscribe, initialEntries: [`${paths.unsubscribe}${search}`] });

describe("the digest's unsubscribe page", () => {
  it("changes nothing until the button is pressed, then says it is done", async () => {
    const { calls } = mockApi({ "POST /api/reminders/unsubscribe": { body: { unsubscribed: true } } });
    renderAt("?token=abc.def");
    const button = await screen.findByRole("button", { name: "Unsubscribe" });
    expect(calls).toHaveLength(0);
    await userEvent.setup().click(button);
    expect(await screen.findByRole("heading", { name: "You're unsubscribed" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(reminderMessages.unsubscribed);
    expect(calls.map((call) => new URL(call.url).search)).toEqual(["?token=abc.def"]);
    expect(screen.getByRole("link", { name: "Reminder settings" })).toHaveAttribute("href", paths.profile);
  });

  it("says a link that is refused, or has no token, does not work", async () => {
    mockApi({
      "POST /api/reminders/unsubscribe": apiError(
        400,
        "VALIDATION_ERROR",
        reminderMessages.unsubscribeInvalid,
      ),
    });
    renderAt("?token=forged");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(reminderMessages.unsubscribeInvalid);

    renderAt("");
    expect(await screen.findAllByRole("heading", { name: "This link does not work" })).not.toHaveLength(0);
  });

  it("keeps the button when the network fails, with the reason", async () => {
    mockApi({ "POST /api/reminders/unsubscribe": "network-error" });
    renderAt("?token=abc.def");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeEnabled();
  });
});
