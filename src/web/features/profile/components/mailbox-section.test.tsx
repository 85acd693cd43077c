import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type Mailbox, mailboxMessages } from "@/domain/inbox/mailbox";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { MailboxSection } from "./mailbox-section";

const connected: Mailbox = {
  host: "imap.gmail.com",
  port: 993,
  security: "tls",
  username: "ada.lovelace@gmail.com",
  folders: ["INBOX", "Job search"],
  lookBackDays: 90,
  connectedAt: "2026-11-25T10:00:00.000Z",
  lastCheckedAt: "2026-11-27T09:00:00.000Z",
  lastError: null,
};

describe("the mailbox settings", () => {
  it("connects a mailbox, showing the server's reason on its field when the password is refused", async () => {
    let attempts = 0;
    const { calls } = mockApi({
      "GET /api/inbox/mailbox": { body: null },
      "PUT /api/inbox/mailbox": () =>
        ++attempts === 1
          ? apiError(400, "VALIDATION_ERROR", mailboxMessages.signInRefused, {
              password: mailboxMessages.signInRefused,
            })
          : { body: { ...connected, folders: ["INBOX"], lastCheckedAt: null } },
    });
    renderPage(<MailboxSection />);
    const user = userEvent.setup();
    const region = await screen.findByRole("region", { name: "Your mailbox" });
    await user.type(await within(region).findByLabelText("Mail server"), "imap.gmail.com");
    await user.type(within(region).getByLabelText("User name"), "ada.lovelace@gmail.com");
    // No password: said before anything is sent.
    await user.click(within(region).getByRole("button", { name: "Connect mailbox" }));
    expect(await within(region).findByText(mailboxMessages.password)).toBeInTheDocument();
    await user.type(within(region).getByLabelText("App password"), "wrong pass");
    await user.click(within(region).getByRole("button", { name: "Connect mailbox" }));
    expect(await within(region).findByText(mailboxMessages.signInRefused)).toBeInTheDocument();
    await user.clear(within(region).getByLabelText("App password"));
    await user.type(within(region).getByLabelText("App password"), "abcd efgh ijkl mnop");
    await user.click(within(region).getByRole("button", { name: "Connect mailbox" }));
    await screen.findByText(mailboxMessages.connected);
    const sent = calls.filter((call) => call.method === "PUT").map((call) => call.body);
    expect(sent.at(-1)).toEqual({
      host: "imap.gmail.com",
      port: 993,
      security: "tls",
      username: "ada.lovelace@gmail.com",
      password: "abcd efgh ijkl mnop",
      folders: ["INBOX"],
      lookBackDays: 90,
    });
    expect(await within(region).findByText(/The first look is under way/)).toBeInTheDocument();
  });

  it("keeps the saved password when settings change, and forgets the mailbox once the disconnection is confirmed", async () => {
    const { calls } = mockApi({
      "GET /api/inbox/mailbox": { body: connected },
      "PUT /api/inbox/mailbox": ({ body }) => ({ body: { ...connected, ...(body as object) } }),
      "DELETE /api/inbox/mailbox": { status: 204 },
    });
    renderPage(<MailboxSection />);
    const user = userEvent.setup();
    const region = await screen.findByRole("region", { name: "Your mailbox" });
    expect(await within(region).findByLabelText("Folders to read")).toHaveValue("INBOX, Job search");
    await user.clear(within(region).getByLabelText("Look back (days)"));
    await user.type(within(region).getByLabelText("Look back (days)"), "30");
    await user.click(within(region).getByRole("button", { name: "Save changes" }));
    await screen.findByText(mailboxMessages.connected);
    expect(calls.find((call) => call.method === "PUT")?.body).not.toHaveProperty("password");

    await user.click(within(region).getByRole("button", { name: "Disconnect" }));
    const confirm = within(region)
      .getByText("Disconnect your mailbox?")
      .closest<HTMLElement>('[role="group"]')!;
    await user.click(within(confirm).getByRole("button", { name: "Disconnect" }));
    await screen.findByText(mailboxMessages.disconnected);
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
    expect(await within(region).findByRole("button", { name: "Connect mailbox" })).toBeInTheDocument();
  });
});
