import type { FastifyInstance } from "fastify";
import type { BlockchainServices } from "../blockchain/services.js";
import type { Db } from "../db/database.js";
import type { ProjectAccess } from "../project/guard.js";
import { checkoutRoutes } from "./checkoutRoutes.js";
import { SANDBOX_PROVIDERS } from "./onrampProviders.js";
import { onrampRoutes } from "./onrampRoutes.js";
import { createOnrampService } from "./onrampService.js";
import { createOrderStore } from "./orderStore.js";
import { createTreasury } from "./treasury.js";

/**
 * Card purchases (behaviour §7 onramp): the API routes and the sandbox providers' checkout, over
 * one order store in Postgres and the treasury key from config (none: nothing is delivered).
 */
export async function onramp(
  app: FastifyInstance,
  options: {
    access: ProjectAccess;
    db: Db;
    services: BlockchainServices;
    treasuryKey: `0x${string}` | undefined;
    now?: () => number;
  },
): Promise<void> {
  const service = createOnrampService({
    services: options.services,
    store: createOrderStore(options.db),
    treasury:
      options.treasuryKey === undefined
        ? undefined
        : createTreasury(options.treasuryKey, options.services.clients),
    providers: SANDBOX_PROVIDERS,
  });
  await app.register(onrampRoutes, { access: options.access, onramp: service });
  await app.register(checkoutRoutes, {
    onramp: service,
    ...(options.now === undefined ? {} : { now: options.now }),
  });
}
