import { describe, expect, it } from "vitest";
import { readAmount, readImportRow } from "./import-row";

const today = "2026-11-27";
const base = { company: "Netflix", jobTitle: "Senior Engineer", applicationDate: "2026-10-01" };

describe("reading an amount as a spreadsheet writes it", () => {
  it("reads symbols, separators, codes, k and per-year suffixes", () => {
    expect(readAmount("$125,000")).toEqual({ amount: 125000, range: false });
    expect(readAmount("125 000 €")).toEqual({ amount: 125000, range: false });
    expect(readAmount("EUR 98000.50")).toEqual({ amount: 98000.5, range: false });
    expect(readAmount("150k")).toEqual({ amount: 150000, range: false });
    expect(readAmount("£45K/yr")).toEqual({ amount: 45000, range: false });
    expect(readAmount("1.2M")).toEqual({ amount: 1200000, range: false });
  });

  it("reads a range as its lower end, the scale written once counting for both", () => {
    expect(readAmount("$150k-$180k")).toEqual({ amount: 150000, range: true });
    expect(readAmount("$150-180k")).toEqual({ amount: 150000, range: true });
    expect(readAmount("120,000 – 140,000 USD")).toEqual({ amount: 120000, range: true });
    expect(readAmount("90k to 110k")).toEqual({ amount: 90000, range: true });
  });

  it("reads nothing it would have to guess", () => {
    expect(readAmount("competitive")).toBeUndefined();
    expect(readAmount("$45/hr")).toBeUndefined();
    expect(readAmount("100k-120k-140k")).toBeUndefined();
  });
});

describe("reading an imported row", () => {
  it("keeps a readable row as it is, with no warning", () => {
    expect(readImportRow({ ...base, status: "Applied", salaryOffered: 150000 }, today)).toEqual({
      ok: true,
      row: { ...base, status: "Applied", salaryOffered: 150000 },
      warnings: {},
    });
  });

  it("refuses a row only without a company, a job title or a readable application date", () => {
    for (const [field, message] of [
      ["company", "Company is required"],
      ["jobTitle", "Job title is required"],
      ["applicationDate", "Application date is required"],
    ] as const) {
      const { [field]: _left, ...rest } = base;
      expect(readImportRow(rest, today), field).toEqual({ ok: false, fields: { [field]: message } });
    }
    expect(readImportRow({ ...base, company: "  " }, today)).toEqual({
      ok: false,
      fields: { company: "Company is required" },
    });
    const undated = readImportRow({ ...base, applicationDate: "not sure" }, today);
    expect(undated.ok).toBe(false);
    expect(!undated.ok && Object.keys(undated.fields)).toEqual(["applicationDate"]);
    // A date in another written form is read.
    expect(readImportRow({ ...base, applicationDate: "Oct 1, 2026" }, today)).toMatchObject({
      ok: true,
      row: { applicationDate: "2026-10-01" },
    });
    // A day still to come was not the day it was sent.
    expect(readImportRow({ ...base, applicationDate: "2026-12-09" }, today)).toEqual({
      ok: false,
      fields: { applicationDate: "The application date cannot be in the future" },
    });
    expect(readImportRow("a line", today)).toEqual({
      ok: false,
      fields: { row: "Each row must be an object of fields" },
    });
    expect(readImportRow({ ...base, secret: 1 }, today)).toEqual({
      ok: false,
      fields: { secret: "Unknown field: secret" },
    });
  });

  it("keeps each optional value it cannot read in the notes, word for word, with a warning", () => {
    const read = readImportRow(
      {
        ...base,
        contactName: "Lisa Park",
        contactEmail: "lisa@netflix",
        jobUrl: "jobs.netflix/123 (internal)",
        followUpDate: "after the holidays",
        status: "Ball in their court",
        currency: "dollars",
        notes: "Referred by Sam.",
      },
      today,
    );
    expect(read).toEqual({
      ok: true,
      row: {
        ...base,
        contactName: "Lisa Park",
        status: "Applied",
        notes:
          'Referred by Sam.\n\nImported, not understood: Contact email "lisa@netflix"; Job URL "jobs.netflix/123 (internal)"; Follow-up date "after the holidays"; Status "Ball in their court"; Currency "dollars"',
      },
      warnings: {
        contactEmail: 'Contact email not understood: "lisa@netflix" is kept in the notes',
        jobUrl: 'Job URL not understood: "jobs.netflix/123 (internal)" is kept in the notes',
        followUpDate: 'Follow-up date not understood: "after the holidays" is kept in the notes',
        status: 'Status not understood: "Ball in their court" is kept in the notes',
        currency: 'Currency not understood: "dollars" is kept in the notes',
      },
    });
  });

  it("reads a salary range as its lower end, the range kept in the notes", () => {
    const read = readImportRow({ ...base, salaryOffered: "$150k-$180k" }, today);
    expect(read).toEqual({
      ok: true,
      row: { ...base, status: "Applied", salaryOffered: 150000, notes: "Salary range: $150k-$180k" },
      warnings: {
        salaryOffered: 'Salary read as the lower end of "$150k-$180k"; the range is kept in the notes',
      },
    });
    expect(readImportRow({ ...base, salaryOffered: "150k" }, today)).toEqual({
      ok: true,
      row: { ...base, status: "Applied", salaryOffered: 150000 },
      warnings: {},
    });
  });

  it("reads a tracker's stage word, a currency symbol and an equity percentage", () => {
    expect(
      readImportRow(
        {
          ...base,
          status: "Phone screen",
          statusDate: "Oct 5, 2026",
          currency: "€",
          equityPercentage: "0.5%",
        },
        today,
      ),
    ).toEqual({
      ok: true,
      row: {
        ...base,
        status: "Interviewing",
        statusDate: "2026-10-05",
        currency: "EUR",
        equityPercentage: 0.5,
      },
      warnings: {},
    });
  });

  it("leaves a stage's day it cannot have (before applying, or to come) unknown, the day in the notes", () => {
    const early = readImportRow({ ...base, status: "Rejected", statusDate: "2026-09-01" }, today);
    expect(early).toMatchObject({
      ok: true,
      row: {
        status: "Rejected",
        statusDate: null,
        notes: 'Imported, not understood: Date of the current status "2026-09-01"',
      },
    });
    expect(early.ok && early.warnings.statusDate).toBe(
      'Date of the current status cannot be before the application date: "2026-09-01" is kept in the notes',
    );
    const unsure = readImportRow({ ...base, status: "Interviewing", statusDate: "not sure" }, today);
    expect(unsure).toMatchObject({ ok: true, row: { status: "Interviewing", statusDate: null } });
  });

  it("keeps notes whatever they hold, and never lets them pass their limit", () => {
    const long = readImportRow(
      { ...base, notes: `Line\u0007 ${"x".repeat(12_000)}`, salaryOffered: "lots" },
      today,
    );
    expect(long.ok).toBe(true);
    if (!long.ok) return;
    expect(long.row.notes!.length).toBeLessThanOrEqual(10_000);
    expect(long.row.notes!.startsWith("Line x")).toBe(true);
    expect(long.warnings.notes).toBe("Notes shortened to what a note can hold, without control characters");
  });

  it("keeps a JobTrail export's archive day and waiting-since date", () => {
    expect(
      readImportRow({ ...base, archivedAt: "2026-10-20T08:00:00.000Z", waitingSince: "2026-10-10" }, today),
    ).toEqual({
      ok: true,
      row: { ...base, status: "Applied", archivedAt: "2026-10-20T08:00:00.000Z", waitingSince: "2026-10-10" },
      warnings: {},
    });
  });
});
