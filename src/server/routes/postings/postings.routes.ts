import { createRoute, z } from "@hono/zod-openapi";
import {
  capturedPostingSchema,
  captureInput,
  postingInput,
  postingMatchesQuery,
  postingMatchSchema,
  postingMessages,
  postingSchema,
} from "@/domain/postings";
import { withoutControlCharacters } from "@/domain/text";
import { errorResponse, jsonBody, jsonResponse, pathId, withBodyLimit } from "../../lib/router";

const tags = ["Job postings"];
const idParams = z.object({ id: pathId("id") });
const postingResponse = postingSchema.meta({ id: "Posting" });

export const capturePostingRoute = createRoute({
  method: "post",
  path: "/postings/capture",
  tags,
  summary: "Read a job posting's page: its company, title, location, salary, type and text",
  description:
    "The server fetches the page (http(s) only, never a private or local address, up to 3 MB, 8 seconds, 5 redirects) and reads its schema.org JobPosting data, else its Open Graph tags, else its title. Nothing is saved: the answer fills the add form for the user to confirm. At most 20 a minute per user.",
  request: { body: jsonBody(captureInput.meta({ id: "CaptureInput" })) },
  responses: {
    200: jsonResponse(capturedPostingSchema.meta({ id: "CapturedPosting" }), "What the page said"),
    400: errorResponse(`${postingMessages.unreachable} / ${postingMessages.notAPosting} (on the url field)`),
    429: errorResponse("Too many captures in a minute"),
  },
});

export const getPostingRoute = createRoute({
  method: "get",
  path: "/applications/{id}/posting",
  tags,
  summary: "The job posting kept with the application, if any",
  request: { params: idParams },
  responses: {
    200: jsonResponse(
      z.object({ posting: postingResponse.nullable() }).meta({ id: "ApplicationPosting" }),
      "The posting, or null",
    ),
    404: errorResponse("Not one of the user's applications"),
  },
});

export const savePostingRoute = withBodyLimit(
  createRoute({
    method: "put",
    path: "/applications/{id}/posting",
    tags,
    summary: "Keep a job posting's text with the application (replacing any kept before)",
    request: { params: idParams, body: jsonBody(postingInput.meta({ id: "PostingInput" })) },
    responses: {
      200: jsonResponse(postingResponse, "The posting kept"),
      404: errorResponse("Not one of the user's applications"),
    },
  }),
  // 100,000 characters of text, each up to 4 bytes, and JSON's escapes.
  1024 * 1024,
);

export const deletePostingRoute = createRoute({
  method: "delete",
  path: "/applications/{id}/posting",
  tags,
  summary: "Remove the posting kept with the application",
  request: { params: idParams },
  responses: {
    204: { description: "Removed (or there was none)" },
    404: errorResponse("Not one of the user's applications"),
  },
});

export const searchPostingsRoute = createRoute({
  method: "get",
  path: "/postings/search",
  tags,
  summary: "The user's applications whose kept posting holds the text (any case)",
  // Searched for, not saved: stray control characters and lone surrogates are dropped.
  request: {
    query: z.object({
      q: z.string().transform(withoutControlCharacters).pipe(z.string().trim().min(1).max(200)),
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({ ids: z.array(z.string().meta({ format: "uuid" })) }).meta({ id: "PostingMatches" }),
      "The matching applications' ids",
    ),
  },
});

export const postingMatchesRoute = createRoute({
  method: "get",
  path: "/postings/matches",
  tags,
  summary: "The user's applications to the posting a page shows, newest first",
  description:
    "The same address (tracking parameters aside), the same requisition id at the company, or a close title at the company. The browser extension asks this to tell the user on a job page that they applied already. At most 10.",
  request: { query: postingMatchesQuery },
  responses: {
    200: jsonResponse(
      z.object({ matches: z.array(postingMatchSchema.meta({ id: "PostingMatch" })) }).meta({
        id: "PostingMatchList",
      }),
      "The applications that look like this posting",
    ),
  },
});
