export { evmChainNumber, toHexChainId } from "./chainIds.js";
export {
  createEmbeddedWallet,
  type EmbeddedWalletClient,
  type EmbeddedWalletOptions,
  SESSION_TOKEN_KEY,
} from "./createEmbeddedWallet.js";
export { createEmbeddedProvider, type EmbeddedProviderHandle } from "./embeddedProvider.js";
export { PROVIDER_CODES, ProviderRpcError, toProviderError } from "./providerError.js";
