// Importing applications: from a spreadsheet the job seeker kept before (or another tracker's
// CSV export), or from JobTrail's own JSON export. The browser reads the file and maps its
// columns; these rules guess the mapping and turn cells into values. The server checks
// every row with the same schema as adding one by hand.
import { z } from "zod";
import { createApplicationInput, statusSchema } from "./application-schemas";
import { type ApplicationStatus, applicationStatuses, limits } from "./applications";
import { isoDate } from "./dates";
import { tagLimits, tagMessages } from "./tags";
import { controlCharacterMessage, hasControlCharacters, plainString } from "./text";

/** The most rows one import takes: a large job search, and a request of a few megabytes. */
export const maxImportRows = 5000;

export const importMessages = {
  tooManyRows: `A file can hold at most ${maxImportRows.toLocaleString("en-US")} applications. Split it and import each part.`,
  noRows: "The file has no rows to import.",
  unreadable: "The file could not be read as CSV.",
  unreadableWorkbook: "The file could not be read as an Excel workbook (.xlsx).",
  notAnExport: "This JSON file is not a JobTrail export.",
  duplicate: "Already in your applications (same company, job title and date).",
  duplicateInFile: "The same application appears earlier in the file.",
  companyRequired: "Choose the column that holds the company.",
  jobTitleRequired: "Choose the column that holds the job title.",
  applicationDateRequired: "Choose the column that holds the application date.",
  applicationDateInFuture: "The application date cannot be in the future",
} as const;

/** One history entry of an imported application: a status, its day (null: unknown), a note. */
const importedStatusChange = z.strictObject({
  status: statusSchema,
  date: isoDate.nullable(),
  note: plainString("Note")
    .trim()
    .max(limits.statusNote, { error: `Note must be at most ${limits.statusNote} characters` })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});

/**
 * A cell of tag names as a spreadsheet holds them, or a JSON export's list: each name once
 * (in any case), trimmed. A cell is split at semicolons (as JobTrail's CSV writes them) or,
 * without any, at commas.
 */
const importedTags = z
  .union([z.array(z.string({ error: tagMessages.name })), z.string()], {
    error: "Tags must be names, or a list of names",
  })
  // Refused, as a tag named by hand is, rather than saved as something else.
  .refine((value) => !(typeof value === "string" ? [value] : value).some(hasControlCharacters), {
    error: controlCharacterMessage("Tags"),
    abort: true,
  })
  .transform((value) => {
    const names = (typeof value === "string" ? value.split(value.includes(";") ? ";" : ",") : value)
      .map((name) => name.trim())
      .filter((name) => name !== "");
    const seen = new Set<string>();
    return names.filter((name) => {
      const key = name.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(
    z
      .array(z.string().max(tagLimits.name, { error: tagMessages.nameTooLong }))
      .max(tagLimits.perApplication, { error: tagMessages.tooManyOnApplication }),
  );

/**
 * A row as the server takes it: a new application's fields, with its history when known, and
 * its tags by name (made for the user where they have none of that name). Tags go by name, not
 * id: a file comes from a spreadsheet or another account.
 */
export const importRowSchema = createApplicationInput.omit({ tagIds: true }).extend({
  tags: importedTags.optional(),
  /** From a JobTrail export: when it went to the archive, kept as it was. */
  archivedAt: z.iso
    .datetime({ offset: true, error: "Archived on must be a date and time" })
    .nullable()
    .optional(),
  /** From a JobTrail export: since when the user chose to keep waiting (ghosting counts from it). */
  waitingSince: isoDate.nullable().optional(),
  history: z
    .array(importedStatusChange)
    .min(1)
    .max(50)
    .refine((entries) => entries[0]?.status === "Applied", {
      error: "The history must start with Applied",
    })
    .optional(),
});

export const importApplicationsInput = z.strictObject({
  /** Check every row and say what would happen, writing nothing. */
  dryRun: z.boolean({ error: "dryRun must be true or false" }).default(false),
  rows: z
    .array(z.unknown(), { error: "rows must be a list" })
    .min(1, { error: importMessages.noRows })
    .max(maxImportRows, { error: importMessages.tooManyRows }),
});
export type ImportApplicationsInput = z.input<typeof importApplicationsInput>;
export type ImportApplicationsData = z.output<typeof importApplicationsInput>;

const importOutcomes = ["created", "duplicate", "invalid"] as const;

export const importResultSchema = z.object({
  rows: z.array(
    z.object({
      index: z.number().int(),
      outcome: z.enum(importOutcomes),
      applicationId: z.uuid().optional(),
      message: z.string().optional(),
      fields: z.record(z.string(), z.string()).optional(),
      warnings: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: "Values set aside (kept in the notes) or read leniently, by field" }),
    }),
  ),
  created: z.number().int(),
  duplicates: z.number().int(),
  invalid: z.number().int(),
  dryRun: z.boolean(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

// ---- Mapping a spreadsheet's columns -------------------------------------------------

/** The fields a column can fill, in the order the mapping step shows them. */
export const importFields = [
  "company",
  "jobTitle",
  "applicationDate",
  "status",
  "statusDate",
  "source",
  "location",
  "jobUrl",
  "requisitionId",
  "contactName",
  "contactEmail",
  "salaryOffered",
  "currency",
  "followUpDate",
  "notes",
  "tags",
] as const;
export type ImportField = (typeof importFields)[number];

export const importFieldLabels: Record<ImportField, string> = {
  company: "Company",
  jobTitle: "Job title",
  applicationDate: "Application date",
  status: "Status",
  statusDate: "Date of the current status",
  source: "Source",
  location: "Location",
  jobUrl: "Job URL",
  requisitionId: "Requisition ID",
  contactName: "Contact name",
  contactEmail: "Contact email",
  salaryOffered: "Salary",
  currency: "Currency",
  followUpDate: "Follow-up date",
  notes: "Notes",
  tags: "Tags",
};

export const requiredImportFields = ["company", "jobTitle", "applicationDate"] as const;

/** Headers people and trackers use for each field, lower-case, without punctuation. */
const headerNames: Record<ImportField, string[]> = {
  company: ["company", "company name", "employer", "organization", "organisation", "firm", "employer name"],
  jobTitle: [
    "job title",
    "title",
    "position",
    "role",
    "job",
    "job name",
    "position title",
    "job position",
    "role title",
  ],
  applicationDate: [
    "application date",
    "date applied",
    "applied on",
    "applied",
    "date",
    "applied date",
    "applied at",
    "date of application",
    "submitted",
    "submitted on",
    "date submitted",
  ],
  status: ["status", "stage", "state", "application status", "outcome", "list", "pipeline stage"],
  statusDate: [
    "status date",
    "date of last update",
    "last updated",
    "last update",
    "updated",
    "updated at",
    "last change",
    "last contact",
  ],
  source: ["source", "found on", "found via", "channel", "where", "job board", "platform"],
  location: ["location", "city", "place", "office"],
  jobUrl: [
    "job url",
    "url",
    "link",
    "job link",
    "posting",
    "job posting",
    "listing",
    "job post url",
    "posting url",
  ],
  requisitionId: ["requisition id", "requisition", "req id", "req", "job id", "reference", "ref"],
  contactName: ["contact", "contact name", "recruiter", "hiring manager", "contact person"],
  contactEmail: ["contact email", "email", "recruiter email", "e mail"],
  salaryOffered: [
    "salary",
    "salary offered",
    "offer",
    "compensation",
    "pay",
    "salary range",
    "min salary",
    "salary min",
    "salary range min",
  ],
  currency: ["currency"],
  followUpDate: ["follow up", "follow up date", "followup", "next step date", "reminder"],
  notes: ["notes", "note", "comments", "comment", "description", "details"],
  tags: ["tags", "tag", "labels", "label", "categories", "category"],
};

const normalise = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Which field each header fills, guessed from its name: each field goes to the first header
 * that names it exactly, else to one that contains a known name. A header it cannot place
 * is left out, for the user to map.
 */
export function guessMapping(headers: string[]): Partial<Record<ImportField, number>> {
  const mapping: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>();
  const names = headers.map(normalise);
  for (const exact of [true, false]) {
    for (const field of importFields) {
      if (mapping[field] !== undefined) continue;
      const index = names.findIndex(
        (name, column) =>
          !taken.has(column) &&
          headerNames[field].some((known) =>
            exact ? name === known : name.split(" ").length > 1 && ` ${name} `.includes(` ${known} `),
          ),
      );
      if (index >= 0) {
        mapping[field] = index;
        taken.add(index);
      }
    }
  }
  return mapping;
}

/**
 * Other trackers' exports, recognised by the columns only they write, or by the links only
 * theirs hold: their columns are matched as each tracker means them (Huntr's "List" is the
 * stage, Teal's "Date Saved" is not the day of applying), and the mapping step names the
 * tracker. Any other file is matched from its headers' names alone.
 */
const trackerExports: {
  name: string;
  /** Headers (as `normalise` writes them) that all appear in this tracker's export. */
  signature: string[];
  /** Links to the tracker's own job pages, which a column of its export holds. */
  links?: RegExp;
  columns: Partial<Record<ImportField, string[]>>;
  /** Its columns no field takes (their names would otherwise be guessed into one). */
  ignored?: string[];
}[] = [
  {
    name: "LinkedIn's applied-jobs export",
    signature: ["application date", "company name", "job title", "resume name"],
    columns: {
      applicationDate: ["application date"],
      company: ["company name"],
      jobTitle: ["job title"],
      jobUrl: ["job url"],
      contactEmail: ["contact email"],
    },
    ignored: ["contact phone number", "resume name", "question and answers"],
  },
  {
    name: "Huntr",
    signature: ["company", "list"],
    columns: {
      status: ["list"],
      jobTitle: ["job title", "title", "position"],
      applicationDate: ["date applied", "applied at", "applied date", "date added", "created at", "created"],
      jobUrl: ["url", "job url", "job post url", "link"],
    },
  },
  {
    name: "Teal",
    signature: ["company", "job position"],
    columns: {
      jobTitle: ["job position"],
      applicationDate: ["date applied", "date saved"],
      followUpDate: ["follow up", "follow up date", "date follow up"],
      salaryOffered: ["min salary", "salary"],
      jobUrl: ["url", "job url", "job posting url"],
    },
  },
  {
    // Simplify's columns are named plainly ("Company", "Job Title", "Status", "Date Applied"),
    // so its export is told by its job links, which lead to simplify.jobs; its stage words
    // ("Saved", "Screen") are read like any tracker's.
    name: "Simplify",
    signature: ["company", "status"],
    links: /^https?:\/\/(www\.)?simplify\.jobs\//i,
    columns: {
      jobUrl: ["job link", "link", "job url", "url", "application link"],
      applicationDate: ["date applied", "applied date", "applied on", "applied", "date"],
    },
  },
];

/**
 * The tracker whose export a file is, when its headers say so (and, for a tracker whose
 * headers are plain, its first rows' links).
 */
export function recogniseTracker(headers: string[], lines: readonly string[][] = []): string | undefined {
  const names = new Set(headers.map(normalise));
  const sample = lines.slice(0, 20);
  const linksTo = (links: RegExp) => sample.some((line) => line.some((cell) => links.test(cell.trim())));
  return trackerExports.find(
    ({ signature, links }) => signature.every((header) => names.has(header)) && (!links || linksTo(links)),
  )?.name;
}

/** The tracker's own meaning of its columns first, then each header's name for the rest. */
export function mappingFor(
  headers: string[],
  lines: readonly string[][] = [],
): Partial<Record<ImportField, number>> {
  const tracker = trackerExports.find((known) => known.name === recogniseTracker(headers, lines));
  if (!tracker) return guessMapping(headers);
  const names = headers.map(normalise);
  const mapping: Partial<Record<ImportField, number>> = {};
  for (const [field, candidates] of Object.entries(tracker.columns) as [ImportField, string[]][]) {
    const index = candidates.map((name) => names.indexOf(name)).find((found) => found >= 0);
    if (index !== undefined) mapping[field] = index;
  }
  const ignored = new Set(tracker.ignored ?? []);
  const taken = new Set(Object.values(mapping));
  // The rest by name, among the columns the tracker's own meanings left.
  const guessed = guessMapping(
    headers.map((header, index) => (taken.has(index) || ignored.has(names[index]!) ? "" : header)),
  );
  for (const field of importFields)
    if (mapping[field] === undefined && guessed[field] !== undefined) mapping[field] = guessed[field];
  return mapping;
}

/** What trackers call each stage, mapped to JobTrail's statuses. */
const statusWords: [RegExp, ApplicationStatus][] = [
  [/offer|accepted|hired/, "Offer"],
  [/withdr|declined by me|not interested|retracted|cancel/, "Withdrawn"],
  [/not selected|no longer|position filled|closed|ghost|no response|no answer|unsuccessful/, "Not Selected"],
  [/reject|declin|turned down|denied/, "Rejected"],
  [
    /interview|screen|phone|onsite|on site|assessment|test|challenge|call|final round|technical/,
    "Interviewing",
  ],
  [/appl|submitted|sent|waiting|pending|in review|under review|new|to do|saved|wishlist/, "Applied"],
];

/** The JobTrail status a tracker's status text means, or undefined when it cannot tell. */
export function guessStatus(text: string): ApplicationStatus | undefined {
  const words = normalise(text);
  if (!words) return undefined;
  const exact = applicationStatuses.find((status) => normalise(status) === words);
  if (exact) return exact;
  return statusWords.find(([pattern]) => pattern.test(words))?.[1];
}

// ---- Reading cells ---------------------------------------------------------------------

export const dateOrders = ["ymd", "mdy", "dmy"] as const;
export type DateOrder = (typeof dateOrders)[number];
export const dateOrderLabels: Record<DateOrder, string> = {
  ymd: "2026-03-31 (year first)",
  mdy: "03/31/2026 (month first)",
  dmy: "31/03/2026 (day first)",
};

const monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const pad = (value: number) => String(value).padStart(2, "0");

function validDay(year: number, month: number, day: number): string | undefined {
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A cell's day as YYYY-MM-DD: ISO dates and times, "31 Mar 2026", "March 31, 2026", and
 * numeric dates in the file's order (03/31/2026 or 31.03.2026). Undefined when it is not
 * a date; "" when the cell is empty.
 */
export function parseDateCell(text: string, order: DateOrder): string | undefined {
  // A time after the day ("11/14/23, 2:03 PM", "2026-03-31 10:00:00", "Mar 31, 2026 9:30")
  // says nothing about the day.
  const cell = text
    .trim()
    .replace(
      /(?<=\d)(?:,?\s+|T)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?\s*(?:z|utc|gmt|[+-]\d{2}:?\d{2})?$/i,
      "",
    );
  if (!cell) return "";
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(cell);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(cell);
  if (numeric) {
    const [a, b, c] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    if (numeric[1]!.length === 4) return validDay(a, b, c);
    return order === "dmy" ? validDay(c, b, a) : validDay(c, a, b);
  }
  // "Tue, 31 March 2026": the weekday says nothing the day does not.
  const words = cell
    .toLocaleLowerCase()
    .replace(/[,.]/g, " ")
    .split(/\s+/)
    .filter((word) => word !== "" && !/^(mon|tue|wed|thu|fri|sat|sun)[a-z]*$/.test(word))
    .map((word) => word.replace(/^(\d{1,2})(st|nd|rd|th)$/, "$1"));
  const monthAt = words.findIndex(
    (word) => monthNames.includes(word.slice(0, 3)) && /^[a-z]+\.?$/.test(word),
  );
  if (monthAt >= 0 && words.length === 3) {
    const numbers = words.filter((_, index) => index !== monthAt).map(Number);
    const month = monthNames.indexOf(words[monthAt]!.slice(0, 3)) + 1;
    const [first, second] = numbers as [number, number];
    return first > 31 ? validDay(first, month, second) : validDay(second, month, first);
  }
  return undefined;
}

/**
 * Which order a file's numeric dates are written in, from the dates themselves: the order
 * more of its unambiguous dates show (a day over 12 first, or dots, say day first; a day over
 * 12 second says month first). A stray typo the other way does not turn the whole file.
 */
export function guessDateOrder(cells: string[]): DateOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const cell of cells) {
    const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}/.exec(cell.trim());
    if (!numeric) continue;
    if (Number(numeric[1]) > 12 || cell.includes(".")) dayFirst += 1;
    else if (Number(numeric[2]) > 12) monthFirst += 1;
  }
  if (dayFirst > monthFirst) return "dmy";
  if (monthFirst > 0) return "mdy";
  return cells.some((cell) => /^\d{4}-/.test(cell.trim())) ? "ymd" : "mdy";
}

// ---- A JSON export, back in ---------------------------------------------------------------

/** The fields of an exported application that a new one is made from. */
const exportedFields = [
  "company",
  "companyWebsite",
  "jobTitle",
  "applicationDate",
  "status",
  "statusDate",
  "source",
  "location",
  "contactName",
  "contactEmail",
  "jobUrl",
  "requisitionId",
  "notes",
  "followUpDate",
  "currency",
  "salaryOffered",
  "signOnBonus",
  "movingStipend",
  "stockOptions",
  "equityPercentage",
  "benefitsSummary",
  "tags",
  "history",
  "archivedAt",
  "waitingSince",
] as const;

const exportFile = z.object({
  format: z.literal("jobtrail-applications"),
  version: z.literal(1),
  applications: z.array(z.record(z.string(), z.unknown())),
});

/**
 * The rows a JobTrail JSON export imports as: each application's own fields and its whole
 * history; what is made anew for the importing account (ids, times, board places) is left
 * behind. Undefined when the file is not such an export.
 */
export function rowsFromExport(file: unknown): Record<string, unknown>[] | undefined {
  const parsed = exportFile.safeParse(file);
  if (!parsed.success) return undefined;
  return parsed.data.applications.map((application) =>
    Object.fromEntries(
      exportedFields
        .filter((field) => application[field] !== undefined)
        .map((field) => [field, application[field]]),
    ),
  );
}
