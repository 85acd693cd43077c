import { errorMessages } from "@/domain/errors";
import type { DatabaseHandle } from "../../db/client";
import { createPublicRouter } from "../../lib/router";
import { getHealth } from "./health.routes";

export function healthRouter(database: DatabaseHandle) {
  // Public: load balancers and monitors ask without an account.
  return createPublicRouter().openapi(getHealth, async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok" as const, database: database.kind }, 200);
    } catch (error) {
      c.var.logger.warn({ err: error }, "health check: database does not answer");
      return c.json(
        {
          status: "unavailable" as const,
          database: database.kind,
          error: { code: "TIMEOUT", message: errorMessages.TIMEOUT },
        },
        503,
      );
    }
  });
}
