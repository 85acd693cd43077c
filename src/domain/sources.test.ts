import { describe, expect, it } from "vitest";
import { lookalikeSources, mergeSourcesInput, normaliseSource, sourceKey } from "./sources";

describe("sources", () => {
  it("tells spellings apart only by what matters", () => {
    expect(sourceKey("LinkedIn")).toBe("linkedin");
    expect(sourceKey(" linked-in ")).toBe("linkedin");
    expect(sourceKey("https://www.LinkedIn.com/jobs")).toBe("linkedin");
    expect(sourceKey("indeed.co.uk")).toBe("indeed");
    expect(sourceKey("Company site")).toBe("companysite");
    expect(sourceKey("Xing")).not.toBe(sourceKey("Xin"));
  });

  it("writes a source by its common name when it is one written another way", () => {
    expect(normaliseSource("Company site")).toBe("Company website");
    expect(normaliseSource("company careers page")).toBe("Company website");
    expect(normaliseSource("Careers Site")).toBe("Company website");
    expect(normaliseSource("linkedin.com")).toBe("LinkedIn");
    expect(normaliseSource("LinkedIn Easy Apply")).toBe("LinkedIn");
    expect(normaliseSource("Employee referral")).toBe("Referral");
    expect(normaliseSource("Career fair")).toBe("Job fair");
    expect(normaliseSource("Wellfound")).toBe("AngelList");
  });

  it("keeps the user's own spelling of a source they already give", () => {
    // The most used of the user's spellings comes first.
    const known = ["Company site", "Stack Overflow Jobs", "Company Website"];
    expect(normaliseSource("Company website", known)).toBe("Company site");
    expect(normaliseSource("careers page", known)).toBe("Company site");
    expect(normaliseSource("stack overflow jobs", known)).toBe("Stack Overflow Jobs");
  });

  it("keeps any other source as written, tidied, and empty as none", () => {
    expect(normaliseSource("  Hacker   News  ")).toBe("Hacker News");
    expect(normaliseSource("Arbeitsagentur", ["LinkedIn"])).toBe("Arbeitsagentur");
    expect(normaliseSource("求人ボックス")).toBe("求人ボックス");
    expect(normaliseSource("!!!")).toBe("!!!");
    expect(normaliseSource("   ")).toBeNull();
  });

  it("finds the sources that look like one place written two ways, most used first", () => {
    expect(
      lookalikeSources([
        { source: "Company site", applications: 3 },
        { source: "LinkedIn", applications: 20 },
        { source: "Company website", applications: 12 },
        { source: "linkedin.com", applications: 1 },
        { source: "Hacker News", applications: 2 },
      ]),
    ).toEqual([
      [
        { source: "Company website", applications: 12 },
        { source: "Company site", applications: 3 },
      ],
      [
        { source: "LinkedIn", applications: 20 },
        { source: "linkedin.com", applications: 1 },
      ],
    ]);
    expect(lookalikeSources([{ source: "Referral", applications: 1 }])).toEqual([]);
    // Used as much: the common name leads.
    expect(
      lookalikeSources([
        { source: "careers page", applications: 2 },
        { source: "Company website", applications: 2 },
      ])[0]?.[0]?.source,
    ).toBe("Company website");
  });

  it("reads a merge: sources to merge and the one to keep, tidied", () => {
    expect(mergeSourcesInput.parse({ from: ["Company site"], into: "  Company   website " })).toEqual({
      from: ["Company site"],
      into: "Company website",
    });
    const refusal = (input: unknown) =>
      mergeSourcesInput.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(refusal({ from: [], into: "LinkedIn" })).toEqual([["from", "Choose the sources to merge"]]);
    expect(refusal({ from: ["a"], into: " " })).toEqual([["into", "Enter the source to keep"]]);
    expect(refusal({ from: ["a"], into: "x".repeat(101) })).toEqual([
      ["into", "Source must be at most 100 characters"],
    ]);
    expect(refusal({ from: ["a\u0000"], into: "b" })).toEqual([
      ["from.0", "Source contains a character that is not allowed"],
    ]);
    expect(refusal({ from: "a", into: "b" })).toEqual([["from", "Choose the sources to merge"]]);
  });
});
