import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type ReminderSettings, reminderDefaults } from "@/domain/reminder-settings";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { RemindersSection } from "./reminders-form";

function renderForm(settings: ReminderSettings = reminderDefaults, patchReply?: (body: unknown) => unknown) {
  const patches: unknown[] = [];
  mockApi({
    "GET /api/settings/reminders": { body: settings },
    "PATCH /api/settings/reminders": ({ body }) => {
      patches.push(body);
      return (patchReply?.(body) as never) ?? { body: { ...settings, ...(body as object) } };
    },
  });
  renderPage(<RemindersSection />);
  return { patches };
}

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe("the reminder settings", () => {
  it("changes the proposed follow-up and turns the digest on at an hour in this browser's zone", async () => {
    const { patches } = renderForm();
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Reminders" });
    const proposal = within(form).getByRole("combobox", { name: "Propose a follow-up date" });
    expect(proposal).toHaveValue("7");
    expect(within(form).queryByRole("combobox", { name: "Send it at" })).not.toBeInTheDocument();
    const save = within(form).getByRole("button", { name: "Save reminders" });
    expect(save).toBeDisabled();

    await user.selectOptions(proposal, "14");
    await user.click(within(form).getByRole("switch", { name: "Daily digest email" }));
    await user.selectOptions(within(form).getByRole("combobox", { name: "Send it at" }), "7:00 AM");
    expect(within(form).getByRole("combobox", { name: "Time zone" })).toHaveValue(browserZone);
    await user.selectOptions(
      within(form).getByRole("combobox", { name: "Ghosted after applying" }),
      "30 days",
    );
    await user.selectOptions(
      within(form).getByRole("combobox", { name: "Ghosted after an interview" }),
      "Never",
    );
    await user.click(save);

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      followUpDays: 14,
      digestEnabled: true,
      digestHour: 7,
      timeZone: browserZone,
      ghostAfterApplied: 30,
      ghostAfterInterview: null,
    });
    expect(await screen.findByText("Reminder settings saved")).toBeInTheDocument();
  });

  it("proposes no date when told so, and keeps a zone chosen before", async () => {
    const { patches } = renderForm({
      followUpDays: 10,
      digestEnabled: true,
      digestHour: 18,
      timeZone: "Asia/Tokyo",
      ghostAfterApplied: 21,
      ghostAfterInterview: 14,
    });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Reminders" });
    expect(within(form).getByRole("combobox", { name: "Time zone" })).toHaveValue("Asia/Tokyo");
    expect(within(form).getByRole("combobox", { name: "Send it at" })).toHaveValue("18");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Propose a follow-up date" }), "");
    await user.click(within(form).getByRole("button", { name: "Save reminders" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ followUpDays: null, timeZone: "Asia/Tokyo", digestHour: 18 });
  });

  it("puts the server's message on its field", async () => {
    renderForm(reminderDefaults, () =>
      apiError(400, "VALIDATION_ERROR", "Invalid data provided. Please check your input.", {
        timeZone: "Choose a time zone from the list",
      }),
    );
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Reminders" });
    await user.click(within(form).getByRole("switch", { name: "Daily digest email" }));
    await user.click(within(form).getByRole("button", { name: "Save reminders" }));
    expect(await within(form).findByText("Choose a time zone from the list")).toBeInTheDocument();
    expect(within(form).getByRole("combobox", { name: "Time zone" })).toHaveAttribute("aria-invalid", "true");
  });
});
