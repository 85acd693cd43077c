// Attempt counters in the shared rate_limit table, so every server instance counts
// together. One atomic upsert per attempt (fixed window).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

export type Limit = { max: number; windowSeconds: number };

/** Counts one attempt under `key`; true while it is within `limit`. */
export async function countAttempt(db: Database, key: string, limit: Limit): Promise<boolean> {
  const now = Date.now();
  const windowStart = now - limit.windowSeconds * 1000;
  const result = await db.execute(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
    returning count`);
  // Both drivers (PGlite, node-postgres) answer with { rows }.
  const { rows } = result as unknown as { rows: { count: number }[] };
  return Number(rows[0]?.count ?? 0) <= limit.max;
}
