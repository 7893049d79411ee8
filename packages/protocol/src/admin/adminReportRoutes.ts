import * as v from "valibot";
import { defineRoute } from "../http/route.js";
import {
  ADMIN_PREFIX,
  IsoTime,
  idParam,
  ProjectPathParams,
  pagedQuery,
  timeParam,
} from "./adminFields.js";
import { USAGE_BUCKETS, USAGE_KINDS } from "./usageKinds.js";

/** One report a project's client sent (`POST /e`): an analytics event or an error. */
export const AdminEventSchema = v.object({
  id: v.number(),
  receivedAt: IsoTime,
  sentAt: IsoTime,
  sdkType: v.string(),
  sdkVersion: v.string(),
  url: v.string(),
  domain: v.string(),
  type: v.string(),
  event: v.string(),
  errorType: v.nullable(v.string()),
  errorMessage: v.nullable(v.string()),
  stackTrace: v.nullable(v.string()),
});
export type AdminEvent = v.InferOutput<typeof AdminEventSchema>;

/** Reports with the same event, error category and message, counted. */
export const AdminEventGroupSchema = v.object({
  event: v.string(),
  errorType: v.nullable(v.string()),
  errorMessage: v.nullable(v.string()),
  count: v.number(),
  firstSeen: IsoTime,
  lastSeen: IsoTime,
});
export type AdminEventGroup = v.InferOutput<typeof AdminEventGroupSchema>;

const EventTypeParam = v.optional(
  v.pipe(v.string(), v.maxLength(64, "type is at most 64 characters")),
);

/**
 * `GET /admin/v1/projects/:id/events?type=&since=&cursor=&limit=`: the project's reports,
 * newest first (`type` as the client sent it: `error`, `track`…; `since` an ISO time), and
 * the same reports grouped by event and message, most frequent first (the first 50 groups).
 */
export const adminEventsRoute = defineRoute({
  method: "GET",
  path: `${ADMIN_PREFIX}/projects/:id/events`,
  params: ProjectPathParams,
  query: pagedQuery({
    type: EventTypeParam,
    since: timeParam("since"),
  }),
  response: v.object({
    events: v.array(AdminEventSchema),
    groups: v.array(AdminEventGroupSchema),
    next: v.optional(v.string()),
  }),
});

/** One count of a usage report. */
export const AdminUsageRowSchema = v.object({
  /** Start of the bucket (an hour or a UTC day). */
  start: IsoTime,
  kind: v.picklist(USAGE_KINDS),
  key: v.string(),
  count: v.number(),
});
export type AdminUsageRow = v.InferOutput<typeof AdminUsageRowSchema>;

/**
 * `GET /admin/v1/projects/:id/usage?from=&to=&bucket=hour|day`: counts per bucket and key of
 * what the project's clients did (see `USAGE_KINDS`), from `from` (default 24 hours ago) to
 * `to` (default now), oldest first. Counts reach the database within the server's flush
 * interval (10 s by default).
 */
export const adminUsageRoute = defineRoute({
  method: "GET",
  path: `${ADMIN_PREFIX}/projects/:id/usage`,
  params: ProjectPathParams,
  query: v.object({
    from: timeParam("from"),
    to: timeParam("to"),
    bucket: v.optional(v.picklist(USAGE_BUCKETS, "bucket must be hour or day")),
  }),
  response: v.object({
    bucket: v.picklist(USAGE_BUCKETS),
    from: IsoTime,
    to: IsoTime,
    rows: v.array(AdminUsageRowSchema),
  }),
});

/** One admin action: who, what, on what, the state before and after, when. */
export const AdminAuditEntrySchema = v.object({
  id: v.number(),
  at: IsoTime,
  /** `token` (FOYER_ADMIN_TOKEN) or the signed-in address, `eip155:1:0x…`. */
  actor: v.string(),
  action: v.string(),
  targetType: v.string(),
  targetId: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});
export type AdminAuditEntry = v.InferOutput<typeof AdminAuditEntrySchema>;

/** `GET /admin/v1/audit?target=&cursor=&limit=`: every admin action, newest first. */
export const adminAuditRoute = defineRoute({
  method: "GET",
  path: `${ADMIN_PREFIX}/audit`,
  query: pagedQuery({ target: v.optional(idParam("target")) }),
  response: v.object({ entries: v.array(AdminAuditEntrySchema), next: v.optional(v.string()) }),
});
