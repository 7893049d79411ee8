import * as v from "valibot";
import { defineRoute } from "../http/route.js";

/** Behaviour §7, §9: at most 5 analytics or error reports per 60 s (the client's send limit and the server's intake limit). */
export const ANALYTICS_RATE_LIMIT = { max: 5, windowMs: 60_000 } as const;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const label = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));

/** `props` of an event: what happened; an error report also carries its category, code, message and stack (behaviour §8). */
export const AnalyticsPropsSchema = v.object({
  type: label(64),
  event: label(128),
  errorType: v.optional(text(128)),
  errorMessage: v.optional(text(2_048)),
  stackTrace: v.optional(text(16_384)),
});
export type AnalyticsPropsBody = v.InferOutput<typeof AnalyticsPropsSchema>;

/**
 * `POST /e` (behaviour §7): one analytics event or error report. Query `st` (SDK type) and `sv`
 * (its version) beside the guard's `projectId`; body the event with the client's own id (a
 * retry sends the same) and clock (epoch ms). Answered `204`; off for the project →
 * `404 ANALYTICS_DISABLED`; over the limit → `429 RATE_LIMITED` with Retry-After.
 */
export const analyticsEventRoute = defineRoute({
  method: "POST",
  path: "/e",
  query: v.object({ st: label(64), sv: label(64) }),
  body: v.object({
    eventId: label(128),
    url: text(2_048),
    domain: text(253),
    timestamp: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15)),
    props: AnalyticsPropsSchema,
  }),
  response: v.undefined(),
});
