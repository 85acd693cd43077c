// Reading the file a job seeker imports, in the browser: a CSV (parsed with papaparse) or an
// Excel workbook (its first sheet, read with read-excel-file, loaded only for such a file)
// whose columns they map, or a JobTrail JSON export that needs no mapping. Turns each line
// into the row the server reads: dates in the file's order made YYYY-MM-DD, status words by
// the user's choices, and anything this cannot read sent as written, for the server to keep
// in the application's notes.
import Papa from "papaparse";
import type { ApplicationStatus } from "@/domain/applications";
import {
  type DateOrder,
  guessDateOrder,
  guessStatus,
  type ImportField,
  importFields,
  importMessages,
  mappingFor,
  maxImportRows,
  parseDateCell,
  recogniseTracker,
  rowsFromExport,
} from "@/domain/import";

export type SpreadsheetFile = { kind: "csv"; name: string; headers: string[]; lines: string[][] };
type ExportFile = { kind: "json"; name: string; rows: Record<string, unknown>[] };
export type ImportFile = SpreadsheetFile | ExportFile;

/** An Excel workbook: its name, or a zip archive's first bytes ("PK"). */
async function isWorkbook(file: File): Promise<boolean> {
  if (/\.xlsx$/i.test(file.name)) return true;
  const start = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  return start[0] === 0x50 && start[1] === 0x4b;
}

/** A cell of a workbook as the text a CSV would hold: a date cell as its day. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  return String(value);
}

/** The first sheet of a workbook, as a header line and lines of text. */
async function readWorkbook(file: File): Promise<SpreadsheetFile> {
  const { readSheet } = await import("read-excel-file/browser");
  let rows: unknown[][];
  try {
    rows = await readSheet(file);
  } catch {
    throw new Error(importMessages.unreadableWorkbook);
  }
  const lines = rows
    .map((row) => row.map(cellText))
    .filter((line) => line.some((cell) => cell.trim() !== ""));
  const [headers = [], ...rest] = lines;
  return { kind: "csv", name: file.name, headers: headers.map((header) => header.trim()), lines: rest };
}

/** Reads a picked file, or throws an Error whose message the user reads. */
export async function readImportFile(file: File): Promise<ImportFile> {
  if (await isWorkbook(file)) return checkSize(await readWorkbook(file));
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
  /**
   * Each distinct status text in the file, to a status, or to "" when nothing matches it:
   * then the application stays Applied and the word goes into its notes.
   */
  statuses: Record<string, ApplicationStatus | "">;
  dateOrder: DateOrder;
  /** Whether the user chose the date order: then a change of columns leaves it as chosen. */
  dateOrderChosen?: boolean;
  /** The tracker whose export the file is, when its columns say so. */
  recognised?: string | undefined;
};

/** The distinct texts of one column, in the order they first appear. */
export function distinctValues(file: SpreadsheetFile, column: number | undefined): string[] {
  if (column === undefined) return [];
  return [...new Set(file.lines.map((line) => (line[column] ?? "").trim()).filter(Boolean))];
}

/** The mapping guessed from the headers, the statuses' words and the dates' shapes. */
export function guessFileMapping(file: SpreadsheetFile): Mapping {
  const columns = mappingFor(file.headers, file.lines);
  const statuses: Mapping["statuses"] = Object.fromEntries(
    distinctValues(file, columns.status).map((text) => [text, guessStatus(text) ?? ""]),
  );
  return {
    columns,
    statuses,
    dateOrder: dateOrderOf(file, columns),
    recognised: recogniseTracker(file.headers, file.lines),
  };
}

/** The order the dates in the columns mapped to dates are written in. */
export function dateOrderOf(file: SpreadsheetFile, columns: Mapping["columns"]): DateOrder {
  const cells = [columns.applicationDate, columns.statusDate, columns.followUpDate].flatMap((column) =>
    column === undefined ? [] : file.lines.map((line) => line[column] ?? ""),
  );
  return guessDateOrder(cells);
}

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

/** The mapped cells of one line, by field, as written in the file (trimmed). */
export type LineCells = Partial<Record<ImportField, string>>;

/** Each line's mapped cells: what the preview shows and lets the user correct. */
function cellsOf(file: SpreadsheetFile, mapping: Mapping): LineCells[] {
  return file.lines.map((line) => {
    const cells: LineCells = {};
    for (const [field, column] of Object.entries(mapping.columns) as [ImportField, number][]) {
      const text = (line[column] ?? "").trim();
      if (text) cells[field] = text;
    }
    return cells;
  });
}

/**
 * One line's cells as the row the server reads. A date this can read goes as YYYY-MM-DD; one
 * it cannot, and an amount, go as written (the server reads "k" and ranges, and keeps what
 * it cannot read in the notes). A status word the user matched goes as that status; another
 * goes as written, to the notes.
 */
function rowOf(cells: LineCells, mapping: Mapping): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of textFields) if (cells[field] !== undefined) row[field] = cells[field];
  for (const field of dateFields) {
    const text = cells[field];
    if (text === undefined) continue;
    row[field] = parseDateCell(text, mapping.dateOrder) || text;
  }
  const status = cells.status;
  row.status = status ? mapping.statuses[status] || status : "Applied";
  // A status past Applied with no day of its own happened on a day the file does not say.
  if (row.status !== "Applied" && row.statusDate === undefined) row.statusDate = null;
  if (row.status === "Applied") delete row.statusDate;
  if (cells.salaryOffered !== undefined) row.salaryOffered = cells.salaryOffered;
  if (cells.currency !== undefined) row.currency = cells.currency.toUpperCase();
  return row;
}

/**
 * A line of the file as the preview holds it: its mapped cells (which the user may correct),
 * and for a JobTrail export the row as exported, which the cells' corrections override.
 */
export type ImportEntry = {
  line: number;
  cells: LineCells;
  exported?: { row: Record<string, unknown>; cells: LineCells };
};

/** A spreadsheet's lines as entries, by the mapping. */
export function spreadsheetEntries(file: SpreadsheetFile, mapping: Mapping): ImportEntry[] {
  return cellsOf(file, mapping).map((cells, index) => ({ line: index + 2, cells }));
}

/** An exported application's fields as the cells the preview shows. */
function exportedCells(row: Record<string, unknown>): LineCells {
  const cells: LineCells = {};
  for (const field of importFields) {
    const value = row[field];
    if (value === null || value === undefined) continue;
    cells[field] = Array.isArray(value) ? value.join("; ") : String(value);
  }
  return cells;
}

/** A JobTrail export's applications as entries (counted from 1: the file has no header). */
export function exportEntries(rows: Record<string, unknown>[]): ImportEntry[] {
  return rows.map((row, index) => ({
    line: index + 1,
    cells: exportedCells(row),
    exported: { row, cells: exportedCells(row) },
  }));
}

/** The row the server reads for an entry, with the user's corrections. */
export function rowFor(entry: ImportEntry, mapping: Mapping | undefined): Record<string, unknown> {
  if (!entry.exported) return rowOf(entry.cells, mapping ?? { columns: {}, statuses: {}, dateOrder: "ymd" });
  const row = { ...entry.exported.row };
  for (const field of importFields) {
    const text = entry.cells[field];
    if (text === entry.exported.cells[field]) continue;
    // A corrected value goes as typed, for the server to read; a cleared one as nothing.
    row[field] = text === undefined || text === "" ? null : text;
  }
  return row;
}
