import type { FastifyInstance } from "fastify";
import type { ServerMetrics } from "./serverMetrics.js";

/**
 * Counts and times every request Fastify answers by its route's template
 * (`/v1/account/:address/balance`), never its URL: a path a caller makes up would otherwise be
 * a new label value. Requests no route matched share `unmatched`.
 */
export function recordHttpMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook("onResponse", async (request, reply) => {
    metrics.httpResponse(
      request.method,
      request.routeOptions.url ?? "unmatched",
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}
