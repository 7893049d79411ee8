import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import type { Db } from "../db/database.js";
import type { ErrorBody } from "../http/errors.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { admitEvent, storeEvent } from "./eventStore.js";
import {
  ANALYTICS_CONFIG_PATH,
  type AnalyticsConfig,
  EVENTS_PATH,
  EVENTS_PER_MINUTE,
  EventBodySchema,
  EventQuerySchema,
  firstIssue,
} from "./eventWire.js";

export interface AnalyticsRouteOptions {
  access: ProjectAccess;
  db: Db;
  now?: () => number;
}

/** A report is small: its longest field, the stack, is capped at 16 KiB. */
const EVENT_BODY_LIMIT = 32 * 1024;

/**
 * Analytics and error intake (SPEC §7 `POST /e`) and its switch
 * (`GET /getAnalyticsConfig`). Off unless the operator sets the project's
 * `analytics_enabled`: then clients are told so, and reports are stored in
 * `client_events` for the operator, at most 5 a minute per client.
 */
export async function analyticsRoutes(
  app: FastifyInstance,
  options: AnalyticsRouteOptions,
): Promise<void> {
  const { access, db } = options;
  const now = options.now ?? Date.now;

  app.get(ANALYTICS_CONFIG_PATH, { onRequest: access.guard }, async (request) => {
    const config: AnalyticsConfig = { isAnalyticsEnabled: projectOf(request).analyticsEnabled };
    return config;
  });

  app.post(
    EVENTS_PATH,
    { onRequest: access.guard, bodyLimit: EVENT_BODY_LIMIT },
    async (request, reply) => {
      const project = projectOf(request);
      const query = v.safeParse(EventQuerySchema, request.query);
      if (!query.success) return reply.code(400).send(invalid(firstIssue(query.issues)));
      const body = v.safeParse(EventBodySchema, request.body);
      if (!body.success) return reply.code(400).send(invalid(firstIssue(body.issues)));
      if (!project.analyticsEnabled) {
        return reply.code(404).send({
          code: "ANALYTICS_DISABLED",
          error: "Not Found",
          message: "Analytics are off for this project",
        } satisfies ErrorBody);
      }
      const nowMs = now();
      const wait = await admitEvent(
        db,
        `events:${project.id}:${request.ip}`,
        EVENTS_PER_MINUTE,
        60_000,
        nowMs,
      );
      if (wait > 0) {
        return reply
          .code(429)
          .header("retry-after", String(wait))
          .send({
            code: "RATE_LIMITED",
            error: "Too Many Requests",
            message: `At most ${EVENTS_PER_MINUTE} reports a minute`,
          } satisfies ErrorBody);
      }
      await storeEvent(db, project.id, query.output, body.output, nowMs);
      return reply.code(204).send();
    },
  );

  for (const path of [EVENTS_PATH, ANALYTICS_CONFIG_PATH]) app.options(path, access.preflight);
}

function invalid(message: string): ErrorBody {
  return { code: "INVALID_REQUEST", error: "Bad Request", message };
}
