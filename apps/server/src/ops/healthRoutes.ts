import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.js";

export interface HealthRouteOptions {
  database: Pick<Database, "db" | "driver">;
  /** `performance.now()` when the app was built. */
  startedAt: number;
}

/** `GET /health`: liveness plus a real round-trip to the database. */
export async function healthRoutes(
  app: FastifyInstance,
  options: HealthRouteOptions,
): Promise<void> {
  const { database, startedAt } = options;
  app.get("/health", async (request, reply) => {
    // Liveness reveals nothing project-specific, so any page (the demo's status
    // line, a dashboard) may read it cross-origin.
    reply.header("access-control-allow-origin", "*");
    const uptimeMs = Math.round(performance.now() - startedAt);
    try {
      await database.db.execute(sql`select 1`);
      return { status: "ok", db: database.driver, uptimeMs };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return reply.code(503).send({ status: "error", db: database.driver, uptimeMs });
    }
  });
}
