import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aProfile } from "@/web/testing/fixtures";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { DetailsForm } from "./details-form";
import { EmailForm } from "./email-form";
import { PasswordForm } from "./password-form";

describe("the profile's forms", () => {
  it("saves the name and job title with the signup rules", async () => {
    const { calls } = mockApi({
      "PATCH /api/profile": ({ body }) => ({ body: aProfile(body as object) }),
    });
    const user = userEvent.setup();
    renderPage(<DetailsForm profile={aProfile()} />);
    const form = screen.getByRole("form", { name: "Personal details" });
    expect(within(form).getByRole("button", { name: "Save changes" })).toBeDisabled();
    await user.clear(within(form).getByLabelText("Last name"));
    await user.type(within(form).getByLabelText("Last name"), "L");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("Last name must be at least 2 characters")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(form).getByLabelText("Last name"), "ovelace-Byron");
    await user.type(within(form).getByLabelText("Job title"), "Analyst");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Profile updated")).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ firstName: "Ada", lastName: "Lovelace-Byron", jobTitle: "Analyst" });
  });

  it("asks for the current password to change the email, and says where the link went", async () => {
    const { calls } = mockApi({
      "POST /api/auth/change-email": ({ body }) =>
        (body as { currentPassword: string }).currentPassword === "Str0ng!Passw0rd"
          ? { body: { status: true } }
          : apiError(400, "VALIDATION_ERROR", "Invalid data provided. Please check your input.", {
              currentPassword: "The password is not right",
            }),
    });
    const user = userEvent.setup();
    renderPage(<EmailForm email="ada@example.com" />);
    const form = screen.getByRole("form", { name: "Change email address" });
    await user.type(within(form).getByLabelText("New email address"), "not-an-email");
    await user.click(within(form).getByRole("button", { name: "Change email" }));
    expect(await within(form).findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(within(form).getByText("Enter your current password")).toBeInTheDocument();

    await user.clear(within(form).getByLabelText("New email address"));
    await user.type(within(form).getByLabelText("New email address"), "ada@newmail.example");
    await user.type(within(form).getByLabelText("Current password"), "wrong");
    await user.click(within(form).getByRole("button", { name: "Change email" }));
    expect(await within(form).findByText("The password is not right")).toBeInTheDocument();

    await user.clear(within(form).getByLabelText("Current password"));
    await user.type(within(form).getByLabelText("Current password"), "Str0ng!Passw0rd");
    await user.click(within(form).getByRole("button", { name: "Change email" }));
    // The address may wrap at its dots and @ (it is its own element), so the sentence is read
    // as the whole text of the element that says it.
    expect(
      await screen.findByText(
        (ownText, element) =>
          ownText.startsWith("We sent a confirmation link to") &&
          /We sent a confirmation link to ada@newmail\.example\./.test(element?.textContent ?? ""),
      ),
    ).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({
      newEmail: "ada@newmail.example",
      currentPassword: "Str0ng!Passw0rd",
    });
  });

  it("changes the password after the current one, with the strength meter and the match check", async () => {
    const { calls } = mockApi({ "POST /api/auth/change-password": { body: { token: null } } });
    const user = userEvent.setup();
    renderPage(<PasswordForm email="ada@example.com" />);
    const form = screen.getByRole("form", { name: "Change password" });
    await user.type(within(form).getByLabelText("Current password"), "Str0ng!Passw0rd");
    await user.type(within(form).getByLabelText("New password"), "N3w!Passw0rd");
    expect(within(form).getByText("Strong")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Confirm new password"), "N3w!Passw0rdX");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("Passwords don't match")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(within(form).getByLabelText("Confirm new password"));
    await user.type(within(form).getByLabelText("Confirm new password"), "N3w!Passw0rd");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(
      await screen.findByText("Your new password is in use, and every other session has ended."),
    ).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ currentPassword: "Str0ng!Passw0rd", newPassword: "N3w!Passw0rd" });
  });
});
