import { createRoute } from "@hono/zod-openapi";
import { analyticsDefinitions, analyticsQuery, analyticsSchema } from "@/domain/analytics";
import { errorResponse } from "../../lib/router";

const analyticsResponse = analyticsSchema.meta({ id: "Analytics" });

export const getAnalyticsRoute = createRoute({
  method: "get",
  path: "/analytics",
  tags: ["Analytics"],
  summary: "Totals, rates, response times, trends, sources and stage flows of the user's applications",
  description: [
    "The range picks applications by application date: from `from` (default: the first application, not before 1970-01-01) to `to` (default: today in UTC), both inclusive. Outcomes are as of today.",
    ...Object.values(analyticsDefinitions),
  ].join("\n\n"),
  request: { query: analyticsQuery },
  responses: {
    200: {
      description: "The analytics of the range",
      content: { "application/json": { schema: analyticsResponse } },
    },
    400: errorResponse("Invalid range; fields names each problem"),
  },
});
