import { createRoute, z } from "@hono/zod-openapi";
import {
  mergeSourcesInput,
  mergeSourcesResultSchema,
  sourceMessages,
  sourceUseSchema,
} from "@/domain/sources";
import { errorResponse, jsonBody, jsonResponse } from "../../lib/router";

const tags = ["Sources"];

export const listSourcesRoute = createRoute({
  method: "get",
  path: "/sources",
  tags,
  summary: "The sources the user's applications give, the most used first",
  description:
    "A source is an application's own text (where the job was found), not a record: the list gathers each spelling with how many applications give it. Filter applications by one with source=<text>.",
  responses: {
    200: jsonResponse(
      z.object({ items: z.array(sourceUseSchema.meta({ id: "SourceUse" })) }).meta({ id: "SourceList" }),
      "The sources",
    ),
  },
});

export const mergeSourcesRoute = createRoute({
  method: "post",
  path: "/sources/merge",
  tags,
  summary: "Merge sources into one",
  description:
    "Every application of the user's that gives one of `from` (exact text) gives `into` instead; `into` may be a new name, so a merge of one source is a rename. Nothing merges by itself.",
  request: { body: jsonBody(mergeSourcesInput.meta({ id: "MergeSourcesInput" })) },
  responses: {
    200: jsonResponse(mergeSourcesResultSchema.meta({ id: "MergeSourcesResult" }), "The source that stays"),
    400: errorResponse(`Invalid input, or ${sourceMessages.same.toLowerCase()}`),
    404: errorResponse("None of the user's applications gives any of the sources"),
  },
});
