import { createRoute, z } from "@hono/zod-openapi";
import { createTagInput, tagSchema, updateTagInput } from "@/domain/tag-inputs";
import { tagMessages } from "@/domain/tags";
import { errorResponse, jsonBody, jsonResponse, pathId } from "../../lib/router";

const tagResponse = tagSchema.meta({ id: "Tag" });
const idParams = z.object({ id: pathId("id") });
const tags = ["Tags"];

export const listTagsRoute = createRoute({
  method: "get",
  path: "/tags",
  tags,
  summary: "The user's tags, A to Z, each with how many applications have it",
  description:
    "An application lists its tags by id (tagIds); set them with PATCH /applications/{id} or, for many at once, POST /applications/bulk with action tag or untag. Filter the list with tag=<id> (any of several).",
  responses: {
    200: jsonResponse(z.object({ items: z.array(tagResponse) }).meta({ id: "TagList" }), "The tags"),
  },
});

export const createTagRoute = createRoute({
  method: "post",
  path: "/tags",
  tags,
  summary: "Make a tag: a name and a colour",
  request: { body: jsonBody(createTagInput.meta({ id: "CreateTagInput" })) },
  responses: {
    201: jsonResponse(tagResponse, "The new tag"),
    400: errorResponse("Invalid input, or the user already has as many tags as allowed"),
    409: errorResponse(tagMessages.duplicate),
  },
});

export const updateTagRoute = createRoute({
  method: "patch",
  path: "/tags/{id}",
  tags,
  summary: "Rename a tag or change its colour",
  request: { params: idParams, body: jsonBody(updateTagInput.meta({ id: "UpdateTagInput" })) },
  responses: {
    200: jsonResponse(tagResponse, "The saved tag"),
    404: errorResponse("Not one of the user's tags"),
    409: errorResponse(tagMessages.duplicate),
  },
});

export const deleteTagRoute = createRoute({
  method: "delete",
  path: "/tags/{id}",
  tags,
  summary: "Delete a tag: it comes off every application that had it, which keep everything else",
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, 404: errorResponse("Not one of the user's tags") },
});
