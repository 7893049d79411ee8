import type { ErrorBody } from "@foyer/protocol";
import type { onRequestAsyncHookHandler } from "fastify";
import type { Db } from "../db/database.js";
import { projectOf } from "../project/guard.js";
import { countHits } from "./rateWindow.js";

export interface RateLimitSettings {
  /** Length of one fixed window. */
  windowMs: number;
  /** Requests one client IP may make to the guarded routes per window, all projects together. */
  perIp: number;
  /** Requests one project's guarded routes take per window, all clients together. */
  perProject: number;
}

export interface RouteRateLimit {
  /** Key prefix in `rate_limits`, so each route family has budgets of its own. */
  scope: string;
  /** What the refusal calls the requests, e.g. "sign-in requests". */
  noun: string;
  settings: RateLimitSettings;
  now: () => number;
}

/**
 * onRequest hook (after the project guard) counting each request against its
 * IP and its project in the `rate_limits` table, so every instance sharing the
 * database enforces one budget. Over either: 429 with `Retry-After`.
 */
export function createRateLimiter(db: Db, limit: RouteRateLimit): onRequestAsyncHookHandler {
  const { scope, noun, settings, now } = limit;
  return async (request, reply) => {
    const ipKey = `${scope}:ip:${request.ip}`;
    const projectKey = `${scope}:project:${projectOf(request).id}`;
    const hits = await countHits(db, [ipKey, projectKey], settings.windowMs, now());
    const overIp = hits.countOf(ipKey) > settings.perIp;
    const overProject = hits.countOf(projectKey) > settings.perProject;
    if (!overIp && !overProject) return;
    const { retryAfterSeconds } = hits;
    const body: ErrorBody = {
      code: "RATE_LIMITED",
      error: "Too Many Requests",
      message: `Too many ${noun} ${overIp ? "from this IP address" : "for this project"}; retry in ${retryAfterSeconds} s`,
    };
    return reply.code(429).header("retry-after", String(retryAfterSeconds)).send(body);
  };
}
