import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "@/web/testing/mock-api";
import { inAccountPages, renderRoutes } from "@/web/testing/render";
import { ForgotPassword } from "./forgot-password-form";

describe("ForgotPassword", () => {
  it("checks the email, then says 'Check Your Email' with the notes, and can send again", async () => {
    const bodies: unknown[] = [];
    mockApi({
      "POST /api/auth/request-password-reset": ({ body }) => {
        bodies.push(body);
        return { body: { status: true } };
      },
    });
    const user = userEvent.setup();
    renderRoutes(inAccountPages([{ path: "/forgot-password", element: <ForgotPassword /> }]), {
      initialEntries: ["/forgot-password"],
    });

    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));

    expect(await screen.findByRole("heading", { name: "Check Your Email" })).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    expect(screen.getByText("The link expires in 24 hours.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute("href", "/login");
    expect(bodies).toEqual([{ email: "ada@example.com", redirectTo: "/reset-password" }]);

    await user.click(screen.getByRole("button", { name: "Send Another Email" }));
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeInTheDocument();
  });

  it("shows the network message when the request cannot be sent", async () => {
    mockApi({ "POST /api/auth/request-password-reset": "network-error" });
    const user = userEvent.setup();
    renderRoutes(inAccountPages([{ path: "/forgot-password", element: <ForgotPassword /> }]), {
      initialEntries: ["/forgot-password"],
    });
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Network error. Please check your connection.",
    );
  });
});
