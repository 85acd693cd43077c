// Reading the file a job seeker imports, in the browser: a CSV (parsed with papaparse) whose
// columns they map, or a JobTrail JSON export that needs no mapping. Turns each CSV line into
// the row the server checks, with the problems found on the way (a date it cannot read).
import Papa from "papaparse";
import type { ApplicationStatus } from "@/domain/applications";
import {
  type DateOrder,
  guessDateOrder,
  guessMapping,
  guessStatus,
  type ImportField,
  importMessages,
  maxImportRows,
  parseAmountCell,
  parseDateCell,
  rowsFromExport,
} from "@/domain/import";

export type SpreadsheetFile = { kind: "csv"; name: string; headers: string[]; lines: string[][] };
type ExportFile = { kind: "json"; name: string; rows: Record<string, unknown>[] };
export type ImportFile = SpreadsheetFile | ExportFile;

/** Reads a picked file, or throws an Error whose message the user reads. */
export async function readImportFile(file: File): Promise<ImportFile> {
  const text = await file.text();
  if (file.name.toLowerCase().endsWith(".json") || text.trimStart().startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(importMessages.notAnExport);
    }
    const rows = rowsFromExport(parsed);
    if (!rows) throw new Error(importMessages.notAnExport);
    return checkSize({ kind: "json", name: file.name, rows });
  }
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  if (result.data.length === 0) throw new Error(importMessages.noRows);
  // A file of one column has no delimiter to find: only broken quoting makes it unreadable.
  if (result.errors.some((error) => error.type === "Quotes")) throw new Error(importMessages.unreadable);
  const [headers = [], ...lines] = result.data;
  return checkSize({ kind: "csv", name: file.name, headers: headers.map((header) => header.trim()), lines });
}

function checkSize<T extends ImportFile>(file: T): T {
  const count = file.kind === "csv" ? file.lines.length : file.rows.length;
  if (count === 0) throw new Error(importMessages.noRows);
  if (count > maxImportRows) throw new Error(importMessages.tooManyRows);
  return file;
}

/** How a spreadsheet's columns and its status words map to JobTrail's. */
export type Mapping = {
  columns: Partial<Record<ImportField, number>>;
  /** Each distinct status text in the file, to a status (Applied when it cannot tell). */
  statuses: Record<string, ApplicationStatus>;
  dateOrder: DateOrder;
};

/** The distinct texts of one column, in the order they first appear. */
export function distinctValues(file: SpreadsheetFile, column: number | undefined): string[] {
  if (column === undefined) return [];
  return [...new Set(file.lines.map((line) => (line[column] ?? "").trim()).filter(Boolean))];
}

/** The mapping guessed from the headers, the statuses' words and the dates' shapes. */
export function guessFileMapping(file: SpreadsheetFile): Mapping {
  const columns = guessMapping(file.headers);
  const statuses = Object.fromEntries(
    distinctValues(file, columns.status).map((text) => [text, guessStatus(text) ?? "Applied"]),
  );
  const dateCells = [columns.applicationDate, columns.statusDate, columns.followUpDate].flatMap((column) =>
    column === undefined ? [] : file.lines.map((line) => line[column] ?? ""),
  );
  return { columns, statuses, dateOrder: guessDateOrder(dateCells) };
}

export type PreparedRow = {
  /** The line in the file, counting the header as line 1. */
  line: number;
  row: Record<string, unknown>;
  /** Problems found reading the cells, by field: the server is told the cell was unreadable. */
  problems: Record<string, string>;
};

const dateFields = ["applicationDate", "statusDate", "followUpDate"] as const;
const textFields = [
  "company",
  "jobTitle",
  "source",
  "location",
  "jobUrl",
  "contactName",
  "contactEmail",
  "requisitionId",
  "notes",
  // Names, as the cell holds them: the server splits them and makes the tags it lacks.
  "tags",
] as const;

/** Each line of a spreadsheet as the row the server checks, by the mapping. */
export function prepareRows(file: SpreadsheetFile, mapping: Mapping): PreparedRow[] {
  const { columns } = mapping;
  return file.lines.map((line, index) => {
    const cell = (field: ImportField) => {
      const column = columns[field];
      return column === undefined ? "" : (line[column] ?? "").trim();
    };
    const row: Record<string, unknown> = {};
    const problems: Record<string, string> = {};
    for (const field of textFields) row[field] = cell(field);
    for (const field of dateFields) {
      const text = cell(field);
      const day = parseDateCell(text, mapping.dateOrder);
      if (day === undefined) problems[field] = `"${text}" is not a date`;
      else if (day) row[field] = day;
    }
    const status = cell("status");
    row.status = status ? (mapping.statuses[status] ?? "Applied") : "Applied";
    // A status past Applied with no date of its own happened on a day the file does not say.
    if (row.status !== "Applied" && row.statusDate === undefined) row.statusDate = null;
    if (row.status === "Applied") delete row.statusDate;
    const salary = parseAmountCell(cell("salaryOffered"));
    if (salary === undefined) problems.salaryOffered = `"${cell("salaryOffered")}" is not an amount`;
    else if (salary !== null) row.salaryOffered = salary;
    const currency = cell("currency").toUpperCase();
    if (currency) row.currency = currency;
    if (row.applicationDate === undefined && !problems.applicationDate)
      problems.applicationDate = "Application date is required";
    return { line: index + 2, row, problems };
  });
}
