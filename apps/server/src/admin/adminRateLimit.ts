import type { onRequestAsyncHookHandler } from "fastify";
import type { Db } from "../db/database.js";
import { countHits } from "../lib/rateWindow.js";
import { adminRefusal, sendRefusal } from "./refusal.js";

/**
 * onRequest hook counting each request against its client IP in `rate_limits` (so every
 * instance counts the same). It runs before credentials are checked, so guessing a token or
 * replaying sign-ins is bounded too. Over the budget: 429 with `Retry-After`.
 */
export function adminRateLimit(
  db: Db,
  limit: { scope: string; noun: string; perIp: number; windowMs: number; now: () => number },
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const key = `${limit.scope}:ip:${request.ip}`;
    const hits = await countHits(db, [key], limit.windowMs, limit.now());
    if (hits.countOf(key) <= limit.perIp) return;
    const refusal = adminRefusal(
      "RATE_LIMITED",
      `Too many ${limit.noun} from this IP address; retry in ${hits.retryAfterSeconds} s`,
    );
    reply.header("retry-after", String(hits.retryAfterSeconds));
    return sendRefusal(reply, refusal);
  };
}
