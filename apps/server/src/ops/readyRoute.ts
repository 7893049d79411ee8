import { readyRoute } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import type { Readiness } from "./readiness.js";

/**
 * `GET /ready`: 200 with the checks when the instance should take traffic, else 503 with the
 * same body, `missing` saying what is not ready. Load balancers route by it; `/health` stays
 * the liveness check.
 */
export async function readyRoutes(
  app: FastifyInstance,
  options: { check(): Promise<Readiness> },
): Promise<void> {
  app.get(readyRoute.path, async (_request, reply) => {
    const readiness = await options.check();
    return reply
      .code(readiness.status === "ready" ? 200 : 503)
      .header("cache-control", "no-store")
      .send(readiness);
  });
}
