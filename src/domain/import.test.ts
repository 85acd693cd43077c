import { describe, expect, it } from "vitest";
import {
  guessDateOrder,
  guessMapping,
  guessStatus,
  mappingFor,
  parseDateCell,
  recogniseTracker,
  rowsFromExport,
} from "./import";

describe("import rules", () => {
  it("guesses each field's column from the headers, exact names first", () => {
    expect(
      guessMapping([
        "Company Name",
        "Position",
        "Date Applied",
        "Stage",
        "Interview date",
        "Link",
        "Notes",
        "Salary",
      ]),
    ).toEqual({
      company: 0,
      jobTitle: 1,
      applicationDate: 2,
      status: 3,
      jobUrl: 5,
      notes: 6,
      salaryOffered: 7,
    });
    expect(
      guessMapping(["Employer", "Role", "Applied On", "Status", "Last updated", "Recruiter", "E-mail"]),
    ).toEqual({
      company: 0,
      jobTitle: 1,
      applicationDate: 2,
      status: 3,
      statusDate: 4,
      contactName: 5,
      contactEmail: 6,
    });
    expect(guessMapping(["Foo", "Bar"])).toEqual({});
  });

  it("maps trackers' status words to JobTrail's statuses", () => {
    expect(guessStatus("Interview scheduled")).toBe("Interviewing");
    expect(guessStatus("Phone screen")).toBe("Interviewing");
    expect(guessStatus("Offer received")).toBe("Offer");
    expect(guessStatus("Rejected")).toBe("Rejected");
    expect(guessStatus("Declined")).toBe("Rejected");
    expect(guessStatus("Position filled")).toBe("Not Selected");
    expect(guessStatus("Ghosted")).toBe("Not Selected");
    expect(guessStatus("Withdrew")).toBe("Withdrawn");
    expect(guessStatus("Submitted")).toBe("Applied");
    expect(guessStatus("not selected")).toBe("Not Selected");
    expect(guessStatus("???")).toBeUndefined();
    expect(guessStatus("")).toBeUndefined();
  });

  it("reads dates in the file's order, and says when a cell is not one", () => {
    expect(parseDateCell("2026-03-31", "mdy")).toBe("2026-03-31");
    expect(parseDateCell("2026-03-31T09:30:00Z", "mdy")).toBe("2026-03-31");
    expect(parseDateCell("03/31/2026", "mdy")).toBe("2026-03-31");
    expect(parseDateCell("31/03/2026", "dmy")).toBe("2026-03-31");
    expect(parseDateCell("31.03.26", "dmy")).toBe("2026-03-31");
    expect(parseDateCell("31 Mar 2026", "mdy")).toBe("2026-03-31");
    expect(parseDateCell("March 31, 2026", "dmy")).toBe("2026-03-31");
    expect(parseDateCell("", "mdy")).toBe("");
    expect(parseDateCell("31/03/2026", "mdy")).toBeUndefined();
    expect(parseDateCell("2026-02-30", "ymd")).toBeUndefined();
    expect(parseDateCell("next week", "ymd")).toBeUndefined();
  });

  it("reads a day written with its time or its weekday, as trackers and mail write them", () => {
    expect(parseDateCell("11/14/23, 2:03 PM", "mdy")).toBe("2023-11-14");
    expect(parseDateCell("2026-03-31 10:00:00", "ymd")).toBe("2026-03-31");
    expect(parseDateCell("2026-03-31T10:00:00.000+02:00", "ymd")).toBe("2026-03-31");
    expect(parseDateCell("Mar 31, 2026 9:30 am", "mdy")).toBe("2026-03-31");
    expect(parseDateCell("Tue, 31 March 2026", "mdy")).toBe("2026-03-31");
    expect(parseDateCell("March 31st, 2026", "mdy")).toBe("2026-03-31");
    expect(parseDateCell("not sure", "mdy")).toBeUndefined();
    expect(parseDateCell("Q1 2026", "mdy")).toBeUndefined();
  });

  it("recognises other trackers' exports by their columns, and matches them as each tracker means them", () => {
    const linkedIn = [
      "Application Date",
      "Contact Email",
      "Contact Phone Number",
      "Company Name",
      "Job Title",
      "Job Url",
      "Resume Name",
      "Question And Answers",
    ];
    expect(recogniseTracker(linkedIn)).toBe("LinkedIn's applied-jobs export");
    expect(mappingFor(linkedIn)).toEqual({
      applicationDate: 0,
      contactEmail: 1,
      company: 3,
      jobTitle: 4,
      jobUrl: 5,
    });

    const huntr = [
      "Title",
      "Company",
      "List",
      "Location",
      "Salary",
      "URL",
      "Date Added",
      "Date Applied",
      "Notes",
    ];
    expect(recogniseTracker(huntr)).toBe("Huntr");
    expect(mappingFor(huntr)).toEqual({
      jobTitle: 0,
      company: 1,
      status: 2,
      location: 3,
      salaryOffered: 4,
      jobUrl: 5,
      applicationDate: 7,
      notes: 8,
    });

    const teal = [
      "Company",
      "Job Position",
      "Status",
      "Date Saved",
      "Date Applied",
      "Follow Up",
      "Excitement",
      "Min Salary",
      "Max Salary",
      "Location",
      "URL",
      "Notes",
    ];
    expect(recogniseTracker(teal)).toBe("Teal");
    expect(mappingFor(teal)).toMatchObject({
      company: 0,
      jobTitle: 1,
      status: 2,
      applicationDate: 4,
      followUpDate: 5,
      salaryOffered: 7,
      location: 9,
      jobUrl: 10,
      notes: 11,
    });

    // Simplify's headers are plain: its job links tell it from any other file of these columns.
    const simplify = ["Company", "Job Title", "Location", "Status", "Date Applied", "Job Link", "Notes"];
    const simplifyLines = [
      [
        "Stripe",
        "Backend Engineer",
        "Remote",
        "Screen",
        "2026-10-02",
        "https://simplify.jobs/p/7f3a9c21/backend-engineer",
        "",
      ],
    ];
    expect(recogniseTracker(simplify, simplifyLines)).toBe("Simplify");
    expect(
      recogniseTracker(simplify, [
        ["Stripe", "Backend Engineer", "", "Applied", "", "https://stripe.com/jobs/1", ""],
      ]),
    ).toBeUndefined();
    expect(recogniseTracker(simplify)).toBeUndefined();
    expect(mappingFor(simplify, simplifyLines)).toEqual({
      company: 0,
      jobTitle: 1,
      location: 2,
      status: 3,
      applicationDate: 4,
      jobUrl: 5,
      notes: 6,
    });

    // An open-source tracker's export, in snake case: matched by name, no tracker named.
    const openSource = [
      "id",
      "company_name",
      "job_title",
      "status",
      "source",
      "location",
      "job_url",
      "applied_at",
      "notes",
      "tags",
    ];
    expect(recogniseTracker(openSource)).toBeUndefined();
    expect(mappingFor(openSource)).toEqual({
      company: 1,
      jobTitle: 2,
      status: 3,
      source: 4,
      location: 5,
      jobUrl: 6,
      applicationDate: 7,
      notes: 8,
      tags: 9,
    });
  });

  it("tells the date order from the dates", () => {
    expect(guessDateOrder(["03/04/2026", "25/03/2026"])).toBe("dmy");
    expect(guessDateOrder(["03/25/2026", "04/01/2026"])).toBe("mdy");
    expect(guessDateOrder(["01.02.2026"])).toBe("dmy");
    expect(guessDateOrder(["2026-03-01"])).toBe("ymd");
    // The order most unambiguous dates show: one typo the other way does not turn the file.
    expect(guessDateOrder(["9/20/2026", "10/25/2026", "16/09/2026", "9/5/2026"])).toBe("mdy");
    expect(guessDateOrder(["20/9/2026", "25/10/2026", "9/16/2026"])).toBe("dmy");
    expect(guessDateOrder(["11/14/23, 2:03 PM"])).toBe("mdy");
  });

  it("takes from a JSON export only what a new application is made from", () => {
    const rows = rowsFromExport({
      format: "jobtrail-applications",
      version: 1,
      applications: [
        { id: "x", company: "Acme", jobTitle: "Engineer", history: [], boardPosition: 3, documents: [] },
      ],
    });
    expect(rows).toEqual([{ company: "Acme", jobTitle: "Engineer", history: [] }]);
    expect(rowsFromExport({ format: "jobtrail-applications", version: 2, applications: [] })).toBeUndefined();
    expect(rowsFromExport([1, 2])).toBeUndefined();
  });
});
