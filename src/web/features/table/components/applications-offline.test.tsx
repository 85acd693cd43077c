import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createQueryClient } from "@/web/lib/query-client";
import { goOffline, goOnline } from "@/web/testing/connection";
import { anApplication, wholeList } from "@/web/testing/fixtures";
import { mockApi } from "@/web/testing/mock-api";
import { renderRoutes } from "@/web/testing/render";
import { tableViewRoute } from "@/web/testing/table-view";

// jsdom has no layout: give the scrolling table a height so the virtualiser renders rows.
beforeEach(() => {
  vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(600);
  vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(1200);
});

afterEach(() => {
  goOnline();
  vi.restoreAllMocks();
});

it("refuses a change made offline at once, saying why, and leaves the application as it was", async () => {
  const application = anApplication({ company: "Globex", jobTitle: "Platform Engineer" });
  const { calls } = mockApi({
    "GET /api/applications": { body: { items: [application], total: 1, nextCursor: null, ...wholeList() } },
  });
  const user = userEvent.setup();
  renderRoutes([tableViewRoute()], { initialEntries: ["/dashboard"], queryClient: createQueryClient() });
  await screen.findByText("Showing 1 of 1");

  goOffline();
  await user.click(screen.getByRole("button", { name: "Edit job title: Platform Engineer" }));
  await user.clear(screen.getByRole("textbox", { name: "Job title" }));
  await user.type(screen.getByRole("textbox", { name: "Job title" }), "Principal Engineer{Enter}");

  expect(await screen.findByText("Save failed")).toBeInTheDocument();
  expect(
    screen.getByText("You're offline. Changes can't be saved until you're back online."),
  ).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Edit job title: Platform Engineer" })).toBeInTheDocument();
  expect(
    screen.queryByRole("button", { name: "Edit job title: Principal Engineer" }),
  ).not.toBeInTheDocument();
  expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
});
