import type { FastifyInstance } from "fastify";
import type { UsageRecorder } from "./usageCounter.js";

/** The RPC proxy's routes: their calls are counted per method by the proxy itself. */
const RPC_ROUTES = new Set(["/v1", "/v1/"]);

/**
 * Counts every answered request of a project's guarded routes under its route
 * (`GET /v1/account/:address/balance`: the pattern, so the keys stay few) and every 429 as a
 * rate-limit refusal. Requests without a project (preflights, the admin API, unknown ids)
 * are not anyone's usage.
 */
export function countRequests(app: FastifyInstance, usage: UsageRecorder): void {
  app.addHook("onResponse", (request, reply, done) => {
    const project = request.project;
    if (project !== null) {
      const route = request.routeOptions.url;
      if (route !== undefined && !RPC_ROUTES.has(route)) {
        usage.count(project.id, "api", `${request.method} ${route}`);
      }
      if (reply.statusCode === 429) usage.count(project.id, "refusal", "rate_limit");
    }
    done();
  });
}
