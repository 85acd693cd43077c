import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { UpcomingInterview } from "@/domain/interviews";
import { ApplicationDialogProvider } from "@/web/app/application-dialog/application-dialog-provider";
import { UpcomingInterviews } from "@/web/features/interviews/components/upcoming-interviews";
import { anApplication } from "@/web/testing/fixtures";
import { mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";

const application = anApplication({ company: "Globex", jobTitle: "Designer" });

const upcoming = (round: string, days: number): UpcomingInterview => {
  const start = new Date(Date.now() + days * 86_400_000);
  return {
    id: `i-${round}`,
    applicationId: application.id,
    round,
    startsAt: "2026-12-01T10:00",
    endsAt: "2026-12-01T10:45",
    timeZone: "UTC",
    start: start.toISOString(),
    end: new Date(start.getTime() + 45 * 60_000).toISOString(),
    location: round === "Final" ? "1 Main Street, Springfield" : null,
    people: null,
    notes: null,
    outcome: "Pending",
    company: "Globex",
    jobTitle: "Designer",
  };
};

function renderUpcoming(items: UpcomingInterview[]) {
  mockApi({
    "GET /api/interviews/upcoming": { body: { items } },
    [`GET /api/applications/${application.id}/history`]: { body: { items: [] } },
    [`GET /api/applications/${application.id}/documents`]: { body: { items: [] } },
    [`GET /api/applications/${application.id}/interviews`]: { body: { items: [] } },
    [`GET /api/applications/${application.id}/posting`]: { body: { posting: null } },
  });
  renderPage(
    <ApplicationDialogProvider>
      <UpcomingInterviews applications={[application]} />
    </ApplicationDialogProvider>,
  );
}

describe("the upcoming interviews", () => {
  it("lists the next rounds, two at first, with how soon and where, and leads to the calendar feed", async () => {
    renderUpcoming([
      upcoming("Phone screen", 1),
      upcoming("Technical", 3),
      upcoming("Final", 8),
      upcoming("Offer call", 12),
    ]);
    const region = await screen.findByRole("region", { name: "Upcoming interviews" });
    expect(within(region).getAllByRole("listitem")).toHaveLength(2);
    expect(within(region).getByText("Tomorrow")).toBeInTheDocument();
    expect(within(region).getByText("In 3 days")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Add to your calendar" })).toHaveAttribute(
      "href",
      "/profile#section-calendar-feed",
    );
    await userEvent.click(within(region).getByRole("button", { name: "Show all 4" }));
    expect(within(region).getAllByRole("listitem")).toHaveLength(4);
    expect(within(region).getByText("1 Main Street, Springfield")).toBeInTheDocument();
  });

  it("opens the round's application", async () => {
    renderUpcoming([upcoming("Phone screen", 1)]);
    const region = await screen.findByRole("region", { name: "Upcoming interviews" });
    await userEvent.click(within(region).getByRole("button", { name: "Open Designer at Globex" }));
    expect(await screen.findByRole("dialog", { name: "Edit Application" })).toBeInTheDocument();
  });

  it("draws nothing when no round is coming", async () => {
    const api = mockApi({ "GET /api/interviews/upcoming": { body: { items: [] } } });
    const { container } = renderPage(<UpcomingInterviews applications={[application]} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    // The answer drawn: still nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container).toBeEmptyDOMElement();
  });
});
