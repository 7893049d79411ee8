// The provider server's Esplora proxy URL of a Bitcoin network (a base for `bitcoinNetworks`).
export {
  BITCOIN_MAINNET,
  BITCOIN_REGTEST,
  BITCOIN_TESTNET,
  esploraProxyUrl,
} from "@foyer/protocol";
export {
  type BitcoinNetworkInput,
  bitcoinNetwork,
  bitcoinNetworks,
} from "./bitcoinNetworks.js";
export { type EvmChainLike, type EvmNetworkOptions, evmChainToCaipNetwork } from "./evmChain.js";
export * from "./networkState.js";
export { createNetworks, type Networks } from "./networksStore.js";
export * from "./solanaNetworks.js";
export {
  requireListedNetwork,
  type UnsupportedChainOptions,
  type WalletNetworkOutcome,
  walletNetworkOutcome,
} from "./switchRules.js";
