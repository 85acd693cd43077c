import { createRoute, z } from "@hono/zod-openapi";
import {
  allowedTypesText,
  documentKinds,
  documentMessages,
  documentSchema,
  maxDocumentBytes,
  maxDocumentMegabytes,
  updateDocumentInput,
} from "@/domain/documents";
import { asUpload, errorResponse, jsonBody, jsonResponse, multipartFileBody, pathId } from "../../lib/router";
import { multipartAllowanceBytes } from "../../storage/upload";

const documentResponse = documentSchema.meta({ id: "Document" });
const documentList = z.object({ items: z.array(documentResponse) }).meta({ id: "DocumentList" });

const applicationParams = z.object({ id: pathId("id") });
const attachmentParams = z.object({ id: pathId("id"), documentId: pathId("documentId") });
const documentParams = z.object({ id: pathId("id") });

const tags = ["Documents"];

export const uploadDocumentRoute = asUpload(
  createRoute({
    method: "post",
    path: "/applications/{id}/documents",
    tags,
    summary: "Upload a document and attach it to the application",
    description: `One file (field "file") of at most ${maxDocumentMegabytes} MB: ${allowedTypesText}. Its type is decided by its bytes, and its name must say the same type. "kind" is ${documentKinds.join(", ")} (other when left out).`,
    request: {
      params: applicationParams,
      body: multipartFileBody({ kind: { type: "string", enum: [...documentKinds] } }),
    },
    responses: {
      201: jsonResponse(documentResponse, "The document, attached"),
      404: errorResponse("No such application of this user's"),
    },
  }),
  { maxBytes: maxDocumentBytes + multipartAllowanceBytes, message: documentMessages.tooLarge },
);

export const listApplicationDocumentsRoute = createRoute({
  method: "get",
  path: "/applications/{id}/documents",
  tags,
  summary: "The documents that went with the application, newest first",
  request: { params: applicationParams },
  responses: {
    200: jsonResponse(documentList, "The application's documents"),
    404: errorResponse("No such application of this user's"),
  },
});

export const attachDocumentRoute = createRoute({
  method: "put",
  path: "/applications/{id}/documents/{documentId}",
  tags,
  summary: "Attach one of the user's documents to the application (again changes nothing)",
  request: { params: attachmentParams },
  responses: {
    200: jsonResponse(documentResponse, "The document, attached"),
    404: errorResponse("No such application or document of this user's"),
  },
});

export const detachDocumentRoute = createRoute({
  method: "delete",
  path: "/applications/{id}/documents/{documentId}",
  tags,
  summary: "Take a document off the application; it stays in the library",
  request: { params: attachmentParams },
  responses: {
    204: { description: "Detached" },
    404: errorResponse("The document is not attached to this application of this user's"),
  },
});

export const listDocumentsRoute = createRoute({
  method: "get",
  path: "/documents",
  tags,
  summary: "The user's document library, newest first",
  responses: { 200: jsonResponse(documentList, "Every document of the user's") },
});

export const documentContentRoute = createRoute({
  method: "get",
  path: "/documents/{id}/content",
  tags,
  summary: "Download the document's bytes, as an attachment with its name",
  request: { params: documentParams },
  responses: {
    200: { description: "The bytes, with the type they were found to be" },
    404: errorResponse("No such document of this user's"),
  },
});

export const updateDocumentRoute = createRoute({
  method: "patch",
  path: "/documents/{id}",
  tags,
  summary: "Rename a document or change its kind",
  request: {
    params: documentParams,
    body: jsonBody(updateDocumentInput),
  },
  responses: {
    200: jsonResponse(documentResponse, "The document"),
    404: errorResponse("No such document of this user's"),
  },
});

export const deleteDocumentRoute = createRoute({
  method: "delete",
  path: "/documents/{id}",
  tags,
  summary: "Delete a document from every application it went with, and its bytes",
  request: { params: documentParams },
  responses: {
    204: { description: "Deleted" },
    404: errorResponse("No such document of this user's"),
  },
});
