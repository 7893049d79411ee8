import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.js";
import { previewRoute } from "../preview/previewRoute.js";
import type { ProjectAccess } from "../project/guard.js";
import { swapRoutes } from "../swap/swapRoutes.js";
import { balanceRoute } from "./balanceRoute.js";
import type { HistoryCache } from "./historyCache.js";
import { type HistoryPage, historyRoute } from "./historyRoute.js";
import { marketRoutes } from "./marketRoutes.js";
import { nftsRoute } from "./nftsRoute.js";
import type { BlockchainServices } from "./services.js";

/** The blockchain API of behaviour §7 that this server serves itself, swaps and transaction previews included. */
export async function blockchainRoutes(
  app: FastifyInstance,
  options: {
    access: ProjectAccess;
    services: BlockchainServices;
    db: Db;
    historyCache?: HistoryCache<HistoryPage>;
  },
): Promise<void> {
  await app.register(marketRoutes, options);
  await app.register(balanceRoute, options);
  await app.register(historyRoute, options);
  await app.register(nftsRoute, options);
  await app.register(swapRoutes, options);
  await app.register(previewRoute, options);
}
