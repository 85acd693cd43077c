import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { invitationMessages, type SignupMode } from "@/domain/invitations";
import { deploymentConfigQueryOptions } from "@/web/lib/deployment-config";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { inAccountPages, LandedOn, renderRoutes, testQueryClient } from "@/web/testing/render";
import { SignupForm } from "./signup-form";

/** The sign-up form as this deployment's setting has it (the config already loaded). */
function renderSignup(signup: SignupMode = "open", search = "") {
  const queryClient = testQueryClient();
  queryClient.setQueryData(deploymentConfigQueryOptions().queryKey, {
    appleSignIn: false,
    requireEmailVerification: true,
    mailForwarding: false,
    signup,
    analytics: null,
  });
  return renderRoutes(
    inAccountPages([
      { path: "/signup", element: <SignupForm /> },
      { path: "*", element: <LandedOn /> },
    ]),
    { initialEntries: [`/signup${search}`], queryClient },
  );
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "Secret1!");
  await user.type(screen.getByLabelText("Confirm password"), "Secret1!");
  await user.click(screen.getByRole("checkbox", { name: /I agree to the/ }));
}

describe("SignupForm", () => {
  it("shows the validation messages and focuses the first invalid field", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderSignup();

    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("First name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Last name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("You must agree to the terms and conditions")).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveFocus();
    expect(screen.getByRole("checkbox", { name: /I agree to the/ })).toHaveAccessibleDescription(
      "You must agree to the terms and conditions",
    );
  });

  it("names the missing character classes and a mismatched confirmation", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderSignup();

    await user.type(screen.getByLabelText("Password"), "abcdefgh");
    await user.type(screen.getByLabelText("Confirm password"), "abcdefgx");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(
      await screen.findByText("Password must contain at least one uppercase letter"),
    ).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it("shows the live strength meter as the password is typed", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderSignup();

    const password = screen.getByLabelText("Password");
    await user.type(password, "Abcdefgh");
    expect(screen.getByText(/Password strength:/)).toHaveTextContent("Password strength: Fair");
    await user.type(password, "1!");
    expect(screen.getByText(/Password strength:/)).toHaveTextContent("Password strength: Strong");
  });

  it("opens the terms and privacy links in new tabs", () => {
    mockApi({});
    renderSignup();
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("target", "_blank");
  });

  it("says 'Signup failed: {message}' when the server refuses", async () => {
    mockApi({
      "POST /api/auth/sign-up/email": apiError(
        409,
        "USER_EXISTS",
        "An account with this email already exists.",
      ),
    });
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Signup failed: An account with this email already exists.",
    );
  });

  it("puts the server's field messages on their fields", async () => {
    mockApi({
      "POST /api/auth/sign-up/email": apiError(
        400,
        "VALIDATION_ERROR",
        "Invalid data provided. Please check your input.",
        {
          email: "Please enter a valid email address",
        },
      ),
    });
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  it("sends a new account that must confirm its email to the check-your-email page", async () => {
    const bodies: unknown[] = [];
    mockApi({
      "POST /api/auth/sign-up/email": ({ body }) => {
        bodies.push(body);
        return { body: { token: null, user: { id: "u1", email: "ada@example.com" } } };
      },
    });
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    const landed = await screen.findByText(/Landed on \/email-confirmation-pending/);
    expect(landed).toHaveTextContent('"email":"ada@example.com"');
    expect(bodies).toEqual([
      {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        password: "Secret1!",
        confirmPassword: "Secret1!",
        agreeToTerms: true,
      },
    ]);
  });

  it("signs a new account straight in when no confirmation is needed", async () => {
    mockApi({
      "POST /api/auth/sign-up/email": { body: { token: "t", user: { id: "u1", email: "ada@example.com" } } },
      "GET /api/auth/get-session": { body: null },
    });
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("Landed on /")).toBeInTheDocument();
    expect(await screen.findByText("Account created")).toBeInTheDocument();
  });

  it("says sign-up is closed, or by invitation, instead of a form", () => {
    mockApi({});
    renderSignup("closed");
    expect(screen.getByText(invitationMessages.closed)).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Create account" })).not.toBeInTheDocument();
  });

  it("takes an invitation's link: its address filled in, its token sent with the account", async () => {
    const bodies: unknown[] = [];
    mockApi({
      "POST /api/auth/sign-up/email": ({ body }) => {
        bodies.push(body);
        return { body: { token: null, user: { id: "u1", email: "ada@example.com" } } };
      },
    });
    renderSignup("invitation", "?invitation=tok123&email=ada%40example.com");
    const user = userEvent.setup();
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.type(screen.getByLabelText("Password"), "Secret1!");
    await user.type(screen.getByLabelText("Confirm password"), "Secret1!");
    await user.click(screen.getByRole("checkbox", { name: /I agree to the/ }));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await screen.findByText(/Landed on \/email-confirmation-pending/);
    expect(bodies).toEqual([expect.objectContaining({ email: "ada@example.com", invitation: "tok123" })]);
  });

  it("asks for the invitation's link when sign-up is by invitation and none came", () => {
    mockApi({});
    renderSignup("invitation");
    expect(screen.getByText(invitationMessages.invitationOnly)).toBeInTheDocument();
  });
});
