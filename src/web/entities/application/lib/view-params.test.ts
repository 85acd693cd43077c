import { createLoader, createSerializer } from "nuqs";
import { describe, expect, it } from "vitest";
import { hasFilters, type TableView, tableViewParsers, toTableView, toTableViewParams } from "./view-params";

// The URL as the dashboard reads and writes it, through the same parsers.
const readTableView = (params: URLSearchParams) => toTableView(createLoader(tableViewParsers)(params));
const writeTableView = (params: URLSearchParams, view: TableView) =>
  new URLSearchParams(createSerializer(tableViewParsers)(params, toTableViewParams(view)));

const read = (search: string) => readTableView(new URLSearchParams(search));

describe("readTableView", () => {
  it("reads an empty URL as the plain view: newest applications first", () => {
    expect(read("")).toEqual({
      q: "",
      status: [],
      source: [],
      from: null,
      to: null,
      tag: [],
      archived: "exclude",
      sort: "applicationDate",
      order: "desc",
    });
  });

  it("reads every part of a bookmarked view", () => {
    expect(
      read(
        "?q=acme&status=Applied&status=Not+Selected&source=LinkedIn&source=Referral&from=2025-01-01&to=2025-03-31&tag=5b0e6a3e-1c7e-4c53-9b3e-6f1d2a9c0f11&tag=0d8f3c1a-2b4e-4f6a-8c9d-1e2f3a4b5c6d&archived=include&sort=company&order=asc",
      ),
    ).toEqual({
      q: "acme",
      status: ["Applied", "Not Selected"],
      source: ["LinkedIn", "Referral"],
      from: "2025-01-01",
      to: "2025-03-31",
      tag: ["5b0e6a3e-1c7e-4c53-9b3e-6f1d2a9c0f11", "0d8f3c1a-2b4e-4f6a-8c9d-1e2f3a4b5c6d"],
      archived: "include",
      sort: "company",
      order: "asc",
    });
  });

  it("ignores values it cannot use and keeps the rest", () => {
    expect(
      read(
        "?status=Hired&status=Offer&status=Offer&source=&source=%20&from=2025-02-30&to=yesterday&tag=remote&tag=5b0e6a3e-1c7e-4c53-9b3e-6f1d2a9c0f11&archived=hidden&sort=password&order=sideways",
      ),
    ).toEqual({
      q: "",
      status: ["Offer"],
      source: [],
      from: null,
      to: null,
      tag: ["5b0e6a3e-1c7e-4c53-9b3e-6f1d2a9c0f11"],
      archived: "exclude",
      sort: "applicationDate",
      order: "desc",
    });
  });

  it("drops an end date before the start date, as the API refuses it", () => {
    expect(read("?from=2025-05-01&to=2025-04-01")).toMatchObject({ from: "2025-05-01", to: null });
  });

  it("starts a sort without an order in that column's natural direction", () => {
    expect(read("?sort=company")).toMatchObject({ sort: "company", order: "asc" });
    expect(read("?sort=salaryOffered")).toMatchObject({ sort: "salaryOffered", order: "desc" });
  });

  it("caps the search at the API's 200 characters", () => {
    expect(read(`?q=${"a".repeat(300)}`).q).toHaveLength(200);
  });
});

describe("writeTableView", () => {
  const view: TableView = {
    q: "design lead",
    status: ["Interviewing", "Offer"],
    source: ["Company website"],
    from: "2025-01-01",
    to: null,
    tag: ["0d8f3c1a-2b4e-4f6a-8c9d-1e2f3a4b5c6d"],
    archived: "only",
    sort: "status",
    order: "asc",
  };

  it("round-trips through the URL", () => {
    const written = writeTableView(new URLSearchParams(), view);
    expect(readTableView(new URLSearchParams(written.toString()))).toEqual(view);
  });

  it("leaves out empty parts and the default sort, and keeps params it does not own", () => {
    const written = writeTableView(new URLSearchParams("tab=table&q=old&status=Offer"), {
      ...read(""),
      q: "",
    });
    expect(written.toString()).toBe("tab=table");
  });
});

describe("hasFilters", () => {
  it("counts search and filters, not sorting", () => {
    expect(hasFilters(read("?sort=company&order=asc"))).toBe(false);
    expect(hasFilters(read("?q=%20%20"))).toBe(false);
    expect(hasFilters(read("?q=acme"))).toBe(true);
    expect(hasFilters(read("?to=2025-01-01"))).toBe(true);
    expect(hasFilters(read("?tag=5b0e6a3e-1c7e-4c53-9b3e-6f1d2a9c0f11"))).toBe(true);
    // Showing the archive too is a filter of its own; leaving it out is the plain view.
    expect(hasFilters(read("?archived=include"))).toBe(true);
    expect(hasFilters(read("?archived=exclude"))).toBe(false);
  });
});
