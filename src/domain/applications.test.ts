import { describe, expect, it } from "vitest";
import type { Application } from "./application-schemas";
import { createApplicationInput, listApplicationsQuery, updateApplicationInput } from "./application-schemas";
import { formatMoney, matchesFilters, searchableText } from "./applications";

const valid = { company: "Acme", jobTitle: "Engineer", applicationDate: "2026-03-01", status: "Applied" };

describe("the application schema", () => {
  it("trims text and turns blanks into null", () => {
    const parsed = createApplicationInput.parse({
      ...valid,
      company: "  Acme ",
      source: " ",
      contactEmail: "",
    });
    expect(parsed).toMatchObject({ company: "Acme", source: null, contactEmail: null });
  });

  it.each([
    ["applicationDate", "2026-02-30"],
    ["jobUrl", "ftp://acme.example"],
    ["jobUrl", "https://localhost/jobs/1"],
    ["jobUrl", "https://999.1.1.1/jobs/1"],
    ["contactEmail", "acme"],
    ["salaryOffered", Number.POSITIVE_INFINITY],
    ["salaryOffered", -5],
    ["equityPercentage", 101],
    ["status", "Ghosted"],
    ["currency", "Dollars"],
  ])("refuses %s = %s", (field, value) => {
    const result = createApplicationInput.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("takes a job posting's address on a domain or an IPv4 address", () => {
    for (const jobUrl of ["https://jobs.acme.example/42?ref=x", "http://10.0.0.7:8080/careers/42"])
      expect(createApplicationInput.safeParse({ ...valid, jobUrl }).success, jobUrl).toBe(true);
  });

  it("refuses an unknown status with the status message", () => {
    const result = createApplicationInput.safeParse({ ...valid, status: "Ghosted" });
    expect(result.error?.issues[0]?.message).toBe("Invalid application status.");
  });

  it("refuses unknown fields and an empty change", () => {
    expect(createApplicationInput.safeParse({ ...valid, userId: "x" }).success).toBe(false);
    expect(updateApplicationInput.safeParse({}).success).toBe(false);
    expect(updateApplicationInput.safeParse({ notes: null }).success).toBe(true);
  });

  it("reads repeated or single list filters and refuses a range that ends before it starts", () => {
    expect(listApplicationsQuery.parse({ status: "Offer" }).status).toEqual(["Offer"]);
    expect(listApplicationsQuery.parse({ status: ["Offer", "Applied"] }).status).toEqual([
      "Offer",
      "Applied",
    ]);
    expect(listApplicationsQuery.safeParse({ from: "2026-05-01", to: "2026-04-01" }).success).toBe(false);
  });
});

describe("filtering a list the browser holds", () => {
  const application = {
    company: "Globex",
    jobTitle: "Designer",
    contactName: "Marge",
    notes: null,
    source: "Referral",
    status: "Interviewing",
    applicationDate: "2026-02-10",
  } as Application;

  it("searches company, title, contact, notes and source in any case, never across two fields", () => {
    expect(matchesFilters(application, { q: "GLOB" })).toBe(true);
    expect(matchesFilters(application, { q: "marge" })).toBe(true);
    expect(matchesFilters(application, { q: "exdes" })).toBe(false);
    expect(matchesFilters(application, { q: "marge" }, searchableText(application))).toBe(true);
  });

  it("applies status, source and date range like the API", () => {
    expect(matchesFilters(application, { status: ["Offer"] })).toBe(false);
    expect(matchesFilters(application, { source: ["Referral"], from: "2026-02-10", to: "2026-02-10" })).toBe(
      true,
    );
    expect(matchesFilters(application, { to: "2026-02-09" })).toBe(false);
  });
});

describe("money", () => {
  it("shows whole units in the application's currency, N/A when missing, USD for a bad code", () => {
    expect(formatMoney(120000.6, "USD")).toBe("$120,001");
    expect(formatMoney(5000, "EUR")).toBe("€5,000");
    expect(formatMoney(null)).toBe("N/A");
    expect(formatMoney(Number.NaN)).toBe("N/A");
    expect(formatMoney(10, "usd")).toBe("$10");
  });
});
