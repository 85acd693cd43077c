import { act, waitFor } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "@/web/testing/render";
import { useTableView } from "./use-table-view";

/** What the page under test saw on its last render. */
const seen: { view?: ReturnType<typeof useTableView>; location?: string } = {};

function TableViewHost() {
  seen.view = useTableView();
  const location = useLocation();
  seen.location = `${location.pathname}${location.search}`;
  return null;
}

function renderTableView(url: string) {
  renderRoutes([{ path: "/dashboard", element: <TableViewHost /> }], { initialEntries: [url] });
}

describe("useTableView", () => {
  it("builds each write on the last one, even before React has rendered it", async () => {
    renderTableView("/dashboard?q=acme&source=LinkedIn");
    act(() => {
      // A filter untouched, then the search box's delayed write in the same moment.
      seen.view!.updateView({ source: [] });
      seen.view!.updateView({ q: "" });
    });
    // The URL is written a moment later, in one go.
    await waitFor(() => expect(seen.location).toBe("/dashboard"));
    expect(seen.view!.view).toMatchObject({ q: "", source: [] });
  });
});
