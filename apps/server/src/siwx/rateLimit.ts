import type { onRequestAsyncHookHandler } from "fastify";
import type { Db } from "../db/database.js";
import { countHits } from "../lib/rateWindow.js";
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
 * its IP and its project in the `rate_limits` table (see {@link countHits}).
 */
export function createRateLimiter(
  db: Db,
  settings: RateLimitSettings,
  now: () => number,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const ipKey = `siwx:ip:${request.ip}`;
    const projectKey = `siwx:project:${projectOf(request).id}`;
    const hits = await countHits(db, [ipKey, projectKey], settings.windowMs, now());
    const overIp = hits.countOf(ipKey) > settings.perIp;
    const overProject = hits.countOf(projectKey) > settings.perProject;
    if (!overIp && !overProject) return;
    const { retryAfterSeconds } = hits;
    const { status, body } = refusal(
      "RATE_LIMITED",
      `Too many sign-in requests ${overIp ? "from this IP address" : "for this project"}; retry in ${retryAfterSeconds} s`,
    );
    return reply.code(status).header("retry-after", String(retryAfterSeconds)).send(body);
  };
}
