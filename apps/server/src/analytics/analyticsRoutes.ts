import { ANALYTICS_RATE_LIMIT, analyticsConfigRoute, analyticsEventRoute } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.js";
import type { ErrorBody } from "../http/errors.js";
import { readRequest } from "../http/readRequest.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { admitEvent, storeEvent } from "./eventStore.js";

export interface AnalyticsRouteOptions {
  access: ProjectAccess;
  db: Db;
  now?: () => number;
}

/** A report is small: its longest field, the stack, is capped at 16 KiB. */
const EVENT_BODY_LIMIT = 32 * 1024;

/**
 * Analytics and error intake (behaviour §7 `POST /e`) and its switch
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

  app.get(analyticsConfigRoute.path, { onRequest: access.guard }, async (request) => ({
    isAnalyticsEnabled: projectOf(request).analyticsEnabled,
  }));

  app.post(
    analyticsEventRoute.path,
    { onRequest: access.guard, bodyLimit: EVENT_BODY_LIMIT },
    async (request, reply) => {
      const project = projectOf(request);
      const input = readRequest(analyticsEventRoute, request, reply);
      if (input === undefined) return reply;
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
        ANALYTICS_RATE_LIMIT.max,
        ANALYTICS_RATE_LIMIT.windowMs,
        nowMs,
      );
      if (wait > 0) {
        return reply
          .code(429)
          .header("retry-after", String(wait))
          .send({
            code: "RATE_LIMITED",
            error: "Too Many Requests",
            message: `At most ${ANALYTICS_RATE_LIMIT.max} reports a minute`,
          } satisfies ErrorBody);
      }
      await storeEvent(db, project.id, input.query, input.body, nowMs);
      return reply.code(204).send();
    },
  );

  for (const path of [analyticsEventRoute.path, analyticsConfigRoute.path]) {
    app.options(path, access.preflight);
  }
}
