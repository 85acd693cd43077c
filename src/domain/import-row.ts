// One imported row, read so that nothing in it is lost. A row is refused only when it has no
// company, no job title or no application date that can be read: without them there is no
// application to make. A value the other fields cannot take (a salary written "$150k-$180k"
// the field could only read as a range, an address "lisa@netflix", a date "not sure", a
// status word no stage matches) leaves its field empty and goes, word for word, into the
// application's notes ("Imported, not understood: Contact email "lisa@netflix""), with a
// warning on the row for the preview. What can be read is: amounts in "k", the lower bound
// of a salary range (the range kept in the notes), dates in the usual written forms, a
// tracker's stage words, a currency's symbol.
import { limits, statusDateProblem } from "./applications";
import { addDays } from "./dates";
import {
  guessStatus,
  type ImportField,
  importFieldLabels,
  importMessages,
  importRowSchema,
  parseDateCell,
} from "./import";
import { clipText, withoutControlCharacters } from "./text";

export type ImportRowData = ReturnType<typeof importRowSchema.parse>;

/** A row read: the application to make with what could not be read noted, or why there is none. */
export type ReadRow =
  | { ok: true; row: ImportRowData; warnings: Record<string, string> }
  | { ok: false; fields: Record<string, string> };

const requiredFields = ["company", "jobTitle", "applicationDate"] as const;

const extraLabels: Record<string, string> = {
  companyWebsite: "Company website",
  signOnBonus: "Sign-on bonus",
  movingStipend: "Moving stipend",
  stockOptions: "Stock options",
  equityPercentage: "Equity",
  benefitsSummary: "Benefits",
  statusNote: "Status note",
  archivedAt: "Archived on",
  waitingSince: "Waiting since",
  history: "History",
};
const labelOf = (field: string) => importFieldLabels[field as ImportField] ?? extraLabels[field] ?? field;

const moneyFields = new Set(["salaryOffered", "signOnBonus", "movingStipend", "stockOptions"]);
const dayFields = new Set(["applicationDate", "statusDate", "followUpDate", "waitingSince"]);

const currencySymbols: Record<string, string> = { $: "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR" };

/** "150k", "$150,000", "150 000 €", "USD 95000", "120k/yr": the number and its scale, or undefined. */
function readAmountPart(text: string): { value: number; multiplier: number } | undefined {
  let cell = text
    .toLowerCase()
    .replace(/[\s\u00a0]/g, "")
    .replace(/[$€£¥₹]/g, "")
    .replace(/^[a-z]{3}(?=\d)/, "")
    .replace(/(\/|per|a)?(year|yr|annum|annually)$|p\.?a\.?$/, "")
    .replace(/(?<=[\dkm])[a-z]{3}$/, "");
  let multiplier = 1;
  const scale = /^(.*\d)(k|m)$/.exec(cell);
  if (scale) {
    cell = scale[1]!;
    multiplier = scale[2] === "k" ? 1_000 : 1_000_000;
  }
  const digits = cell.replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^\d+(\.\d+)?$/.test(digits)) return undefined;
  return { value: Number(digits), multiplier };
}

const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * An amount as written in a spreadsheet: its number, and whether it was a range (then the
 * lower end: what the job seeker can count on). Undefined when it is not an amount.
 */
export function readAmount(text: string): { amount: number; range: boolean } | undefined {
  const parts = text.trim().split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (parts.length === 1) {
    const single = readAmountPart(parts[0]!);
    return single ? { amount: rounded(single.value * single.multiplier), range: false } : undefined;
  }
  const [low, high] = parts.map(readAmountPart);
  if (parts.length !== 2 || !low || !high) return undefined;
  // "$150-180k": the "k" written once counts for both ends.
  const lowMultiplier =
    low.multiplier === 1 && high.multiplier > 1 && low.value <= high.value ? high.multiplier : low.multiplier;
  return {
    amount: rounded(Math.min(low.value * lowMultiplier, high.value * high.multiplier)),
    range: true,
  };
}

/** A value of a field the strict schema refused, read the way a spreadsheet writes it. */
function readLeniently(field: string, value: unknown): { value: unknown; range?: boolean } | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (moneyFields.has(field)) {
    const read = readAmount(text);
    return read ? { value: read.amount, range: read.range } : undefined;
  }
  if (dayFields.has(field)) {
    // The browser sends a day as written only when the file's order could not read it: the
    // other order may ("16/09/2026" in a file of month-first dates).
    const day = parseDateCell(text, "mdy") || parseDateCell(text, "dmy");
    return day ? { value: day } : undefined;
  }
  if (field === "status") {
    const status = guessStatus(text);
    return status ? { value: status } : undefined;
  }
  if (field === "currency") {
    const code = currencySymbols[text] ?? text.toUpperCase();
    return /^[A-Z]{3}$/.test(code) ? { value: code } : undefined;
  }
  if (field === "equityPercentage") {
    const percent = /^(\d+(?:\.\d+)?)\s*%?$/.exec(text);
    return percent ? { value: Number(percent[1]) } : undefined;
  }
  return undefined;
}

/** A value as the notes quote it: text as typed, anything else as JSON, one line, not too long. */
function quoted(value: unknown): string {
  const text = withoutControlCharacters(
    typeof value === "string" ? value : (JSON.stringify(value) ?? String(value)),
  )
    .replace(/\s+/g, " ")
    .trim();
  return `"${text.length > 200 ? `${clipText(text, 199)}…` : text}"`;
}

/** Notes with a paragraph added at their end, never past the notes' limit. */
export function withNote(notes: string | null | undefined, line: string): string {
  const joined = [notes?.trim() ?? "", line].filter(Boolean).join("\n\n");
  return joined.length > limits.notes ? `${clipText(joined, limits.notes - 1)}…` : joined;
}

/** Reads one row of an import; never throws. `today` bounds the status dates. */
export function readImportRow(raw: unknown, today: string): ReadRow {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, fields: { row: "Each row must be an object of fields" } };
  const shape = importRowSchema.shape;
  const known = new Set(Object.keys(shape));
  const unknown = Object.keys(raw).filter((field) => !known.has(field));
  if (unknown.length > 0)
    return {
      ok: false,
      fields: Object.fromEntries(unknown.map((field) => [field, `Unknown field: ${field}`])),
    };

  const input = raw as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  const refused: Record<string, string> = {};
  const warnings: Record<string, string> = {};
  const notUnderstood: string[] = [];
  const ranges: string[] = [];
  const setAside = (field: string, value: unknown, why = "not understood") => {
    notUnderstood.push(`${labelOf(field)} ${quoted(value)}`);
    warnings[field] = `${labelOf(field)} ${why}: ${quoted(value)} is kept in the notes`;
  };

  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const strict = shape[field as keyof typeof shape].safeParse(value);
    if (strict.success) {
      row[field] = value;
      continue;
    }
    const lenient = readLeniently(field, value);
    if (lenient && shape[field as keyof typeof shape].safeParse(lenient.value).success) {
      row[field] = lenient.value;
      if (lenient.range) {
        ranges.push(`${labelOf(field)} range: ${String(value).trim()}`);
        warnings[field] =
          `${labelOf(field)} read as the lower end of ${quoted(value)}; the range is kept in the notes`;
      }
      continue;
    }
    const message = strict.error.issues[0]?.message ?? `${labelOf(field)} is not valid`;
    if ((requiredFields as readonly string[]).includes(field)) refused[field] = message;
    else if (field === "notes" && typeof value === "string") {
      // Notes are kept whatever they hold: control characters go, and what is over the limit.
      row.notes = clipText(withoutControlCharacters(value), limits.notes);
      warnings.notes = "Notes shortened to what a note can hold, without control characters";
    } else if (field === "history")
      // A broken history (a hand-edited export): the application's own status stands instead.
      warnings.history = "History not understood: the application starts from its status instead";
    else setAside(field, value);
  }
  for (const field of requiredFields)
    if (row[field] === undefined && !refused[field]) refused[field] = `${labelOf(field)} is required`;
  // An application not sent yet is no application (a day of grace for the zones ahead).
  if (typeof row.applicationDate === "string" && row.applicationDate > addDays(today, 1))
    refused.applicationDate = importMessages.applicationDateInFuture;
  if (Object.keys(refused).length > 0) return { ok: false, fields: refused };

  row.status ??= "Applied";
  // A day the stage cannot have reached (before applying, or to come) is set aside too.
  if (typeof row.statusDate === "string") {
    const problem = statusDateProblem(row.statusDate, row.applicationDate as string, today);
    if (problem) {
      setAside("statusDate", row.statusDate, problem.replace(/^The status date /, "").replace(/\.$/, ""));
      delete row.statusDate;
    }
  }
  if (row.status !== "Applied" && row.statusDate === undefined) row.statusDate = null;

  for (const line of [
    ...ranges,
    ...(notUnderstood.length > 0 ? [`Imported, not understood: ${notUnderstood.join("; ")}`] : []),
  ])
    row.notes = withNote(typeof row.notes === "string" ? row.notes : null, line);

  const parsed = importRowSchema.safeParse(row);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "row")] ??= issue.message;
    return { ok: false, fields };
  }
  return { ok: true, row: parsed.data, warnings };
}
