import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type Invitation, invitationMessages } from "@/domain/invitations";
import { mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { InvitationsSection } from "./invitations-section";

describe("the invitations settings", () => {
  it("shows nothing to someone who may not invite", async () => {
    const api = mockApi({
      "GET /api/invitations": { body: { canInvite: false, confirmEmailFirst: false, items: [] } },
    });
    const { container } = renderPage(<InvitationsSection email="admin@example.com" />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it("lets an administrator invite an address and withdraw an invitation", async () => {
    let items: Invitation[] = [];
    const sent: unknown[] = [];
    mockApi({
      "GET /api/invitations": () => ({ body: { canInvite: true, confirmEmailFirst: false, items } }),
      "POST /api/invitations": ({ body }) => {
        sent.push(body);
        const invitation = {
          id: "i1",
          email: (body as { email: string }).email,
          createdAt: "2026-11-25T10:00:00.000Z",
          expiresAt: "2026-12-09T10:00:00.000Z",
        };
        items = [invitation];
        return { status: 201, body: invitation };
      },
      "DELETE /api/invitations/:id": () => {
        items = [];
        return { status: 204 };
      },
    });
    renderPage(<InvitationsSection email="admin@example.com" />);
    const user = userEvent.setup();
    const region = await screen.findByRole("region", { name: "Invitations" });
    await user.type(within(region).getByRole("textbox", { name: "Email address" }), "grace@example.com");
    await user.click(within(region).getByRole("button", { name: "Send invitation" }));
    const list = await within(region).findByRole("list", { name: "Open invitations" });
    expect(within(list).getByText("grace@example.com")).toBeInTheDocument();
    expect(sent).toEqual([{ email: "grace@example.com" }]);
    await user.click(
      within(list).getByRole("button", { name: "Withdraw the invitation to grace@example.com" }),
    );
    expect(await within(region).findByText("No open invitations.")).toBeInTheDocument();
  });

  it("asks an administrator whose address is not confirmed to confirm it, and sends the link", async () => {
    const api = mockApi({
      "GET /api/invitations": { body: { canInvite: false, confirmEmailFirst: true, items: [] } },
      "POST /api/auth/send-verification-email": { body: { status: true } },
    });
    renderPage(<InvitationsSection email="admin@example.com" />);
    const region = await screen.findByRole("region", { name: "Invitations" });
    expect(within(region).getByText(invitationMessages.confirmFirst)).toBeInTheDocument();
    expect(within(region).queryByLabelText("Email address")).not.toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole("button", { name: "Send confirmation email" }));
    expect(await within(region).findByRole("status")).toHaveTextContent(
      "Confirmation email sent to admin@example.com",
    );
    expect(api.calls.find((call) => call.url.includes("send-verification-email"))?.body).toEqual({
      email: "admin@example.com",
    });
  });
});
