// Applications as the API and the forms take and give them: the fields a job seeker edits,
// the answer's shape, bulk actions, and the list's and exports' queries. Apart from the
// rules in ./applications.ts so a page that only lists applications does not load them.
import { z } from "zod";
import {
  applicationMessages,
  applicationSortKeys,
  applicationStatuses,
  exportFormats,
  limits,
  sortOrders,
  syncMessages,
} from "./applications";
import { websiteSchema } from "./companies";
import { isoDate } from "./dates";
import { archiveFilters, tagIdsInput, tagMessages } from "./tags";
import { optionalWebAddress, plainString, webAddressMessage, withoutControlCharacters } from "./text";

/** A job's address's host: a domain name, or an IPv4 address (an intranet's job board). */
const jobHost = (hostname: string) => z.regexes.domain.test(hostname) || z.regexes.ipv4.test(hostname);

const requiredText = (label: string, max: number) =>
  plainString(label, `${label} is required`)
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Optional text: empty or blank means "not set", stored as null. */
const optionalText = (label: string, max: number) =>
  plainString(label)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(limits.money, { error: `${label} is too large` })
    .nullable()
    .optional();

const optionalDate = isoDate.nullable().optional();

export const statusSchema = z.enum(applicationStatuses, { error: applicationMessages.invalidStatus });

const currencySchema = z
  .string({ error: "Currency must be a three-letter code such as USD" })
  .regex(/^[A-Z]{3}$/, { error: "Currency must be a three-letter code such as USD" });

/** Every field a job seeker edits. Optional ones accept null (clear) and "" (clear). */
const applicationFields = {
  company: requiredText("Company", limits.company),
  /** The company's website (every application to it shares it); its logo is found from it. */
  companyWebsite: websiteSchema,
  jobTitle: requiredText("Job title", limits.jobTitle),
  applicationDate: isoDate,
  status: statusSchema,
  source: optionalText("Source", limits.source),
  location: optionalText("Location", limits.location),
  contactName: optionalText("Contact name", limits.contactName),
  contactEmail: plainString("Contact email", "Please enter a valid email address")
    .trim()
    .max(254, { error: "Please enter a valid email address" })
    .transform((value) => (value === "" ? null : value))
    .pipe(z.email({ error: "Please enter a valid email address" }).nullable())
    .nullable()
    .optional(),
  jobUrl: optionalWebAddress({
    label: "Job URL",
    message: webAddressMessage,
    max: limits.jobUrl,
    tooLong: `Job URL must be at most ${limits.jobUrl} characters`,
    host: jobHost,
  }),
  notes: optionalText("Notes", limits.notes),
  /** The employer's own number for the opening ("R-10234"): the surest sign of the same job. */
  requisitionId: optionalText("Requisition ID", limits.requisitionId),
  followUpDate: optionalDate,
  currency: currencySchema.optional(),
  salaryOffered: money("Salary"),
  signOnBonus: money("Sign-on bonus"),
  movingStipend: money("Moving stipend"),
  stockOptions: money("Stock options"),
  equityPercentage: z
    .number({ error: "Equity must be a number" })
    .finite({ error: "Equity must be a number" })
    .min(0, { error: "Equity must be between 0 and 100" })
    .max(100, { error: "Equity must be between 0 and 100" })
    .nullable()
    .optional(),
  benefitsSummary: optionalText("Benefits", limits.benefitsSummary),
  /** The user's tags on it: the whole set (an empty list takes them all off). */
  tagIds: tagIdsInput.optional(),
};

/**
 * A status change's own date and note, recorded in the history. Left out, the date is today;
 * null means the user does not know when it happened (an application logged after the
 * fact): it counts for the rates, never for response times.
 */
const statusChangeFields = {
  statusDate: isoDate.nullable().optional(),
  statusNote: optionalText("Note", limits.statusNote),
};

export const createApplicationInput = z.strictObject({ ...applicationFields, ...statusChangeFields });
export type CreateApplicationInput = z.input<typeof createApplicationInput>;
export type CreateApplicationData = z.output<typeof createApplicationInput>;

/** Where the card sits in its kanban column: any number, smaller nearer the top. */
const boardPosition = z
  .number({ error: "Board position must be a number" })
  .finite({ error: "Board position must be a number" });

export const updateApplicationInput = z
  .strictObject({
    ...applicationFields,
    ...statusChangeFields,
    boardPosition,
    waitingSince: optionalDate,
    /** true puts it in the archive (off the board and the default view); false takes it out. */
    archived: z.boolean({ error: "archived must be true or false" }),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: "Nothing to change" });
export type UpdateApplicationData = z.output<typeof updateApplicationInput>;

const bulkIds = z
  .array(z.uuid({ error: "Unknown application" }))
  .min(1)
  .max(limits.bulk);

const bulkActions = ["delete", "status", "archive", "unarchive", "tag", "untag"] as const;

export const bulkApplicationsInput = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("delete"), ids: bulkIds }),
    z.strictObject({
      action: z.literal("status"),
      ids: bulkIds,
      status: statusSchema,
      ...statusChangeFields,
    }),
    z.strictObject({ action: z.literal("archive"), ids: bulkIds }),
    z.strictObject({ action: z.literal("unarchive"), ids: bulkIds }),
    z.strictObject({
      action: z.literal("tag"),
      ids: bulkIds,
      tagId: z.uuid({ error: tagMessages.unknownTag }),
    }),
    z.strictObject({
      action: z.literal("untag"),
      ids: bulkIds,
      tagId: z.uuid({ error: tagMessages.unknownTag }),
    }),
  ],
  { error: `Action must be one of: ${bulkActions.join(", ")}` },
);
export type BulkApplicationsInput = z.input<typeof bulkApplicationsInput>;

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

/** An application as the API returns it (and documents it). */
export const applicationSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  company: z.string(),
  companyWebsite: nullableString,
  companyLogoUrl: nullableString.meta({
    description: "The company's logo (a PNG), once found; null until then",
  }),
  jobTitle: z.string(),
  applicationDate: z.iso.date(),
  status: z.enum(applicationStatuses),
  statusDate: z.iso.date().nullable().meta({
    description: "The date of the latest status change (the history's newest entry); null when unknown",
  }),
  source: nullableString,
  location: nullableString,
  contactName: nullableString,
  contactEmail: nullableString,
  jobUrl: nullableString,
  notes: nullableString,
  requisitionId: nullableString.meta({ description: "The employer's own number for the opening" }),
  followUpDate: z.iso.date().nullable(),
  waitingSince: z.iso.date().nullable().meta({
    description: "When the user chose to keep waiting, or of the latest interview: ghosting counts from it",
  }),
  currency: z.string().meta({ example: "USD" }),
  salaryOffered: nullableNumber,
  signOnBonus: nullableNumber,
  movingStipend: nullableNumber,
  stockOptions: nullableNumber,
  equityPercentage: nullableNumber,
  benefitsSummary: nullableString,
  boardPosition: z.number().meta({ description: "The card's place in its kanban column, smallest first" }),
  tagIds: z.array(z.uuid()).meta({ description: "The user's tags on it (GET /api/tags names them)" }),
  archivedAt: z.iso.datetime().nullable().meta({
    description: "When it was archived: off the board and the default view, still in analytics and exports",
  }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Application = z.infer<typeof applicationSchema>;

/** One entry of an application's status history. */
export const statusChangeSchema = z.object({
  id: z.uuid(),
  status: z.enum(applicationStatuses),
  date: z.iso.date().nullable().meta({ description: "null when the user does not know when it happened" }),
  note: nullableString,
  createdAt: z.iso.datetime(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** A correction to one history entry: its date (null: unknown) and its note. */
export const updateStatusChangeInput = z
  .strictObject({
    date: isoDate.nullable().optional(),
    note: optionalText("Note", limits.statusNote),
  })
  .refine((value) => value.date !== undefined || value.note !== undefined, { error: "Nothing to change" });
export type UpdateStatusChangeInput = z.input<typeof updateStatusChangeInput>;
export type UpdateStatusChangeData = z.output<typeof updateStatusChangeInput>;

const commaOrRepeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
    z.array(item).optional(),
  );

/** What narrows and orders a list of applications: the table's view, as the API reads it. */
const viewQueryFields = {
  q: z
    .string()
    .transform(withoutControlCharacters)
    .pipe(z.string().trim().max(200, { error: "Search must be at most 200 characters" }))
    .optional(),
  status: commaOrRepeated(statusSchema),
  source: commaOrRepeated(
    z.string().transform(withoutControlCharacters).pipe(z.string().trim().max(limits.source)),
  ),
  from: isoDate.optional(),
  to: isoDate.optional(),
  tag: commaOrRepeated(z.uuid({ error: tagMessages.unknownTag })),
  archived: z
    .enum(archiveFilters, { error: `archived must be one of: ${archiveFilters.join(", ")}` })
    .default("include")
    .meta({
      description: "exclude: not archived (the app's default view); only: the archive; include: both",
    }),
  sort: z.enum(applicationSortKeys, { error: "Unknown sort column" }).default("applicationDate"),
  order: z.enum(sortOrders, { error: "Order must be asc or desc" }).default("desc"),
};

const datesInOrder = {
  check: (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to,
  message: { error: "The start date must be on or before the end date", path: ["to"] },
};

export const listApplicationsQuery = z
  .strictObject({
    ...viewQueryFields,
    limit: z.coerce
      .number({ error: "Limit must be a number" })
      .int({ error: "Limit must be a whole number" })
      .min(1, { error: "Limit must be at least 1" })
      .max(limits.pageSize, { error: `Limit must be at most ${limits.pageSize}` })
      .default(100),
    cursor: z.string().max(1000).optional(),
    updatedSince: z
      .string()
      .pipe(
        z.iso
          .datetime({ offset: true, error: syncMessages.updatedSince })
          .refine((value) => isoDate.safeParse(value.slice(0, 10)).success, {
            error: syncMessages.updatedSince,
          }),
      )
      .optional(),
  })
  .refine(datesInOrder.check, datesInOrder.message)
  // The changes are the whole list's: a filtered view could not say that an application
  // left it.
  .refine(
    (query) =>
      query.updatedSince === undefined ||
      (!query.q &&
        !query.status?.length &&
        !query.source?.length &&
        !query.tag?.length &&
        query.archived === "include" &&
        !query.from &&
        !query.to),
    { error: syncMessages.notWithFilters, path: ["updatedSince"] },
  );
export type ListApplicationsQuery = z.output<typeof listApplicationsQuery>;

/** The list as the browser holds it: applications, how many, and where the next page starts. */
export type ApplicationList = { items: Application[]; total: number; nextCursor: string | null };

/**
 * One answer of GET /api/applications. `syncedAt` is passed back as `updatedSince` next
 * time (every page of one walk through the list gives the first page's). With
 * `updatedSince`, `changesOnly` is true unless the server could not say what changed since
 * then (older than `tombstoneRetentionDays`, in the future): then, as without it, `items`
 * is the whole list and the browser replaces its copy. `deletedIds` (first page only) are
 * the applications deleted since; `total` is always the user's whole count now.
 */
export type ApplicationListPage = ApplicationList & {
  syncedAt: string;
  deletedIds: string[];
  changesOnly: boolean;
};

export const exportApplicationsQuery = z
  .strictObject({
    format: z.enum(exportFormats, { error: "Format must be csv, json or pdf" }),
    ...viewQueryFields,
  })
  .refine(datesInOrder.check, datesInOrder.message);
type ExportApplicationsQuery = z.output<typeof exportApplicationsQuery>;

/** Some applications the user picked, as a file, in the table's order. */
export const exportSelectedApplicationsInput = z.strictObject({
  format: z.enum(exportFormats, { error: "Format must be csv, json or pdf" }),
  ids: z
    .array(z.uuid({ error: "Each id must be an application's id" }), { error: "ids must be a list" })
    .min(1, { error: "Select at least one application" })
    .max(limits.pageSize, {
      error: `Export at most ${limits.pageSize.toLocaleString("en-US")} selected applications at once`,
    }),
  sort: viewQueryFields.sort,
  order: viewQueryFields.order,
});
export type ExportSelectedApplicationsInput = z.input<typeof exportSelectedApplicationsInput>;

/** What an export writes: a view of the list, or the applications picked from it. */
export type ExportRequest = ExportApplicationsQuery | z.output<typeof exportSelectedApplicationsInput>;
