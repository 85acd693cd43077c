import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { resendMessages } from "@/domain/auth";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { inAccountPages, renderRoutes } from "@/web/testing/render";
import { ConfirmationPending } from "./confirmation-pending";

function renderPending(state?: unknown) {
  return renderRoutes(
    inAccountPages([{ path: "/email-confirmation-pending", element: <ConfirmationPending /> }]),
    {
      initialEntries: [{ pathname: "/email-confirmation-pending", state }],
    },
  );
}

describe("ConfirmationPending", () => {
  it("shows the address and message from navigation state and resends", async () => {
    const bodies: unknown[] = [];
    mockApi({
      "POST /api/auth/send-verification-email": ({ body }) => {
        bodies.push(body);
        return { body: { status: true } };
      },
    });
    const user = userEvent.setup();
    renderPending({ email: "ada@example.com", message: "Please check your email and confirm your account." });

    // The page's heading says what its tab title says (docs/glossary.md).
    expect(screen.getByRole("heading", { name: "Check Your Email" })).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByText("Please check your email and confirm your account.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Sign In" })).toHaveAttribute("href", "/login");

    await user.click(screen.getByRole("button", { name: "Resend Confirmation Email" }));
    expect(await screen.findByText(resendMessages.sent)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: "ada@example.com" }]);
  });

  it("says when the resend fails", async () => {
    mockApi({
      "POST /api/auth/send-verification-email": apiError(503, "MAIL_FAILED", "We could not send the email."),
    });
    const user = userEvent.setup();
    renderPending({ email: "ada@example.com" });
    await user.click(screen.getByRole("button", { name: "Resend Confirmation Email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(resendMessages.failed);
  });

  it("explains that without an address there is nothing to resend", () => {
    mockApi({});
    renderPending();
    expect(screen.getByRole("alert")).toHaveTextContent(resendMessages.noEmail);
    expect(screen.queryByRole("button", { name: "Resend Confirmation Email" })).not.toBeInTheDocument();
  });
});
