import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { MailForwardingSection } from "./mail-forwarding-section";

const config = (mailForwarding: boolean) => ({
  body: {
    appleSignIn: false,
    requireEmailVerification: true,
    signup: "open",
    mailForwarding,
    analytics: null,
  },
});
const first = "k7qp2xw4mzr5a3bt6yc2dn4ef5@in.jobs.example.com";
const second = "b3nd7yq2wx5cz4ma6tr2ke7fh3@in.jobs.example.com";

describe("the mail forwarding settings", () => {
  it("shows the private address whenever the user looks, and replaces it once confirmed", async () => {
    const { calls } = mockApi({
      "GET /api/config": config(true),
      "GET /api/inbox/address": { body: { address: first } },
      "POST /api/inbox/address": { body: { address: second } },
    });
    renderPage(<MailForwardingSection />);
    const user = userEvent.setup();
    const region = await screen.findByRole("region", { name: "Mail forwarding" });
    expect(await within(region).findByRole("textbox", { name: "Your forwarding address" })).toHaveValue(
      first,
    );
    await user.click(within(region).getByRole("button", { name: "New address" }));
    within(region).getByText(/Mail sent to the current address is refused from now on/);
    await user.click(within(region).getByRole("button", { name: "Create a new address" }));
    expect(await within(region).findByDisplayValue(second)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => new URL(call.url).pathname)).toEqual([
      "/api/inbox/address",
    ]);
  });

  it("says how mail gets in when the server takes no forwarded mail, and asks for no address", async () => {
    const { calls } = mockApi({ "GET /api/config": config(false) });
    renderPage(<MailForwardingSection />);
    const region = await screen.findByRole("region", { name: "Mail forwarding" });
    await within(region).findByText(/does not take forwarded mail/);
    expect(within(region).getByRole("link", { name: "Inbox" })).toHaveAttribute("href", "/inbox");
    expect(calls.some((call) => call.url.includes("/api/inbox/address"))).toBe(false);
  });
});
