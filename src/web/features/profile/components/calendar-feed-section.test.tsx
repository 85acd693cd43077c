import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CalendarFeed } from "@/domain/interviews";
import { mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { CalendarFeedSection } from "./calendar-feed-section";

const off: CalendarFeed = { active: false, createdAt: null, lastUsedAt: null };
const url = "http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics";

function renderSection(feed: CalendarFeed) {
  const calls: string[] = [];
  mockApi({
    "GET /api/settings/calendar": { body: feed },
    "POST /api/settings/calendar": () => {
      calls.push("POST");
      return {
        status: 201,
        body: {
          active: true,
          createdAt: "2026-11-25T10:00:00.000Z",
          lastUsedAt: null,
          url,
          webcalUrl: url.replace("http:", "webcal:"),
        },
      };
    },
    "DELETE /api/settings/calendar": () => {
      calls.push("DELETE");
      return { status: 204 };
    },
  });
  renderPage(<CalendarFeedSection />);
  return { calls };
}

describe("the calendar feed settings", () => {
  it("makes an address and shows it this once, to copy or open in a calendar app", async () => {
    const { calls } = renderSection(off);
    const user = userEvent.setup();
    const region = await screen.findByRole("region", { name: "Calendar feed" });
    await user.click(await within(region).findByRole("button", { name: "Create calendar address" }));
    expect(await within(region).findByRole("textbox", { name: "Your calendar address" })).toHaveValue(url);
    expect(within(region).getByRole("link", { name: "open it in your calendar app" })).toHaveAttribute(
      "href",
      url.replace("http:", "webcal:"),
    );
    expect(within(region).getByText(/shown only this once/)).toBeInTheDocument();
    expect(calls).toEqual(["POST"]);
  });

  it("replaces or turns off a live address only once asked to, saying calendars stop updating", async () => {
    const { calls } = renderSection({
      active: true,
      createdAt: "2026-11-01T10:00:00.000Z",
      lastUsedAt: null,
    });
    const user = userEvent.setup();
    const region = await screen.findByRole("region", { name: "Calendar feed" });
    expect(await within(region).findByText(/No calendar app has read it yet/)).toBeInTheDocument();
    expect(within(region).queryByRole("textbox")).not.toBeInTheDocument();

    await user.click(within(region).getByRole("button", { name: "Turn off" }));
    expect(
      within(region).getByText("Calendars subscribed to the current address stop updating at once."),
    ).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Keep it" }));
    expect(calls).toEqual([]);

    await user.click(within(region).getByRole("button", { name: "New address" }));
    await user.click(within(region).getByRole("button", { name: "Create a new address" }));
    expect(await within(region).findByRole("textbox", { name: "Your calendar address" })).toHaveValue(url);

    await user.click(within(region).getByRole("button", { name: "Turn off" }));
    await user.click(within(region).getByRole("button", { name: "Turn off feed" }));
    expect(
      await within(region).findByRole("button", { name: "Create calendar address" }),
    ).toBeInTheDocument();
    expect(calls).toEqual(["POST", "DELETE"]);
  });
});
