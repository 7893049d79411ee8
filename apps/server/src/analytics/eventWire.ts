import * as v from "valibot";

/*
 * The wire contract of `POST /e` (SPEC §7) and `GET /getAnalyticsConfig`.
 * Kept in this one file so it can move into @foyer/protocol with the other
 * routes' schemas as it is.
 */

export const EVENTS_PATH = "/e";
export const ANALYTICS_CONFIG_PATH = "/getAnalyticsConfig";

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const label = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));

/** Query: `projectId` (the project guard's), `st` the SDK type, `sv` its version. */
export const EventQuerySchema = v.object({
  projectId: label(128),
  st: label(64),
  sv: label(64),
});

/** `props`: what happened. An error report (`type: "error"`) also carries its category, code, message and stack. */
export const EventPropsSchema = v.object({
  type: label(64),
  event: label(128),
  errorType: v.optional(text(128)),
  errorMessage: v.optional(text(2_048)),
  stackTrace: v.optional(text(16_384)),
});

/** Body: one event, with the client's own id (a retry sends the same) and clock (epoch ms). */
export const EventBodySchema = v.object({
  eventId: label(128),
  url: text(2_048),
  domain: text(253),
  timestamp: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15)),
  props: EventPropsSchema,
});

/** `GET /getAnalyticsConfig` answer: whether the project's clients may send to `POST /e`. */
export const AnalyticsConfigSchema = v.object({ isAnalyticsEnabled: v.boolean() });

export type EventQuery = v.InferOutput<typeof EventQuerySchema>;
export type EventBody = v.InferOutput<typeof EventBodySchema>;
export type AnalyticsConfig = v.InferOutput<typeof AnalyticsConfigSchema>;

/** Most events one client (IP) may send a project per minute (SPEC §9: error reports max 5 per 60 s). */
export const EVENTS_PER_MINUTE = 5;

/** The first problem with a value, as `path: message`, for a 400. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (issue === undefined) return "invalid request";
  const path = v.getDotPath(issue);
  return path === null ? issue.message : `${path}: ${issue.message}`;
}
