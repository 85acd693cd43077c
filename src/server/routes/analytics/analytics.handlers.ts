import { getAnalytics } from "../../analytics/analytics";
import type { Database } from "../../db/client";
import { createRouter } from "../../lib/router";
import { getAnalyticsRoute } from "./analytics.routes";

export function analyticsRouter(db: Database) {
  return createRouter().openapi(getAnalyticsRoute, async (c) =>
    c.json(await getAnalytics(db, c.get("user").id, c.req.valid("query")), 200),
  );
}
