import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPosting } from "./read-posting";

const fixture = readFileSync(path.join(import.meta.dirname, "../testing/fixtures/job-posting.html"), "utf8");

describe("reading a job posting's page", () => {
  it("reads schema.org JobPosting data, past a broken block and inside @graph, as plain text", () => {
    const posting = readPosting(fixture, "https://jobs.example/42");
    expect(posting).toEqual({
      url: "https://jobs.example/42",
      company: "Globex & Co",
      jobTitle: "Senior Platform Engineer",
      location: "Berlin, DE",
      employmentType: "Full-time, Contract",
      salaryRange: "EUR 70,000–85,000 a year",
      companyWebsite: "https://globex.example",
      requisitionId: "R-2041",
      description: expect.stringContaining("Build the platform our teams ship on."),
      source: "JobPosting",
    });
    expect(posting!.description).toContain("Kubernetes & Terraform");
    expect(posting!.description).not.toMatch(/<|alert/);
  });

  it("says Remote for a telecommuting job, and reads a single salary figure", () => {
    const page = `<script type="application/ld+json">${JSON.stringify([
      {
        "@type": ["JobPosting"],
        name: "Data Analyst",
        hiringOrganization: "Initech",
        jobLocationType: "TELECOMMUTE",
        baseSalary: { currency: "usd", value: { value: "45", unitText: "HOUR" } },
      },
    ])}</script>`;
    expect(readPosting(page, "https://x.example")).toMatchObject({
      company: "Initech",
      jobTitle: "Data Analyst",
      location: "Remote",
      salaryRange: "USD 45 an hour",
      employmentType: null,
      description: null,
    });
  });

  it("looks through a bounded part of a stranger's structured data: a million nodes are no trouble", () => {
    const page = `<title>Careers</title><script type="application/ld+json">[${"0,".repeat(1_000_000)}{"@type":"JobPosting","title":"Hidden"}]</script>`;
    expect(readPosting(page, "https://x.example")).toMatchObject({
      jobTitle: "Careers",
      source: "page title",
    });
  });

  it("falls back to Open Graph, then to the page's title, and finds nothing in an empty page", () => {
    const og =
      '<meta property="og:title" content="Designer"><meta property="og:site_name" content="Acme"><meta name="description" content="Design things &amp; more">';
    expect(readPosting(og, "https://a.example")).toMatchObject({
      company: "Acme",
      jobTitle: "Designer",
      description: "Design things & more",
      source: "Open Graph",
    });
    expect(readPosting("<title> Careers | Umbrella </title>", "https://u.example")).toMatchObject({
      jobTitle: "Careers | Umbrella",
      company: null,
      source: "page title",
    });
    expect(readPosting("<p>nothing here</p>", "https://n.example")).toBeUndefined();
  });
});
