// CSV as JobTrail writes it for a spreadsheet, in the exports and the data export alike.
import type { Readable } from "node:stream";
import { stringify } from "csv-stringify";

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before
 * one) as a formula: such text is written with a leading apostrophe, which shows it as text.
 */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Rows as CSV, written as they come: RFC 4180 (CRLF, quoted where needed), UTF-8 with a BOM
 * so spreadsheets read accents, and text a spreadsheet would run as a formula made inert.
 */
export function csvOf<T extends object>(
  columns: readonly (readonly [string, string])[],
  rows: AsyncIterable<T[]> | Iterable<T[]>,
): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    record_delimiter: "\r\n",
    columns: columns.map(([key, header]) => ({ key, header })),
    cast: { string: neutraliseFormula, date: (value) => value.toISOString() },
  });
  void (async () => {
    try {
      for await (const page of rows) {
        for (const row of page) {
          if (!csv.write(row)) await new Promise((resolve) => csv.once("drain", resolve));
        }
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}
