// Attempt counters in the shared rate_limit table, so every server instance counts
// together. One atomic upsert per attempt (fixed window).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";

export type Limit = { max: number; windowSeconds: number };

/** Counts one attempt under `key`; true while it is within `limit`. */
export async function countAttempt(db: Database, key: string, limit: Limit): Promise<boolean> {
  const now = Date.now();
  const windowStart = now - limit.windowSeconds * 1000;
  const [counted] = await rowsOf<{ count: number }>(
    db,
    sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
    returning count`,
  );
  return Number(counted?.count ?? 0) <= limit.max;
}
