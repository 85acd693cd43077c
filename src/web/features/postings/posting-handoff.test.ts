import { describe, expect, it } from "vitest";
import { encodePostingFragment } from "@/domain/posting-data";
import { postingHandoff } from "./posting-handoff";

const read = {
  url: "https://jobs.lever.co/tidewell/6f1e2d3c",
  company: "Tidewell Energy",
  jobTitle: "Site Reliability Engineer",
  location: "Amsterdam, Netherlands (hybrid)",
  employmentType: "Full-time",
  salaryRange: "€70,000 - €85,000 a year",
  companyWebsite: null,
  requisitionId: null,
  description: "Keep the grid's software running.",
  source: "page" as const,
};

describe("what /applications/new is handed", () => {
  it("takes a posting the extension read from the fragment, and nothing else with it", () => {
    expect(
      postingHandoff({
        search: "?posting=https://elsewhere.example/1",
        hash: `#posting=${encodePostingFragment(read)}`,
      }),
    ).toEqual({ posting: read });
  });

  it("reads the bookmarklet's address, and a share's link, text and title", () => {
    expect(postingHandoff({ search: "?posting=https%3A%2F%2Fjobs.example%2F42", hash: "" })).toEqual({
      postingUrl: "https://jobs.example/42",
    });
    expect(
      postingHandoff({
        search: `?${new URLSearchParams({ title: "Staff Engineer at Initech", text: "See https://jobs.example/7." })}`,
        hash: "",
      }),
    ).toEqual({
      postingUrl: "https://jobs.example/7",
      shared: { title: "Staff Engineer at Initech", text: "See https://jobs.example/7." },
    });
    expect(postingHandoff({ search: "?url=https%3A%2F%2Fjobs.example%2F9&text=", hash: "" })).toEqual({
      postingUrl: "https://jobs.example/9",
    });
  });

  it("ignores what is no posting: another scheme, a fragment that is not one, nothing at all", () => {
    expect(postingHandoff({ search: "?posting=javascript:alert(1)", hash: "#posting=%%%" })).toBeUndefined();
    expect(postingHandoff({ search: "", hash: "" })).toBeUndefined();
  });
});
