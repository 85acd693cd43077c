import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmationMessages } from "@/domain/auth";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { inAccountPages, LandedOn, renderRoutes } from "@/web/testing/render";
import { EmailConfirmation } from "./email-confirmation";

afterEach(() => {
  vi.useRealTimers();
});

function renderConfirm(search: string) {
  return renderRoutes(
    inAccountPages([
      { path: "/auth/confirm", element: <EmailConfirmation /> },
      { path: "*", element: <LandedOn /> },
    ]),
    { initialEntries: [`/auth/confirm${search}`] },
  );
}

describe("EmailConfirmation", () => {
  it.each([
    ["no parameters", ""],
    ["no token", "?type=email"],
    ["a wrong type", "?token_hash=abc&type=recovery"],
  ])("calls a link with %s invalid, without asking the server", async (_, search) => {
    const api = mockApi({});
    renderConfirm(search);
    expect(await screen.findByRole("alert")).toHaveTextContent(confirmationMessages.invalidLink);
    expect(screen.getByRole("link", { name: "Try Signing Up Again" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    expect(api.calls).toEqual([]);
  });

  it.each([
    ["expired", apiError(400, "TOKEN_EXPIRED", "This link has expired."), confirmationMessages.expired],
    ["invalid", apiError(400, "INVALID_TOKEN", "This link is invalid."), confirmationMessages.invalid],
    [
      "refused otherwise",
      apiError(500, "UNKNOWN_ERROR", "An unexpected error occurred."),
      confirmationMessages.failed,
    ],
    ["unreachable", "network-error" as const, confirmationMessages.unexpected],
  ])("explains a token the server finds %s", async (_, reply, message) => {
    mockApi({ "GET /api/auth/verify-email": reply });
    renderConfirm("?token_hash=abc&type=email");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Please wait while we confirm your email address...",
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("confirms, then goes to sign in after 3 seconds with a success message", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ "GET /api/auth/verify-email": { body: { status: true } } });
    const { router } = renderConfirm("?token_hash=abc&type=email");

    expect(await screen.findByText("Email confirmed!")).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: "GET",
      url: "http://localhost:3000/api/auth/verify-email?token=abc",
      body: undefined,
    });
    expect(router.state.location.pathname).toBe("/auth/confirm");

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.state).toEqual({
      message: "Your email has been confirmed. You can now sign in.",
    });
  });

  it("confirms a changed address, then goes to the profile after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ "GET /api/auth/verify-email": { body: { status: true } } });
    const { router } = renderConfirm("?token_hash=abc&type=email_change");
    expect(await screen.findByText("Email address changed")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your new email address is confirmed. Sign in with it from now on.",
    );
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(router.state.location.pathname).toBe("/profile");
  });
});
