import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { inAccountPages, LandedOn, renderRoutes, signedInSession } from "@/web/testing/render";
import { LoginForm } from "./login-form";

function renderLogin(state?: unknown) {
  return renderRoutes(
    inAccountPages([
      { path: "/login", element: <LoginForm /> },
      { path: "*", element: <LandedOn /> },
    ]),
    { initialEntries: [{ pathname: "/login", state }] },
  );
}

const config = { body: { appleSignIn: false, requireEmailVerification: true } };

describe("LoginForm", () => {
  it("shows the validation messages on the fields, linked and focused", async () => {
    mockApi({ "GET /api/config": config });
    const user = userEvent.setup();
    renderLogin();

    await user.click(screen.getByRole("button", { name: "Sign In" }));

    const email = screen.getByLabelText("Email");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(email).toHaveFocus();
  });

  it("keeps remember-me unticked by default and sends what was entered", async () => {
    const calls: unknown[] = [];
    mockApi({
      "GET /api/config": config,
      "POST /api/auth/sign-in/email": ({ body }) => {
        calls.push(body);
        return { body: { token: "t", user: { id: "u1" } } };
      },
      "GET /api/auth/get-session": { body: signedInSession },
    });
    const user = userEvent.setup();
    renderLogin();

    expect(screen.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret1!");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Landed on /dashboard")).toBeInTheDocument();
    expect(calls).toEqual([{ email: "ada@example.com", password: "Secret1!", rememberMe: false }]);
  });

  it("shows 'Signing In...' while busy and the server's message on failure", async () => {
    let reply: (value: unknown) => void = () => {};
    mockApi({
      "GET /api/config": config,
      "POST /api/auth/sign-in/email": () =>
        new Promise((resolve) => {
          reply = () =>
            resolve(apiError(401, "INVALID_CREDENTIALS", "Invalid email or password. Please try again."));
        }),
    });
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByRole("button", { name: "Signing In..." })).toBeDisabled();
    reply(undefined);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid email or password. Please try again.",
    );
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("sends an unconfirmed account to the check-your-email page with the address", async () => {
    mockApi({
      "GET /api/config": config,
      "POST /api/auth/sign-in/email": apiError(
        403,
        "EMAIL_NOT_CONFIRMED",
        "Please check your email and confirm your account.",
      ),
    });
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret1!");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(
      await screen.findByText(
        'Landed on /email-confirmation-pending with {"email":"ada@example.com","message":"Please check your email and confirm your account."}',
      ),
    ).toBeInTheDocument();
  });

  it("returns to the page first asked for", async () => {
    mockApi({
      "GET /api/config": config,
      "POST /api/auth/sign-in/email": { body: { token: "t", user: { id: "u1" } } },
      "GET /api/auth/get-session": { body: signedInSession },
    });
    const user = userEvent.setup();
    renderLogin({ from: { pathname: "/profile", search: "", hash: "", state: null } });

    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret1!");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Landed on /profile")).toBeInTheDocument();
  });

  it("shows a success message passed in navigation state", () => {
    mockApi({ "GET /api/config": config });
    renderLogin({ message: "Your email has been confirmed. You can now sign in." });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your email has been confirmed. You can now sign in.",
    );
  });

  it("offers no Apple sign-in when the deployment has it off", async () => {
    let configRead = false;
    mockApi({
      "GET /api/config": () => {
        configRead = true;
        return config;
      },
    });
    renderLogin();

    await waitFor(() => expect(configRead).toBe(true));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue with Apple" })).not.toBeInTheDocument();
    expect(screen.queryByText("or")).not.toBeInTheDocument();
  });

  it("offers Apple sign-in when the deployment configures it, and goes to Apple's page", async () => {
    // A same-document address stands in for Apple's page: jsdom cannot leave the page.
    const requests: unknown[] = [];
    mockApi({
      "GET /api/config": { body: { appleSignIn: true, requireEmailVerification: true, analytics: null } },
      "POST /api/auth/sign-in/social": ({ body }) => {
        requests.push(body);
        return { body: { url: new URL("#apple-authorize", window.location.href).href } };
      },
    });
    const user = userEvent.setup();
    renderLogin();

    await user.click(await screen.findByRole("button", { name: "Continue with Apple" }));
    await waitFor(() => expect(window.location.hash).toBe("#apple-authorize"));
    expect(requests).toEqual([
      { provider: "apple", callbackURL: "/auth/apple/callback", errorCallbackURL: "/auth/apple/callback" },
    ]);
  });

  it("says Apple sign-in is not configured when the server refuses the deployment's Apple settings", async () => {
    mockApi({
      "GET /api/config": { body: { appleSignIn: true, requireEmailVerification: true, analytics: null } },
      "POST /api/auth/sign-in/social": apiError(500, "UNKNOWN_ERROR", "An unexpected error occurred."),
    });
    const user = userEvent.setup();
    renderLogin();

    await user.click(await screen.findByRole("button", { name: "Continue with Apple" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Apple Sign In is not configured. Please contact support.",
    );
  });
});
