import { describe, expect, it } from "vitest";
import { encodePostingFragment } from "./posting-data";
import { firstWebAddress, isAboutAJob, readHeadline, readPostingText } from "./posting-text";
import { decodePostingFragment } from "./postings";

describe("reading a posting shared or mailed as text", () => {
  it.each([
    [
      "Check out this job at Northwind Traders: Senior Backend Engineer",
      "Senior Backend Engineer",
      "Northwind Traders",
    ],
    ["Check out this job: Data Analyst at Globex", "Data Analyst", "Globex"],
    ["Acme Robotics is hiring: Firmware Engineer", "Firmware Engineer", "Acme Robotics"],
    ["Contoso is hiring a Product Designer", "Product Designer", "Contoso"],
    ["Staff Engineer at Initech | LinkedIn", "Staff Engineer", "Initech"],
    ["Warehouse Associate - Umbrella Logistics - Leeds", "Warehouse Associate", "Umbrella Logistics"],
    ["Job Application for Site Reliability Engineer at Hooli", "Site Reliability Engineer", "Hooli"],
    ["Frontend Developer", "Frontend Developer", null],
  ])("reads the headline %j", (headline, jobTitle, company) => {
    expect(readHeadline(headline)).toEqual({ jobTitle, company });
  });

  it("takes a phone share's text and link: the headline, and the address without the sentence's end", () => {
    const posting = readPostingText(
      "Check out this job at Northwind Traders: Senior Backend Engineer https://www.linkedin.com/jobs/view/4012345678/.",
    );
    expect(posting).toMatchObject({
      url: "https://www.linkedin.com/jobs/view/4012345678/",
      jobTitle: "Senior Backend Engineer",
      company: "Northwind Traders",
      description: null,
      source: "text",
    });
  });

  it("reads labelled lines of a pasted posting, and keeps the whole text as its description", () => {
    const text = [
      "Backend Engineer (Payments)",
      "Company: Fabrikam Finance",
      "Location: Lisbon, Portugal (hybrid)",
      "Salary: €55,000 – €65,000",
      "Employment type: full time",
      "Job ID: R-20931",
      "",
      "You will build the services that move our customers' money.",
    ].join("\n");
    expect(readPostingText(text, { title: "Fwd: a job for me" })).toMatchObject({
      jobTitle: "Backend Engineer (Payments)",
      company: "Fabrikam Finance",
      location: "Lisbon, Portugal (hybrid)",
      salaryRange: "€55,000 – €65,000",
      employmentType: "Full-time",
      requisitionId: "R-20931",
      description: text,
      url: "",
    });
  });

  it("reads a stranger's endless text as far as a posting goes, without stalling", () => {
    const endless = `${"Engineer - Acme | ".repeat(20_000)}\n${"Location: x ".repeat(10_000)}`;
    const posting = readPostingText(endless, { title: `${"a at b ".repeat(50_000)}` });
    expect(posting?.jobTitle?.length).toBeLessThanOrEqual(400);
    expect(posting?.description?.length).toBeLessThanOrEqual(100_000);
  });

  it("tells a text about a job from a note: an address, a company, a labelled field", () => {
    expect(isAboutAJob(readPostingText("Milk\nand bread")!)).toBe(false);
    expect(isAboutAJob(readPostingText("Backend Engineer at Initech")!)).toBe(true);
    expect(isAboutAJob(readPostingText("Backend Engineer\nLocation: Leeds")!)).toBe(true);
    expect(isAboutAJob(readPostingText("look https://jobs.example/1")!)).toBe(true);
  });

  it("reads nothing from nothing, and finds an address anywhere in a text", () => {
    expect(readPostingText("   ")).toBeUndefined();
    expect(firstWebAddress(`https://x.example/${")".repeat(100_000)}a`)).toBe("https://x.example/");
    expect(firstWebAddress("see (https://jobs.example.com/42?ref=x), thanks")).toBe(
      "https://jobs.example.com/42?ref=x",
    );
    expect(firstWebAddress("no link here")).toBeNull();
  });
});

describe("the posting a page hands to the add form", () => {
  const posting = {
    url: "https://jobs.example.com/42",
    company: "Zażółć & Co",
    jobTitle: "Inżynier 🚀",
    location: null,
    employmentType: "Full-time",
    salaryRange: null,
    companyWebsite: null,
    requisitionId: "JR-1",
    description: "x".repeat(150_000),
    source: "page" as const,
  };

  it("goes through the address's fragment whole, any script in it, its text clipped to what is kept", () => {
    const back = decodePostingFragment(encodePostingFragment(posting));
    expect(back).toEqual({ ...posting, description: "x".repeat(100_000) });
  });

  it("is refused when the fragment is not one", () => {
    expect(decodePostingFragment("not-base64!")).toBeUndefined();
    expect(decodePostingFragment(btoa(JSON.stringify({ url: 42 })))).toBeUndefined();
  });
});
