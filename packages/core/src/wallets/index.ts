export { IMAGE_PRELOAD_TIMEOUT_MS, type ImageLoader, preloadImage } from "./imagePreload.js";
export * from "./walletListRules.js";
export { createWalletRegistry, type WalletRegistry } from "./walletRegistry.js";
export {
  createWalletStore,
  hasMoreWalletPages,
  type WalletPrefetchInput,
  type WalletStore,
  type WalletStoreOptions,
  type WalletStoreState,
} from "./walletStore.js";
export { INITIAL_WALLET_STORE_STATE } from "./walletStoreState.js";
export type {
  ExcludedWallet,
  GetWalletsRequest,
  WalletListingEntry,
  WalletPage,
} from "./walletTypes.js";
