import { getAnalytics } from "../../analytics/analytics";
import type { Database } from "../../db/client";
import { createProtectedRouter } from "../../lib/router";
import { getAnalyticsRoute } from "./analytics.routes";

export function analyticsRouter(db: Database) {
  return createProtectedRouter().openapi(getAnalyticsRoute, async (c) =>
    c.json(await getAnalytics(db, c.var.user.id, c.req.valid("query")), 200),
  );
}
