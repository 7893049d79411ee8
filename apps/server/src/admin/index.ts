import type { FastifyInstance } from "fastify";
import type { ChainClients } from "../blockchain/chainClients.js";
import type { NetworkConfig } from "../config.js";
import type { Db } from "../db/database.js";
import type { ServerOrigin } from "../http/serverOrigin.js";
import type { ProjectLookup } from "../project/lookup.js";
import type { RpcService } from "../rpc/serve.js";
import { smartAccountNetworks } from "../sessions/smartAccountNetworks.js";
import type { AdminConfig } from "./adminConfig.js";
import type { AdminContext } from "./adminContext.js";
import { adminRateLimit } from "./adminRateLimit.js";
import { createAdminCredentials } from "./credentials.js";
import { projectRoutes } from "./projectRoutes.js";
import { reportRoutes } from "./reportRoutes.js";
import { adminRpcRoutes } from "./rpcRoute.js";
import type { AdminSettings } from "./settings.js";
import { signInRoutes } from "./signInRoutes.js";
import { siwxSessionRoutes } from "./siwxSessionRoutes.js";
import { sponsorshipRoutes } from "./sponsorshipRoutes.js";
import { userRoutes } from "./userRoutes.js";

export type { AdminConfig } from "./adminConfig.js";
export { type AdminSettings, DEFAULT_ADMIN_SETTINGS } from "./settings.js";

export interface AdminRouteOptions {
  db: Db;
  config: AdminConfig;
  settings: AdminSettings;
  server: ServerOrigin;
  networks: Readonly<Record<string, NetworkConfig>>;
  clients: ChainClients;
  rpc: RpcService;
  /** CAIP-2 ids of the networks where the server signs for a paymaster. */
  paymasterNetworks: readonly string[];
  /** The project cache of this instance. */
  lookup: Pick<ProjectLookup, "invalidate">;
}

/**
 * The admin API, `/admin/v1` (declared in `@foyer/protocol`): projects and their gas
 * sponsorship, users, Sign In With X sessions, reports, usage, audit, and the operator's
 * sign-in. Not registered at all when the admin API is off (production without
 * FOYER_ADMIN_TOKEN): every path is then a 404.
 * Every route but sign-in is rate limited per IP and refuses without admin credentials.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminRouteOptions): Promise<void> {
  if (!options.config.enabled) return;
  const { db, settings } = options;
  app.decorateRequest("adminActor", null);
  const credentials = createAdminCredentials({
    db,
    token: options.config.token,
    server: options.server,
    now: settings.now,
  });
  const context: AdminContext = {
    db,
    config: options.config,
    settings,
    credentials,
    server: options.server,
    networks: options.networks,
    clients: options.clients,
    smartAccountNetworkIds: smartAccountNetworks(options.networks).map((n) => n.caipNetworkId),
    paymasterNetworkIds: options.paymasterNetworks,
    projectChanged: (projectId) => options.lookup.invalidate(projectId),
  };
  const limit = adminRateLimit(db, {
    scope: "admin",
    noun: "admin requests",
    perIp: settings.rateLimit.perIp,
    windowMs: settings.rateLimit.windowMs,
    now: settings.now,
  });

  await app.register(async (signIn) => {
    signIn.addHook("onRequest", limit);
    await signInRoutes(signIn, context, [credentials.guard]);
  });
  await app.register(async (guarded) => {
    guarded.addHook("onRequest", limit);
    guarded.addHook("onRequest", credentials.guard);
    await projectRoutes(guarded, context);
    await sponsorshipRoutes(guarded, context);
    await userRoutes(guarded, context);
    await siwxSessionRoutes(guarded, context);
    await reportRoutes(guarded, context);
    await guarded.register(adminRpcRoutes, { service: options.rpc });
  });
}
