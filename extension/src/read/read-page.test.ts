import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { employmentTypeName } from "@/domain/posting-data";
import { readPage, showsAPosting } from "./read-page";

// Saved copies of job pages as the browser shows them (rendered, signed in where the site
// needs it), one per layout, with what each must give.
const folder = path.join(import.meta.dirname, "../../test/pages");
type Expected = {
  url: string;
  company: string;
  jobTitle: string;
  location: string | null;
  salaryRange: string | null;
  employmentType: string | null;
  requisitionId: string | null;
  descriptionIncludes: string[];
  descriptionExcludes: string[];
};
const expected = JSON.parse(readFileSync(path.join(folder, "expected.json"), "utf8")) as Record<
  string,
  Expected
>;
const pages = readdirSync(folder)
  .filter((file) => file.endsWith(".html"))
  .map((file) => file.replace(/\.html$/, ""));

function pageOf(name: string): Document {
  return new DOMParser().parseFromString(
    readFileSync(path.join(folder, `${name}.html`), "utf8"),
    "text/html",
  );
}

/** "$140K/yr - $175K/yr" and "$140K/yr – $175K/yr" say the same: spaces and dashes aside. */
const loosely = (text: string | null) => text?.replace(/[\s\u00a0]+/g, " ").replace(/[–—]/g, "-") ?? null;

describe("reading a job page as the browser shows it", () => {
  it("has a saved page for every expectation, and at least eight layouts", () => {
    expect(pages.sort()).toEqual(Object.keys(expected).sort());
    expect(pages.length).toBeGreaterThanOrEqual(8);
  });

  it.each(pages)("reads %s: company, title, location, salary, type and the posting's text", (name) => {
    const want = expected[name]!;
    const posting = readPage(pageOf(name), want.url);
    expect(posting, name).toBeDefined();
    expect(posting!.company).toBe(want.company);
    expect(posting!.jobTitle).toBe(want.jobTitle);
    if (want.location) expect(posting!.location).toContain(want.location.split(",")[0]!.trim());
    if (want.salaryRange) expect(loosely(posting!.salaryRange)).toBe(loosely(want.salaryRange));
    if (want.employmentType) expect(posting!.employmentType).toBe(employmentTypeName(want.employmentType));
    if (want.requisitionId) expect(posting!.requisitionId).toBe(want.requisitionId);
    for (const phrase of want.descriptionIncludes)
      expect(loosely(posting!.description)).toContain(loosely(phrase));
    for (const phrase of want.descriptionExcludes)
      expect(loosely(posting!.description)).not.toContain(loosely(phrase));
    expect(posting!.description).not.toMatch(/<\/?[a-z]+[^>]*>/i);
  });

  it("reads a board's page whose address has a broken escape, naming no company from it", () => {
    const page = new DOMParser().parseFromString("<main><h1>Data Engineer</h1></main>", "text/html");
    expect(readPage(page, "https://jobs.lever.co/%E0%A4%A/123")).toMatchObject({
      jobTitle: "Data Engineer",
      company: null,
    });
  });

  it("offers the in-page button on a job's page, not on a board's list of jobs", () => {
    for (const name of pages.filter((page) => page !== "generic-no-data"))
      expect(showsAPosting(pageOf(name), expected[name]!.url), name).toBe(true);
    const list = new DOMParser().parseFromString(
      '<main><h1>Top job picks for you</h1><ul><li class="jobs-search-results__list-item">Data Engineer</li></ul></main>',
      "text/html",
    );
    expect(showsAPosting(list, "https://www.linkedin.com/jobs/collections/recommended/")).toBe(false);
  });

  it("finds nothing on a page with no job on it", () => {
    const page = new DOMParser().parseFromString("<main><p>Welcome</p></main>", "text/html");
    expect(readPage(page, "https://example.com/")).toBeUndefined();
  });

  it("names a LinkedIn job shown in a list by its own address", () => {
    const posting = readPage(
      pageOf("linkedin-signed-in"),
      "https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4012345678",
    );
    expect(posting?.url).toBe("https://www.linkedin.com/jobs/view/4012345678/");
  });
});
