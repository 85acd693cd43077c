import type { AnalyticsFigures } from "../../analytics/analytics";
import { createProtectedRouter } from "../../lib/router";
import { getAnalyticsRoute } from "./analytics.routes";

export function analyticsRouter(analytics: AnalyticsFigures) {
  return createProtectedRouter().openapi(getAnalyticsRoute, async (c) =>
    c.json(await analytics.get(c.var.user.id, c.req.valid("query")), 200),
  );
}
