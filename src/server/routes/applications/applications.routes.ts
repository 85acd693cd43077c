import { createRoute, z } from "@hono/zod-openapi";
import {
  applicationSchema,
  bulkApplicationsInput,
  createApplicationInput,
  exportApplicationsQuery,
  exportSelectedApplicationsInput,
  listApplicationsQuery,
  statusChangeSchema,
  updateApplicationInput,
  updateStatusChangeInput,
} from "@/domain/application-schemas";
import { applicationSortKeys, sortOrders, tombstoneRetentionDays } from "@/domain/applications";
import { importApplicationsInput, importResultSchema, maxImportRows } from "@/domain/import";
import { errorResponse, jsonBody, jsonResponse, pathId, withBodyLimit } from "../../lib/router";

/** 5,000 rows of a few hundred bytes each, with room for long notes. */
const importBodyLimit = 8 * 1024 * 1024;

const applicationResponse = applicationSchema.meta({ id: "Application" });
const statusChangeResponse = statusChangeSchema.meta({ id: "StatusChange" });

const idParams = z.object({ id: pathId("id") });

const tags = ["Applications"];

export const listApplicationsRoute = createRoute({
  method: "get",
  path: "/applications",
  tags,
  summary: "The user's applications, filtered, sorted and paged, or what changed since a moment",
  description: `q searches company, job title, contact, notes, source and the job posting kept with it. status, source and tag may repeat (tag: any of those tags). archived: exclude leaves archived applications out (the app's default view), only lists the archive, include (the default) lists both. Sort by ${applicationSortKeys.join(", ")} (${sortOrders.join(" or ")}); empty values sort last. Pass nextCursor back as cursor for the next page. Pass syncedAt back as updatedSince (without search or filters) for only the applications created or changed since then, and deletedIds those deleted since (on the first page); changesOnly is false when the server cannot say what changed since then (more than ${tombstoneRetentionDays} days ago, or in the future): items is then the whole list. Answers carry an ETag: If-None-Match with it answers 304 while the list is unchanged.`,
  request: { query: listApplicationsQuery },
  responses: {
    200: jsonResponse(
      z
        .object({
          items: z.array(applicationResponse),
          total: z
            .number()
            .int()
            .meta({ description: "How many match in all; with updatedSince, the user's whole count" }),
          nextCursor: z.string().nullable(),
          syncedAt: z.iso.datetime().meta({ description: "Pass back as updatedSince next time" }),
          deletedIds: z
            .array(z.uuid())
            .meta({ description: "Applications deleted since updatedSince (first page only)" }),
          changesOnly: z
            .boolean()
            .meta({ description: "true: items are the changes since updatedSince; false: the whole list" }),
        })
        .openapi("ApplicationList"),
      "One page of applications and how many match in all",
    ),
    400: errorResponse("Invalid query"),
  },
});

export const exportApplicationsRoute = createRoute({
  method: "get",
  path: "/applications/export",
  tags,
  summary: "The user's applications as a file to download: CSV, JSON with their history, or a PDF report",
  description:
    "Takes the list's filters and sort. CSV is RFC 4180, UTF-8 with a BOM, one row per application; a cell that a spreadsheet would run as a formula starts with an apostrophe. JSON is `{format, version, exportedAt, applications (each with its history and its tags' names), companies, tags}`. archived defaults to include: an export keeps the archive. PDF is a report: a cover with the counts and rates, then the applications as a table.",
  request: { query: exportApplicationsQuery },
  responses: {
    200: {
      description: "The file, as an attachment",
      content: {
        "text/csv": { schema: z.string() },
        "application/json": { schema: z.object({}).passthrough() },
        "application/pdf": { schema: z.string().openapi({ format: "binary" }) },
      },
    },
  },
});

export const exportSelectedApplicationsRoute = createRoute({
  method: "post",
  path: "/applications/export",
  tags,
  summary: "Some of the user's applications, picked by id, as a file to download",
  description:
    "The same files as GET /applications/export, for the applications whose ids are given (ids not of the user's applications are left out), in the order asked for. A POST because a selection can be longer than a URL may be.",
  request: { body: jsonBody(exportSelectedApplicationsInput) },
  responses: {
    200: {
      description: "The file, as an attachment",
      content: {
        "text/csv": { schema: z.string() },
        "application/json": { schema: z.object({}).passthrough() },
        "application/pdf": { schema: z.string().openapi({ format: "binary" }) },
      },
    },
  },
});

export const createApplicationRoute = createRoute({
  method: "post",
  path: "/applications",
  tags,
  summary: "Add an application (its first status goes into the history)",
  request: { body: jsonBody(createApplicationInput.meta({ id: "CreateApplicationInput" })) },
  responses: {
    201: jsonResponse(applicationResponse, "The new application"),
    400: errorResponse("Invalid input; fields names each problem"),
    409: errorResponse("You already have an application for this position at this company."),
  },
});

export const bulkApplicationsRoute = createRoute({
  method: "post",
  path: "/applications/bulk",
  tags,
  summary:
    "Delete, change the status of, archive or restore, tag or untag many applications: all of them or none",
  request: { body: jsonBody(bulkApplicationsInput.meta({ id: "BulkApplicationsInput" })) },
  responses: {
    200: jsonResponse(
      z.object({ count: z.number().int() }).openapi("BulkResult"),
      "How many applications it applied to",
    ),
    400: errorResponse("Invalid input"),
    404: errorResponse("One of the ids is not one of the user's applications; nothing changed"),
  },
});

export const getApplicationRoute = createRoute({
  method: "get",
  path: "/applications/{id}",
  tags,
  summary: "One application",
  request: { params: idParams },
  responses: {
    200: jsonResponse(applicationResponse, "The application"),
    404: errorResponse("Not one of the user's applications"),
  },
});

export const updateApplicationRoute = createRoute({
  method: "patch",
  path: "/applications/{id}",
  tags,
  summary: "Change some fields; a new status is recorded in the history (statusDate defaults to today)",
  request: {
    params: idParams,
    body: jsonBody(updateApplicationInput.meta({ id: "UpdateApplicationInput" })),
  },
  responses: {
    200: jsonResponse(applicationResponse, "The saved application"),
    400: errorResponse("Invalid input"),
    404: errorResponse("Not one of the user's applications"),
    409: errorResponse("You already have an application for this position at this company."),
  },
});

export const deleteApplicationRoute = createRoute({
  method: "delete",
  path: "/applications/{id}",
  tags,
  summary: "Delete an application and its history",
  request: { params: idParams },
  responses: {
    204: { description: "Deleted" },
    404: errorResponse("Not one of the user's applications"),
  },
});

export const applicationHistoryRoute = createRoute({
  method: "get",
  path: "/applications/{id}/history",
  tags,
  summary: "The application's status changes, oldest first",
  request: { params: idParams },
  responses: {
    200: jsonResponse(
      z.object({ items: z.array(statusChangeResponse) }).openapi("StatusHistory"),
      "The timeline",
    ),
    404: errorResponse("Not one of the user's applications"),
  },
});

export const updateStatusChangeRoute = createRoute({
  method: "patch",
  path: "/applications/{id}/history/{entryId}",
  tags,
  summary: "Correct one history entry: its date (null when unknown) and its note",
  description:
    "The date must be on or after the application date and not in the future. The latest entry's date is the application's statusDate and follows. The first Applied entry is dated by the application date: correct that instead.",
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
      entryId: z.string().openapi({ param: { name: "entryId", in: "path" }, format: "uuid" }),
    }),
    body: jsonBody(updateStatusChangeInput),
  },
  responses: {
    200: jsonResponse(statusChangeResponse, "The corrected entry"),
    404: errorResponse("Not one of the user's applications, or not an entry of its history"),
  },
});

export const importApplicationsRoute = withBodyLimit(
  createRoute({
    method: "post",
    path: "/applications/import",
    tags,
    summary: "Add many applications at once, from a spreadsheet's mapped rows or a JSON export",
    description: `Each row is checked like a new application (plus an optional \`history\`, as a JSON export gives it) and answered on its own: created, duplicate (of an application the user has, or of an earlier row) or invalid with its fields. With \`dryRun\` nothing is written. Otherwise the rows to create are written in one transaction. At most ${maxImportRows.toLocaleString("en-US")} rows.`,
    request: { body: jsonBody(importApplicationsInput) },
    responses: {
      200: jsonResponse(importResultSchema.meta({ id: "ImportResult" }), "What happened to each row"),
    },
  }),
  importBodyLimit,
);
