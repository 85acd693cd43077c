import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useTableView } from "./use-table-view";

function renderTableView(url: string) {
  let location = "";
  function Probe() {
    const current = useLocation();
    location = `${current.pathname}${current.search}`;
    return null;
  }
  let view: ReturnType<typeof useTableView> | undefined;
  function Host() {
    view = useTableView();
    return <Probe />;
  }
  const router = createMemoryRouter([{ path: "/dashboard", element: <Host /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { view: () => view!, location: () => location };
}

describe("useTableView", () => {
  it("builds each write on the last one, even before React has rendered it", () => {
    const table = renderTableView("/dashboard?q=acme&source=LinkedIn");
    act(() => {
      // A filter untouched, then the search box's delayed write in the same moment.
      table.view().updateView({ source: [] });
      table.view().updateView({ q: "" });
    });
    expect(table.location()).toBe("/dashboard");
    expect(table.view().view).toMatchObject({ q: "", source: [] });
  });
});
