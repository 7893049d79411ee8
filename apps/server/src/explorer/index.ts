export {
  createDbWalletSource,
  type DbWalletSourceOptions,
  DEFAULT_WALLET_CACHE_TTL_MS,
} from "./dbSource.js";
export { type ExplorerRouteOptions, explorerRoutes } from "./explorerRoutes.js";
export { catalogMonogram, type ImageKind } from "./imageCatalog.js";
export { initialsOf, type Monogram, monogramSvg, NEUTRAL_COLOR } from "./monogram.js";
export { queryWallets, toListing } from "./query.js";
export { createSeedWalletSource } from "./seedSource.js";
export { SEED_WALLETS } from "./seedWallets.js";
export type { WalletEntry, WalletListing, WalletPage, WalletSource } from "./types.js";
