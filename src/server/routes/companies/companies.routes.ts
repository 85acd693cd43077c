import { createRoute, z } from "@hono/zod-openapi";
import { mergeCompaniesInput, mergeMessages, mergeResultSchema } from "@/domain/companies";
import { errorResponse, jsonBody, jsonResponse, pathId } from "../../lib/router";

export const mergeCompaniesRoute = createRoute({
  method: "post",
  path: "/companies/{id}/merge",
  tags: ["Companies"],
  summary: "Merge one of the user's companies into another",
  description:
    "Every application at the company moves to `into`, which keeps its name (and takes this one's website and logo if it has none); this company is then removed. Nothing merges by itself.",
  request: {
    params: z.object({ id: pathId("id") }),
    body: jsonBody(mergeCompaniesInput.meta({ id: "MergeCompaniesInput" })),
  },
  responses: {
    200: jsonResponse(mergeResultSchema.meta({ id: "MergeResult" }), "The company that stays"),
    404: errorResponse("Either company is not one of the user's"),
    409: errorResponse(mergeMessages.clash),
  },
});
