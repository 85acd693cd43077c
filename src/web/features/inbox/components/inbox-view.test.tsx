import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { InboxItem } from "@/domain/inbox/inbox-item";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { InboxView } from "./inbox-view";

const rejection: InboxItem = {
  id: "3f0c6b9e-8f7a-4a43-9a55-0d3a3f1d2c11",
  messageId: "fwd-1@mail.gmail.com",
  receivedAt: "2026-11-25T08:00:00.000Z",
  via: "forward",
  from: { name: "Lumen Analytics", address: "no-reply@us.greenhouse-mail.io" },
  subject: "Your application to Lumen Analytics",
  kind: "rejection",
  because: "decided to move forward with other candidates",
  applicationId: "6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  application: { company: "Lumen Analytics", jobTitle: "Senior Data Engineer", status: "Applied" },
  matchedBy: "company name",
  proposal: { action: "update", status: "Rejected" },
  confidence: 0.75,
  state: "pending",
  autoApplied: false,
  decidedAt: null,
  kept: true,
};

function renderInbox(
  items: InboxItem[],
  replies: Record<string, Parameters<typeof mockApi>[0][string]> = {},
) {
  let current = items;
  const { calls } = mockApi({
    "GET /api/inbox": ({ url }) => {
      const state = new URL(url).searchParams.get("state");
      return {
        body: {
          items: current.filter((item) => item.state === state),
          pending: current.filter((item) => item.state === "pending").length,
          nextCursor: null,
        },
      };
    },
    "GET /api/inbox/settings": { body: { autoApply: false } },
    "POST /api/inbox/:id/apply": ({ url }) => {
      current = current.map((item) =>
        url.includes(item.id) ? { ...item, state: "applied" as const } : item,
      );
      return { body: current.find((item) => url.includes(item.id)) };
    },
    "POST /api/inbox/:id/undo": ({ url }) => {
      current = current.map((item) =>
        url.includes(item.id) ? { ...item, state: "pending" as const } : item,
      );
      return { body: current.find((item) => url.includes(item.id)) };
    },
    ...replies,
  });
  renderPage(<InboxView />);
  return { calls };
}

describe("the inbox", () => {
  it("says what a mail proposes, applies it, and undoes it from the Applied list", async () => {
    const { calls } = renderInbox([rejection]);
    const user = userEvent.setup();
    const card = (
      await screen.findByText("Lumen Analytics turned down Senior Data Engineer: mark it Rejected?")
    ).closest("article")!;
    expect(
      within(card).getByText(/the mail says “decided to move forward with other candidates”/),
    ).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Waiting (1)" })).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith(`/api/inbox/${rejection.id}/apply`))).toBe(true),
    );
    expect(calls.find((call) => call.url.endsWith("/apply"))?.body).toEqual({});
    await screen.findByText("Nothing waiting");

    await user.click(screen.getByRole("tab", { name: "Applied" }));
    const applied = (
      await screen.findByText("Marked Lumen Analytics, Senior Data Engineer Rejected.")
    ).closest("article")!;
    await user.click(within(applied).getByRole("button", { name: "Undo" }));
    await screen.findByText("Undone");
    expect(calls.some((call) => call.url.endsWith(`/api/inbox/${rejection.id}/undo`))).toBe(true);
  });

  it("adds a saved mail as it was received, and says plainly when a file is no mail", async () => {
    const { calls } = renderInbox([], {
      "POST /api/inbox/messages": ({ body }) =>
        typeof body === "string" && body.startsWith("From:")
          ? { status: 201, body: { ...rejection, id: "0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e" } }
          : apiError(400, "VALIDATION_ERROR", "This file is not a mail we can read."),
    });
    const user = userEvent.setup();
    await screen.findByText("Nothing waiting");
    const picker = screen.getByLabelText("Saved mails (.eml)");
    await user.upload(picker, [
      new File(
        ["From: Lumen Analytics <no-reply@lumen.example>\r\nSubject: Hi\r\n\r\nHello"],
        "rejection.eml",
        {
          type: "message/rfc822",
        },
      ),
      new File(["just words"], "notes.eml", { type: "message/rfc822" }),
    ]);
    await screen.findByText("1 of 2 mails could not be added");
    await screen.findByText("notes.eml: This file is not a mail we can read.");
    const uploads = calls.filter((call) => call.url.endsWith("/api/inbox/messages"));
    expect(uploads).toHaveLength(2);
  });

  it("shows a long inbox a page at a time", async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        ...rejection,
        id: `3f0c6b9e-8f7a-4a43-9a55-${String(from + index).padStart(12, "0")}`,
        application: { ...rejection.application!, jobTitle: `Engineer ${from + index}` },
      }));
    const { calls } = mockApi({
      "GET /api/inbox": ({ url }) => {
        const cursor = new URL(url).searchParams.get("cursor");
        return {
          body: cursor
            ? { items: page(50, 2), pending: 52, nextCursor: null }
            : { items: page(0, 50), pending: 52, nextCursor: "next-page" },
        };
      },
      "GET /api/inbox/settings": { body: { autoApply: false } },
    });
    renderPage(<InboxView />);
    const user = userEvent.setup();
    await screen.findByText("Lumen Analytics turned down Engineer 49: mark it Rejected?");
    expect(screen.queryByText("Lumen Analytics turned down Engineer 50: mark it Rejected?")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await screen.findByText("Lumen Analytics turned down Engineer 51: mark it Rejected?");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(calls.some((call) => call.url.includes("cursor=next-page"))).toBe(true);
  });
});
