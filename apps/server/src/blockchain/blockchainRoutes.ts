import type { FastifyInstance } from "fastify";
import { previewRoute } from "../preview/previewRoute.js";
import { swapRoutes } from "../swap/swapRoutes.js";
import { balanceRoute } from "./balanceRoute.js";
import { type BlockchainRouteOptions, historyRoute } from "./historyRoute.js";
import { marketRoutes } from "./marketRoutes.js";
import { nftsRoute } from "./nftsRoute.js";

/** The blockchain API of behaviour §7 that this server serves itself, swaps and transaction previews included. */
export async function blockchainRoutes(
  app: FastifyInstance,
  options: BlockchainRouteOptions,
): Promise<void> {
  await app.register(marketRoutes, options);
  await app.register(balanceRoute, options);
  await app.register(historyRoute, options);
  await app.register(nftsRoute, options);
  await app.register(swapRoutes, options);
  await app.register(previewRoute, options);
}
