import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { inAccountPages, LandedOn, renderRoutes } from "@/web/testing/render";
import { ResetPassword } from "./reset-password-form";

afterEach(() => {
  vi.useRealTimers();
});

function renderReset(search: string) {
  return renderRoutes(
    inAccountPages([
      { path: "/reset-password", element: <ResetPassword /> },
      { path: "*", element: <LandedOn /> },
    ]),
    { initialEntries: [`/reset-password${search}`] },
  );
}

describe("ResetPassword", () => {
  it("explains a link without a token and offers a new one", () => {
    mockApi({});
    renderReset("");
    expect(screen.getByRole("heading", { name: "Invalid reset link" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });

  it("shows the reset page's own messages", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderReset("?token=t1");
    await user.type(screen.getByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm new password"), "other");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText("Password must be at least 8 characters long")).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it("sends the token, says 'Password Updated!' and goes to sign in after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies: unknown[] = [];
    mockApi({
      "POST /api/auth/reset-password": ({ body }) => {
        bodies.push(body);
        return { body: { status: true } };
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderReset("?token=t1");
    await user.type(screen.getByLabelText("New password"), "Another2@y");
    await user.type(screen.getByLabelText("Confirm new password"), "Another2@y");
    await user.click(screen.getByRole("button", { name: "Update Password" }));

    expect(await screen.findByRole("heading", { name: "Password Updated!" })).toBeInTheDocument();
    expect(bodies).toEqual([{ newPassword: "Another2@y", token: "t1" }]);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(router.state.location.pathname).toBe("/login");
  });

  it("offers a new link when the token has expired", async () => {
    mockApi({
      "POST /api/auth/reset-password": apiError(
        400,
        "TOKEN_EXPIRED",
        "This link has expired. Please request a new one.",
      ),
    });
    const user = userEvent.setup();
    renderReset("?token=old");
    await user.type(screen.getByLabelText("New password"), "Another2@y");
    await user.type(screen.getByLabelText("Confirm new password"), "Another2@y");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This link has expired. Please request a new one.");
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });
});
