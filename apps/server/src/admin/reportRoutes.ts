import {
  adminAuditRoute,
  adminEventsRoute,
  adminUsageRoute,
  invalidRequest,
} from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { readRequest } from "../http/readRequest.js";
import { readUsage } from "../usage/usageStore.js";
import type { AdminContext } from "./adminContext.js";
import { readAudit } from "./auditStore.js";
import { nextPage, readCursor, sendBadCursor } from "./cursor.js";
import { groupEvents, listEvents } from "./eventQueries.js";
import { findProject } from "./projectStore.js";
import { projectNotFound, sendRefusal } from "./refusal.js";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Longest span a report reads: 31 days of hours, 400 days of days. */
const MAX_SPAN_MS = { hour: 31 * DAY_MS, day: 400 * DAY_MS } as const;
/** What a report covers when `from` is not given. */
const DEFAULT_SPAN_MS = { hour: DAY_MS, day: 30 * DAY_MS } as const;
const EVENT_GROUPS = 50;

/** Reports (`POST /e`), usage counts and the audit. */
export async function reportRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db, settings } = context;

  app.get(adminEventsRoute.path, async (request, reply) => {
    const input = readRequest(adminEventsRoute, request, reply);
    if (input === undefined) return reply;
    const cursor = readCursor(input.query.cursor, "number");
    if (cursor === "invalid") return sendBadCursor(reply);
    if ((await findProject(db, input.params.id)) === undefined) {
      return sendRefusal(reply, projectNotFound(input.params.id));
    }
    const filter = {
      projectId: input.params.id,
      type: input.query.type,
      sinceMs: input.query.since,
    };
    const page = await listEvents(db, filter, {
      after: cursor,
      limit: input.query.limit ?? 50,
    });
    return {
      events: page.events,
      groups: await groupEvents(db, filter, EVENT_GROUPS),
      ...nextPage(page.last),
    };
  });

  app.get(adminUsageRoute.path, async (request, reply) => {
    const input = readRequest(adminUsageRoute, request, reply);
    if (input === undefined) return reply;
    const bucket = input.query.bucket ?? "hour";
    const to = input.query.to ?? settings.now();
    const from = input.query.from ?? to - DEFAULT_SPAN_MS[bucket];
    if (from >= to) return reply.code(400).send(invalidRequest("from must be before to"));
    if (to - from > MAX_SPAN_MS[bucket]) {
      return reply
        .code(400)
        .send(
          invalidRequest(
            `from and to may be at most ${MAX_SPAN_MS[bucket] / DAY_MS} days apart with bucket=${bucket}`,
          ),
        );
    }
    if ((await findProject(db, input.params.id)) === undefined) {
      return sendRefusal(reply, projectNotFound(input.params.id));
    }
    // Whole buckets: the one `from` falls in, up to the one `to` falls in.
    const size = bucket === "hour" ? HOUR_MS : DAY_MS;
    const start = new Date(from - (from % size));
    const end = new Date(to - (to % size) + size);
    const rows = await readUsage(db, input.params.id, { from: start, to: end, bucket });
    return {
      bucket,
      from: start.toISOString(),
      to: end.toISOString(),
      rows: rows.map((row) => ({ ...row, start: row.start.toISOString() })),
    };
  });

  app.get(adminAuditRoute.path, async (request, reply) => {
    const input = readRequest(adminAuditRoute, request, reply);
    if (input === undefined) return reply;
    const cursor = readCursor(input.query.cursor, "number");
    if (cursor === "invalid") return sendBadCursor(reply);
    const limit = input.query.limit ?? 50;
    const entries = await readAudit(db, {
      target: input.query.target,
      beforeId: cursor?.id,
      limit: limit + 1,
    });
    const shown = entries.slice(0, limit);
    const last = shown.at(-1);
    return {
      entries: shown,
      ...nextPage(
        entries.length > limit && last !== undefined
          ? { at: new Date(last.at), id: last.id }
          : undefined,
      ),
    };
  });
}
