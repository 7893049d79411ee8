import { originsRoute } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import type { ProjectAccess } from "./guard.js";
import { projectOf } from "./guard.js";

export interface OriginsRouteOptions {
  access: ProjectAccess;
}

/** `GET /projects/v1/origins?projectId=` → `{ allowedOrigins }`. */
export async function originsRoutes(
  app: FastifyInstance,
  options: OriginsRouteOptions,
): Promise<void> {
  const { path } = originsRoute;
  app.get(path, { onRequest: options.access.guard }, async (request) => ({
    allowedOrigins: projectOf(request).allowedOrigins,
  }));
  app.options(path, options.access.preflight);
}
