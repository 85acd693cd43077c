import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Analytics } from "@/domain/analytics";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderRoutes } from "@/web/testing/render";
import { anAnalytics, aSmallAnalytics } from "../testing/an-analytics";
import AnalyticsView from "./analytics-view";

/** The day the tests run on: 15 March 2026, mid-morning where the job seeker is. */
const today = "2026-03-15";

function dialogControls() {
  return { openNew: vi.fn() };
}

function renderAnalytics(search = "", controls = dialogControls()) {
  const utils = renderRoutes(
    [
      {
        path: "/dashboard",
        element: <AnalyticsView onAddApplication={controls.openNew} />,
      },
    ],
    { initialEntries: [`/dashboard${search}`] },
  );
  return { ...utils, controls };
}

/** Answers /api/analytics with `answer(from, to)`; returns the (from, to) of every request. */
function mockAnalytics(
  answer: (from: string | null, to: string | null) => Analytics | ReturnType<typeof apiError>,
) {
  const requests: { from: string | null; to: string | null }[] = [];
  mockApi({
    "GET /api/analytics": ({ url }) => {
      const query = new URL(url, "http://localhost").searchParams;
      const request = { from: query.get("from"), to: query.get("to") };
      requests.push(request);
      const reply = answer(request.from, request.to);
      return "status" in reply ? reply : { body: reply };
    },
  });
  return requests;
}

/** A summary card's value and detail, by its label. */
function card(label: string) {
  const term = screen.getByText(label, { selector: "dt" });
  return term.parentElement!;
}

function tableRows(name: string) {
  const table = screen.getByRole("table", { name });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 2, 15, 10, 30));
  // jsdom has no layout: give the charts' containers a size so Recharts draws them.
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    width: 800,
    height: 300,
    top: 0,
    left: 0,
    right: 800,
    bottom: 300,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("AnalyticsView numbers", () => {
  it("shows a loading state, then every card formatted from the API's numbers", async () => {
    mockAnalytics(() => anAnalytics());
    renderAnalytics();
    expect(screen.getByRole("status")).toHaveTextContent("Loading analytics...");

    expect(await screen.findByText("Total applications")).toBeInTheDocument();
    expect(card("Total applications")).toHaveTextContent("50");
    expect(card("Active applications")).toHaveTextContent("30");
    expect(card("Response rate")).toHaveTextContent("42%21 of 50");
    expect(card("Interview rate")).toHaveTextContent("24%12 of 50");
    expect(card("Offer rate")).toHaveTextContent("6%3 of 50");
    expect(card("Rejection rate")).toHaveTextContent("30%15 of 50");
    expect(card("Median days to first response")).toHaveTextContent("12 daysAcross 21 responses");
    expect(card("Average days to first response")).toHaveTextContent("14.3 days");
    const week = card("This week vs last week");
    expect(week).toHaveTextContent("7 applications");
    expect(week).toHaveTextContent("Up 3 from last week (4)");
    expect(week).toHaveTextContent("Week of 9 Mar 2026");
  });

  it("says a week went down or stayed the same in words, and N/A when nothing answered", async () => {
    mockAnalytics(() =>
      anAnalytics({
        weeks: { thisWeek: 2, lastWeek: 5 },
        daysToFirstResponse: { median: null, average: null, dated: 0 },
        totals: { responded: 0 },
      }),
    );
    renderAnalytics();
    expect(await screen.findByText("Down 3 from last week (5)")).toBeInTheDocument();
    expect(card("Median days to first response")).toHaveTextContent("N/ANo responses yet");
  });

  it("says how many answers a time covers when some stages were logged without their day", async () => {
    mockAnalytics(() =>
      anAnalytics({
        totals: { responded: 7 },
        daysToFirstResponse: { median: 4, average: 4, dated: 2 },
        responseTimes: anAnalytics().responseTimes.map((bucket, index) => ({
          ...bucket,
          count: index === 0 ? 2 : 0,
        })),
        conversion: [
          { from: "Applied", to: "Answered", reached: 7, rate: 7 / 50, medianDays: 4, dated: 2 },
          { from: "Answered", to: "Interview", reached: 3, rate: 3 / 7, medianDays: null, dated: 0 },
          { from: "Interview", to: "Offer", reached: 1, rate: 1 / 3, medianDays: 30, dated: 1 },
        ],
      }),
    );
    renderAnalytics();
    await screen.findByText("Total applications");
    expect(card("Median days to first response")).toHaveTextContent(
      "4 daysAcross the 2 of 7 responses with a date",
    );
    expect(card("Average days to first response")).toHaveTextContent(
      "Across the 2 of 7 responses with a date",
    );
    const times = screen.getByRole("region", { name: "Response times" });
    expect(times).toHaveTextContent("5 responses without a date are not shown: 2 of 7 with a date.");
    const conversion = screen.getByRole("region", { name: "Conversion" });
    expect(conversion).toHaveTextContent("4 days from applying2 of 7 with a date");
    expect(conversion).toHaveTextContent("No dated steps yet");
    expect(tableRows("Conversion from stage to stage").map((row) => row.at(-1))).toEqual([
      "2 of 7",
      "0 of 3",
      "1 of 1",
    ]);
  });

  it("draws every chart with its numbers in a table, sources and stage flows named", async () => {
    mockAnalytics(() => anAnalytics());
    const { container } = renderAnalytics();
    await screen.findByText("Total applications");

    for (const title of [
      "Applications over time",
      "Status breakdown",
      "Results by source",
      "Response times",
      "Stage flow",
      "Conversion",
    ]) {
      expect(screen.getByRole("region", { name: title })).toBeInTheDocument();
    }
    await waitFor(() => expect(container.querySelectorAll("svg.recharts-surface").length).toBeGreaterThan(4));

    expect(tableRows("Applications by status")).toContainEqual(["Not Selected", "5", "10%"]);
    expect(tableRows("Results by source")).toEqual([
      ["LinkedIn", "20", "9", "5", "1"],
      ["Not recorded", "10", "4", "2", "0"],
      ["Referral", "8", "5", "4", "2"],
      ["Other sources (3)", "12", "3", "1", "0"],
    ]);
    expect(
      within(screen.getByRole("region", { name: "Results by source" })).getByText(
        "Most interviews per application among sources with at least 5 applications: Referral, 50% (4 of 8)",
      ),
    ).toBeInTheDocument();
    expect(tableRows("Applications by days to first response")[0]).toEqual(["0–3 days", "5"]);
    expect(tableRows("Applications moving between stages")).toContainEqual(["Interviewing to Offer", "3"]);
    // The Sankey labels each stage with its count.
    const flow = screen.getByRole("region", { name: "Stage flow" });
    await waitFor(() => expect(flow.querySelector("svg")).toHaveTextContent("No response yet 18"));
    expect(flow.querySelector("svg")).toHaveTextContent("Applied 44");
    // The funnel: each step's share of the stage before, and its median days from applying.
    expect(tableRows("Conversion from stage to stage")).toEqual([
      ["Applied to Answered", "21", "42%", "12 days", "21 of 21"],
      ["Answered to Interview", "12", "57%", "16 days", "12 of 12"],
      ["Interview to Offer", "3", "25%", "34.5 days", "3 of 3"],
    ]);
    expect(
      within(screen.getByRole("region", { name: "Conversion" })).getByText(
        "The hardest step: interview to offer, 25% made it.",
      ),
    ).toBeInTheDocument();
  });

  it("definitions are written on the page", async () => {
    mockAnalytics(() => anAnalytics());
    renderAnalytics();
    const section = await screen.findByRole("region", { name: "How these are counted" });
    expect(section).toHaveTextContent(
      "An interview: the application reached Interviewing or Offer at any point.",
    );
    expect(section).toHaveTextContent("Days to first response: from the application date");
  });
});

describe("applications over time", () => {
  it("switches between weeks and months, with the trend sentence for each", async () => {
    mockAnalytics(() => anAnalytics());
    const user = userEvent.setup();
    renderAnalytics();
    const chart = await screen.findByRole("region", { name: "Applications over time" });

    expect(
      within(chart).getByText(
        "Increasing: +50% from the first week to the last · peak 14 in the week of 9 Feb · average 7.1 a week",
      ),
    ).toBeInTheDocument();
    expect(tableRows("Applications per week")).toHaveLength(7);
    expect(tableRows("Applications per week")[2]).toEqual(["Week of 9 Feb 2026", "14"]);

    await user.click(within(chart).getByRole("radio", { name: "Month" }));
    expect(within(chart).getByRole("radio", { name: "Month" })).toBeChecked();
    expect(
      within(chart).getByText(
        // The range ends on 15 March: March is not over, so the trend reads January and February.
        "Increasing: +775% from the first month to the last · peak 35 in Feb 2026 · average 19.5 a month · partial months left out",
      ),
    ).toBeInTheDocument();
    expect(tableRows("Applications per month")).toEqual([
      ["Jan 2026", "4"],
      ["Feb 2026", "35"],
      ["Mar 2026", "11"],
    ]);
    expect(screen.queryByRole("table", { name: "Applications per week" })).not.toBeInTheDocument();

    // Back with the keyboard: an arrow key moves within the switch and chooses (held down
    // here, as a person's key is still down when the focus moves).
    await user.keyboard("{ArrowLeft>}");
    await waitFor(() => expect(within(chart).getByRole("radio", { name: "Week" })).toBeChecked());
    await user.keyboard("{/ArrowLeft}");
    expect(within(chart).getByRole("radio", { name: "Week" })).toHaveFocus();
    expect(tableRows("Applications per week")).toHaveLength(7);
  });

  it("says 'up from none' when the first period had no applications", async () => {
    mockAnalytics(() =>
      anAnalytics({
        overTime: {
          week: [
            { period: "2026-02-23", count: 0 },
            { period: "2026-03-02", count: 3 },
            { period: "2026-03-09", count: 5 },
          ],
        },
      }),
    );
    renderAnalytics();
    expect(
      await screen.findByText(
        "Increasing: up from none in the first week to 5 in the last · peak 5 in the week of 9 Mar · average 2.7 a week",
      ),
    ).toBeInTheDocument();
  });
});

describe("the date range", () => {
  it("asks for all time by default, then each preset's dates, writing the range beside the table's params", async () => {
    const requests = mockAnalytics(() => anAnalytics());
    const user = userEvent.setup();
    const { router } = renderAnalytics("?q=acme&status=Offer");
    await screen.findByText("Total applications");
    expect(requests).toEqual([{ from: null, to: today }]);
    const select = screen.getByRole("combobox", { name: "Date range" });
    expect(select).toHaveValue("all");
    expect(screen.getByText("Everything up to 15 Mar 2026")).toBeInTheDocument();

    await user.selectOptions(select, "Last 90 days");
    await waitFor(() => expect(requests.at(-1)).toEqual({ from: "2025-12-16", to: today }));
    expect(router.state.location.search).toBe("?q=acme&status=Offer&range=90");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByText("16 Dec 2025 – 15 Mar 2026")).toBeInTheDocument();

    await user.selectOptions(select, "Last 30 days");
    await waitFor(() => expect(requests.at(-1)).toEqual({ from: "2026-02-14", to: today }));
    await user.selectOptions(select, "Last 365 days");
    await waitFor(() => expect(requests.at(-1)).toEqual({ from: "2025-03-16", to: today }));
    expect(router.state.location.search).toBe("?q=acme&status=Offer&range=365");

    await user.selectOptions(select, "All time");
    await waitFor(() => expect(router.state.location.search).toBe("?q=acme&status=Offer"));
  });

  it("opens a bookmarked custom range from the URL", async () => {
    const requests = mockAnalytics(() => anAnalytics());
    renderAnalytics("?range=2026-01-01..2026-01-31");
    await screen.findByText("Total applications");
    expect(requests).toEqual([{ from: "2026-01-01", to: "2026-01-31" }]);
    expect(screen.getByRole("combobox", { name: "Date range" })).toHaveValue("custom");
    expect(screen.getByLabelText("Start date")).toHaveValue("2026-01-01");
    expect(screen.getByLabelText("End date")).toHaveValue("2026-01-31");
  });

  it("checks a custom range before asking for it: both dates, and the end not before the start", async () => {
    const requests = mockAnalytics(() => anAnalytics());
    const user = userEvent.setup();
    const { router } = renderAnalytics();
    await screen.findByText("Total applications");

    await user.selectOptions(screen.getByRole("combobox", { name: "Date range" }), "Custom");
    const start = screen.getByLabelText("Start date");
    const end = screen.getByLabelText("End date");
    expect(start).toHaveValue("");
    expect(end).toHaveValue(today);

    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText("Enter a start date")).toBeInTheDocument();
    expect(start).toHaveAttribute("aria-invalid", "true");
    // The keyboard is taken to the field to fix, where its message is read out.
    expect(start).toHaveFocus();

    await user.type(start, "2026-03-01");
    await user.clear(end);
    await user.type(end, "2026-02-01");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText("The start date must be on or before the end date")).toBeInTheDocument();
    expect(end).toHaveAccessibleDescription("The start date must be on or before the end date");
    expect(end).toHaveFocus();
    expect(requests).toHaveLength(1);
    expect(router.state.location.search).toBe("");

    await user.clear(end);
    await user.type(end, "2026-03-31");
    expect(screen.queryByText("The start date must be on or before the end date")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ from: "2026-03-01", to: "2026-03-31" }));
    expect(router.state.location.search).toBe("?range=2026-03-01..2026-03-31");
  });
});

describe("AnalyticsView states", () => {
  it("welcomes an account with no applications with Add Application", async () => {
    mockAnalytics(() => aSmallAnalytics(0));
    const user = userEvent.setup();
    const { controls } = renderAnalytics();
    expect(await screen.findByRole("heading", { name: "No applications yet" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Date range" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Application" }));
    expect(controls.openNew).toHaveBeenCalledOnce();
  });

  it("shows the cards but explains the missing charts when the range holds too few", async () => {
    mockAnalytics(() => aSmallAnalytics(3));
    const user = userEvent.setup();
    const { controls } = renderAnalytics();
    expect(
      await screen.findByRole("heading", { name: "Not enough applications for charts yet" }),
    ).toBeInTheDocument();
    expect(card("Total applications")).toHaveTextContent("3");
    expect(
      screen.getByText(/You have 3 applications so far. The charts start at 5, so add 2 more/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Applications over time" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show all time" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Application" }));
    expect(controls.openNew).toHaveBeenCalledOnce();
  });

  it("tells an empty range from an empty account, and Show all time widens it", async () => {
    const requests = mockAnalytics((from) => (from === null ? anAnalytics() : aSmallAnalytics(0)));
    const user = userEvent.setup();
    const { router } = renderAnalytics("?range=30");
    expect(await screen.findByRole("heading", { name: "No applications in this range" })).toBeInTheDocument();
    expect(screen.getByText(/Widen the range/)).toBeInTheDocument();
    expect(card("Response rate")).toHaveTextContent("N/A0 of 0");
    expect(requests).toEqual([
      { from: "2026-02-14", to: today },
      { from: null, to: today },
    ]);

    await user.click(screen.getByRole("button", { name: "Show all time" }));
    expect(router.state.location.search).toBe("");
    expect(await screen.findByRole("region", { name: "Applications over time" })).toBeInTheDocument();
  });

  it("puts the range control back to All time when Show all time leaves a custom range", async () => {
    mockAnalytics((from) => (from === null ? anAnalytics() : aSmallAnalytics(2)));
    const user = userEvent.setup();
    renderAnalytics("?range=2026-01-01..2026-01-31");
    await screen.findByRole("heading", { name: "Not enough applications for charts yet" });
    const select = screen.getByRole("combobox", { name: "Date range" });
    expect(select).toHaveValue("custom");

    await user.click(screen.getByRole("button", { name: "Show all time" }));
    expect(await screen.findByRole("region", { name: "Applications over time" })).toBeInTheDocument();
    expect(select).toHaveValue("all");
    expect(screen.queryByRole("form", { name: "Custom date range" })).not.toBeInTheDocument();
  });

  it("shows why the numbers failed to load, and Retry loads them", async () => {
    let fail = true;
    mockAnalytics(() =>
      fail ? apiError(503, "TIMEOUT", "The request timed out. Please try again.") : anAnalytics(),
    );
    const user = userEvent.setup();
    renderAnalytics();
    expect(await screen.findByRole("alert")).toHaveTextContent("The request timed out. Please try again.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Total applications")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks again when the applications change (their key covers these numbers)", async () => {
    let total = 50;
    const requests = mockAnalytics(() => anAnalytics({ totals: { applications: total } }));
    const { queryClient } = renderAnalytics();
    await screen.findByText("Total applications");
    expect(card("Total applications")).toHaveTextContent("50");

    total = 51;
    // What every add, delete and bulk change does when it settles.
    await act(() => queryClient.invalidateQueries({ queryKey: ["applications"] }));
    await waitFor(() => expect(card("Total applications")).toHaveTextContent("51"));
    expect(requests).toHaveLength(2);
  });
});
