import { describe, expect, it } from "vitest";
import {
  earlierAtCompany,
  lookalikeCompanies,
  postingKey,
  samePostingAs,
  similarTitles,
} from "./already-applied";
import type { Application } from "./application-schemas";

const anApplication = (fields: Partial<Application>) =>
  ({
    company: "Acme",
    jobTitle: "Engineer",
    applicationDate: "2026-03-01",
    jobUrl: null,
    ...fields,
  }) as Application;

describe("already applied", () => {
  it("finds the earlier applications at the same company, in any case, newest first", () => {
    const older = anApplication({ company: "Acme", applicationDate: "2026-01-05" });
    const newer = anApplication({ company: " ACME ", applicationDate: "2026-02-01" });
    const other = anApplication({ company: "Acme LLC" });
    expect(earlierAtCompany([older, other, newer], "acme")).toEqual([newer, older]);
    expect(earlierAtCompany([older], "  ")).toEqual([]);
  });

  it("offers the company a name differs from only by its legal form, case or punctuation", () => {
    const list = [
      anApplication({ company: "Google" }),
      anApplication({ company: "Google" }),
      anApplication({ company: "Acme Corp." }),
      anApplication({ company: "Googleplex" }),
    ];
    expect(lookalikeCompanies(list, "Google LLC")).toEqual(["Google"]);
    expect(lookalikeCompanies(list, "ACME, Inc.")).toEqual(["Acme Corp."]);
    expect(lookalikeCompanies(list, "Google")).toEqual([]);
    expect(lookalikeCompanies(list, "Inc")).toEqual([]);
  });

  it("tells the same posting by its address, tracking and trailing slash aside", () => {
    expect(postingKey("https://www.Acme.com/jobs/123/?utm_source=linkedin&gh_src=x#apply")).toBe(
      "acme.com/jobs/123",
    );
    expect(postingKey("https://acme.com/jobs/view?id=7&ref=feed")).toBe("acme.com/jobs/view?id=7");
    expect(postingKey("https://acme.com/jobs/view?id=8")).not.toBe(
      postingKey("https://acme.com/jobs/view?id=7"),
    );
    expect(postingKey("not a url")).toBeNull();
  });

  it("calls titles close when nearly all their words agree", () => {
    expect(similarTitles("Senior Data Engineer", "Data Engineer (Senior)")).toBe(true);
    expect(similarTitles("Software Engineer, Backend", "software engineer - backend")).toBe(true);
    expect(similarTitles("Data Engineer", "Data Analyst")).toBe(false);
    expect(similarTitles("Engineer", "Senior Engineer")).toBe(false);
    expect(similarTitles("C++ Developer", "C# Developer")).toBe(false);
  });

  it("warns of the same posting anywhere, and of a close title at the same company only", () => {
    const posted = anApplication({
      company: "Globex",
      jobTitle: "Designer",
      jobUrl: "https://globex.com/jobs/9",
    });
    const acmeTitle = anApplication({ company: "Acme", jobTitle: "Backend Engineer, Senior" });
    const elsewhere = anApplication({ company: "Initech", jobTitle: "Senior Backend Engineer" });
    const matches = samePostingAs([posted, acmeTitle, elsewhere], {
      company: "acme",
      jobTitle: "Senior Backend Engineer",
      jobUrl: "https://www.globex.com/jobs/9/?utm_medium=email",
    });
    expect(matches).toEqual([
      { application: posted, reason: "same posting" },
      { application: acmeTitle, reason: "similar title" },
    ]);
  });

  it("matches the same requisition id at the company, however it is written, before anything else", () => {
    const sameReq = anApplication({ jobTitle: "Platform Engineer", requisitionId: "R-10234" });
    const otherCompany = anApplication({ company: "Globex", jobTitle: "Other", requisitionId: "R-10234" });
    const otherReq = anApplication({ jobTitle: "Analyst", requisitionId: "R-99" });
    const posting = { company: "Acme", jobTitle: "Staff Engineer", jobUrl: "", requisitionId: "r 10234" };
    expect(samePostingAs([sameReq, otherCompany, otherReq], posting)).toEqual([
      { application: sameReq, reason: "same requisition" },
    ]);
    // No id typed: nothing matches by id.
    expect(samePostingAs([sameReq], { ...posting, requisitionId: "" })).toEqual([]);
  });
});
