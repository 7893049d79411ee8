import { sql } from "drizzle-orm";
import type { onRequestAsyncHookHandler } from "fastify";
import type { Db } from "../db/database.js";
import { rateLimits } from "../db/schema.js";
import { projectOf } from "../project/guard.js";
import { refusal } from "./errors.js";

export interface RateLimitSettings {
  /** Length of one fixed window. */
  windowMs: number;
  /** Requests one client IP may make to the sign-in routes per window, all projects together. */
  perIp: number;
  /** Requests one project's sign-in routes take per window, all clients together. */
  perProject: number;
}

/**
 * onRequest hook (after the project guard) counting each request against
 * its IP and its project in the `rate_limits` table, one upsert for both,
 * so every instance sharing the database enforces the same budget.
 */
export function createRateLimiter(
  db: Db,
  settings: RateLimitSettings,
  now: () => number,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const nowMs = now();
    const windowStartMs = nowMs - (nowMs % settings.windowMs);
    const windowStart = new Date(windowStartMs);
    const ipKey = `siwx:ip:${request.ip}`;
    const projectKey = `siwx:project:${projectOf(request).id}`;
    const counts = await db
      .insert(rateLimits)
      .values([
        { key: ipKey, windowStart, count: 1 },
        { key: projectKey, windowStart, count: 1 },
      ])
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ key: rateLimits.key, count: rateLimits.count });
    const countOf = (key: string) => counts.find((row) => row.key === key)?.count ?? 0;
    const overIp = countOf(ipKey) > settings.perIp;
    const overProject = countOf(projectKey) > settings.perProject;
    if (!overIp && !overProject) return;
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((windowStartMs + settings.windowMs - nowMs) / 1000),
    );
    const { status, body } = refusal(
      "RATE_LIMITED",
      `Too many sign-in requests ${overIp ? "from this IP address" : "for this project"}; retry in ${retryAfterSeconds} s`,
    );
    return reply.code(status).header("retry-after", String(retryAfterSeconds)).send(body);
  };
}
