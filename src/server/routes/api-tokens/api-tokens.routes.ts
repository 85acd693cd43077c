import { createRoute, z } from "@hono/zod-openapi";
import { apiTokenSchema, createApiTokenInput, newApiTokenSchema } from "@/domain/api-tokens";
import { errorResponse, jsonBody, jsonResponse, pathId, sessionOnly } from "../../lib/router";

const tags = ["API tokens"];

export const listApiTokensRoute = sessionOnly(
  createRoute({
    method: "get",
    path: "/settings/tokens",
    tags,
    summary: "The user's personal API tokens (never the tokens themselves)",
    responses: {
      200: jsonResponse(
        z.object({ items: z.array(apiTokenSchema.meta({ id: "ApiToken" })) }).meta({ id: "ApiTokenList" }),
        "The tokens, newest first",
      ),
    },
  }),
);

export const createApiTokenRoute = sessionOnly(
  createRoute({
    method: "post",
    path: "/settings/tokens",
    tags,
    summary: "Make a personal API token: read (GET only) or read-write",
    description:
      "The token is in this answer only: the server keeps its hash. Send it as Authorization: Bearer <token> to call this API as the user.",
    request: { body: jsonBody(createApiTokenInput.meta({ id: "CreateApiTokenInput" })) },
    responses: {
      201: jsonResponse(newApiTokenSchema.meta({ id: "NewApiToken" }), "The token, shown this once"),
    },
  }),
);

export const revokeApiTokenRoute = sessionOnly(
  createRoute({
    method: "delete",
    path: "/settings/tokens/{id}",
    tags,
    summary: "Revoke a token: its next request is refused (401)",
    request: { params: z.object({ id: pathId("id") }) },
    responses: { 204: { description: "Revoked" }, 404: errorResponse("Not one of the user's tokens") },
  }),
);
