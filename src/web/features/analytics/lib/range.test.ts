import { createLoader, createSerializer } from "nuqs";
import { describe, expect, it } from "vitest";
import { addDays } from "@/domain/dates";
import { type AnalyticsRange, rangeDates, rangeParam, rangeParser, validateCustomRange } from "./range";

// The URL as the Analytics tab reads and writes it, through the same parser.
const parsers = { [rangeParam]: rangeParser };
const readRange = (params: URLSearchParams) => createLoader(parsers)(params)[rangeParam];
const writeRange = (params: URLSearchParams, range: AnalyticsRange) =>
  new URLSearchParams(createSerializer(parsers)(params, { [rangeParam]: range }));

const read = (search: string) => readRange(new URLSearchParams(search));

describe("the range in the URL", () => {
  it("reads presets and custom ranges, and falls back to all time for anything else", () => {
    expect(read("")).toEqual({ preset: "all" });
    expect(read("range=90")).toEqual({ preset: "90" });
    expect(read("range=2026-01-01..2026-03-31")).toEqual({
      preset: "custom",
      from: "2026-01-01",
      to: "2026-03-31",
    });
    for (const bad of [
      "range=45",
      "range=all",
      "range=2026-03-31..2026-01-01",
      "range=2026-02-30..2026-03-01",
      "range=2026-01-01",
    ]) {
      expect(read(bad)).toEqual({ preset: "all" });
    }
  });

  it("writes one param and keeps the table's", () => {
    const params = new URLSearchParams("q=acme&status=Offer&status=Applied&range=30");
    expect(writeRange(params, { preset: "365" }).toString()).toBe(
      "q=acme&status=Offer&status=Applied&range=365",
    );
    expect(writeRange(params, { preset: "all" }).toString()).toBe("q=acme&status=Offer&status=Applied");
    expect(writeRange(params, { preset: "custom", from: "2026-01-01", to: "2026-01-31" }).get("range")).toBe(
      "2026-01-01..2026-01-31",
    );
    expect(params.get("range")).toBe("30");
  });
});

describe("the dates a range asks for", () => {
  it("counts n days ending today, across month and year ends", () => {
    expect(rangeDates({ preset: "30" }, "2026-03-15")).toEqual({ from: "2026-02-14", to: "2026-03-15" });
    expect(rangeDates({ preset: "90" }, "2026-01-10")).toEqual({ from: "2025-10-13", to: "2026-01-10" });
    expect(rangeDates({ preset: "365" }, "2024-12-31")).toEqual({ from: "2024-01-02", to: "2024-12-31" });
    expect(rangeDates({ preset: "all" }, "2026-03-15")).toEqual({ to: "2026-03-15" });
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });

  it("checks custom dates with the API's messages", () => {
    expect(validateCustomRange("", "")).toEqual({ from: "Enter a start date", to: "Enter an end date" });
    expect(validateCustomRange("2026-02-30", "2026-03-01")).toEqual({
      from: "Please enter a valid date (YYYY-MM-DD)",
      to: undefined,
    });
    expect(validateCustomRange("2026-03-02", "2026-03-01")).toEqual({
      to: "The start date must be on or before the end date",
    });
    expect(validateCustomRange("2026-03-01", "2026-03-01")).toEqual({});
    // The API's bounds land on the date that breaks them.
    expect(validateCustomRange("1969-12-31", "2026-03-01")).toEqual({
      from: "Dates must fall between 1970 and 2099",
    });
  });
});
