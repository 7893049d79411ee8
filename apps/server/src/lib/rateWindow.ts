import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { rateLimits } from "../db/schema.js";

export interface WindowHits {
  /** Hits so far in the current window, this one included, by key. */
  countOf(key: string): number;
  /** Seconds until the current window ends (at least 1): the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit against each key in the current fixed window of the
 * `rate_limits` table, one upsert for all keys, so every instance sharing
 * the database enforces the same budget.
 */
export async function countHits(
  db: Db,
  keys: readonly string[],
  windowMs: number,
  nowMs: number,
): Promise<WindowHits> {
  const windowStartMs = nowMs - (nowMs % windowMs);
  const windowStart = new Date(windowStartMs);
  const unique = [...new Set(keys)];
  const rows = await db
    .insert(rateLimits)
    .values(unique.map((key) => ({ key, windowStart, count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count });
  const counts = new Map(rows.map((row) => [row.key, row.count]));
  return {
    countOf: (key) => counts.get(key) ?? 0,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + windowMs - nowMs) / 1000)),
  };
}
