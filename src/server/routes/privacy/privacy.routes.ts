import { createRoute, z } from "@hono/zod-openapi";
import {
  consentSchema,
  dataExportSchema,
  deleteAccountInput,
  requestExportInput,
  saveConsentInput,
  sessionSchema,
} from "@/domain/privacy";
import { errorResponse, jsonBody, jsonResponse, pathId, sessionOnly } from "../../lib/router";

const tags = ["Privacy"];
const tooMany = errorResponse("Too many of these requests for now (RATE_LIMITED)");
const sessionList = z
  .object({ items: z.array(sessionSchema.meta({ id: "Session" })) })
  .meta({ id: "SessionList" });
const exportResponse = dataExportSchema.meta({ id: "DataExport" });

export const listSessionsRoute = sessionOnly(
  createRoute({
    method: "get",
    path: "/privacy/sessions",
    tags,
    summary: "The user's signed-in sessions, the current one first",
    responses: { 200: jsonResponse(sessionList, "The sessions") },
  }),
);

export const revokeSessionRoute = sessionOnly(
  createRoute({
    method: "delete",
    path: "/privacy/sessions/{id}",
    tags,
    summary: "Sign out one session (the current one too)",
    request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }) },
    responses: {
      204: { description: "Signed out" },
      404: errorResponse("No such session of this user's"),
      429: tooMany,
    },
  }),
);

export const revokeOtherSessionsRoute = sessionOnly(
  createRoute({
    method: "post",
    path: "/privacy/sessions/sign-out-others",
    tags,
    summary: "Sign out every session but this one",
    responses: {
      200: jsonResponse(z.object({ signedOut: z.number().int() }), "How many sessions ended"),
      429: tooMany,
    },
  }),
);

export const getConsentRoute = sessionOnly(
  createRoute({
    method: "get",
    path: "/privacy/consent",
    tags,
    summary: "The user's cookie choices as last saved, or null",
    responses: { 200: jsonResponse(z.object({ consent: consentSchema.nullable() }), "The consent record") },
  }),
);

export const saveConsentRoute = sessionOnly(
  createRoute({
    method: "put",
    path: "/privacy/consent",
    tags,
    summary: "Save the user's cookie choices (consent version 2.0, now)",
    request: { body: jsonBody(saveConsentInput) },
    responses: {
      200: jsonResponse(z.object({ consent: consentSchema.meta({ id: "Consent" }) }), "The consent record"),
      429: tooMany,
    },
  }),
);

export const listExportsRoute = sessionOnly(
  createRoute({
    method: "get",
    path: "/privacy/exports",
    tags,
    summary: "The user's data exports of the last 7 days, newest first",
    responses: { 200: jsonResponse(z.object({ items: z.array(exportResponse) }), "The exports") },
  }),
);

export const requestExportRoute = sessionOnly(
  createRoute({
    method: "post",
    path: "/privacy/exports",
    tags,
    summary: "Ask for a zip of everything the user owns",
    description:
      "A job builds it: profile, applications, status history, companies and documents with their files, as JSON and CSV. With a passphrase the zip is AES-256 encrypted. At most 100 MB; downloadable for 7 days; 5 requests a day.",
    request: { body: jsonBody(requestExportInput) },
    responses: { 202: jsonResponse(exportResponse, "The export, queued"), 429: tooMany },
  }),
);

export const downloadExportRoute = sessionOnly(
  createRoute({
    method: "get",
    path: "/privacy/exports/{id}/download",
    tags,
    summary: "Download a ready export's zip",
    request: { params: z.object({ id: pathId("id") }) },
    responses: {
      200: {
        description: "The zip",
        content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
      },
      404: errorResponse("No such ready export of this user's, or it has expired"),
    },
  }),
);

export const deleteAccountRoute = sessionOnly(
  createRoute({
    method: "post",
    path: "/privacy/delete-account",
    tags,
    summary: "Delete the account and everything in it, at once",
    description:
      "Needs the password and the account's email typed again. Contact messages are kept under the support-communications retention. 3 requests a day.",
    request: { body: jsonBody(deleteAccountInput) },
    responses: {
      204: { description: "Deleted; the session cookie is cleared" },
      400: errorResponse("A wrong password or email"),
      429: tooMany,
    },
  }),
);
