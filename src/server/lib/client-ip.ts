import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Forwarded headers are believed only behind a proxy the deployment says it trusts. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
