import {
  configRoute,
  type PriceKind,
  readRemoteFeatures,
  resolveRemoteFeatures,
} from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import type { ProjectAccess } from "./guard.js";
import { projectOf } from "./guard.js";

export interface ConfigRouteOptions {
  access: ProjectAccess;
  /** Which prices the server's fiat values are (its price source's kind). */
  prices: PriceKind;
}

/**
 * `GET /appkit/v1/config?projectId=` → `{ features, prices }`: the spec's default
 * remote features with the project's overrides applied key by key, and whether the
 * server's prices are a devnet's or a market's.
 */
export async function configRoutes(
  app: FastifyInstance,
  options: ConfigRouteOptions,
): Promise<void> {
  const { path } = configRoute;
  app.get(path, { onRequest: options.access.guard }, async (request) => {
    const project = projectOf(request);
    const { features, issues } = readRemoteFeatures(project.features, true);
    if (issues.length > 0) {
      // A bad row is an operator mistake; serving defaults for those keys keeps
      // clients working while the log says what to fix.
      request.log.warn({ projectId: project.id, issues }, "ignoring invalid feature overrides");
    }
    return { features: resolveRemoteFeatures(features), prices: options.prices };
  });
  app.options(path, options.access.preflight);
}
