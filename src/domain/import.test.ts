import { describe, expect, it } from "vitest";
import {
  guessDateOrder,
  guessMapping,
  guessStatus,
  parseAmountCell,
  parseDateCell,
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

  it("tells the date order from the dates", () => {
    expect(guessDateOrder(["03/04/2026", "25/03/2026"])).toBe("dmy");
    expect(guessDateOrder(["03/25/2026", "04/01/2026"])).toBe("mdy");
    expect(guessDateOrder(["01.02.2026"])).toBe("dmy");
    expect(guessDateOrder(["2026-03-01"])).toBe("ymd");
  });

  it("reads amounts with symbols and thousands separators", () => {
    expect(parseAmountCell("$125,000")).toBe(125000);
    expect(parseAmountCell("125 000 €")).toBe(125000);
    expect(parseAmountCell("EUR 98000.50")).toBe(98000.5);
    expect(parseAmountCell("")).toBeNull();
    expect(parseAmountCell("competitive")).toBeUndefined();
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
