import { metricsRoute } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import type { ErrorBody } from "../http/errors.js";
import { bearerMatches } from "../ops/bearerToken.js";
import type { ServerMetrics } from "./serverMetrics.js";

const unauthorized: ErrorBody = {
  code: "METRICS_UNAUTHORIZED",
  error: "Unauthorized",
  message: "GET /metrics needs Authorization: Bearer <FOYER_METRICS_TOKEN>",
};

/**
 * `GET /metrics` (Prometheus text) for the holder of the metrics token only: the figures say
 * how busy the server is and which upstreams it uses, which is the operator's business.
 * Registered only when FOYER_METRICS_TOKEN is set.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  options: { metrics: ServerMetrics; token: string },
): Promise<void> {
  const { metrics, token } = options;
  app.get(metricsRoute.path, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send(unauthorized);
    }
    const text = await metrics.registry.metrics();
    return reply.header("content-type", metrics.registry.contentType).send(text);
  });
}
