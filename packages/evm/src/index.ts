export { networkForChainId, toViemChain } from "./chains.js";
export type { ConnectorInfo } from "./connectors.js";
export {
  createEvmAdapter,
  type EvmAdapter,
  type EvmAdapterOptions,
} from "./createEvmAdapter.js";
export type { DiscoveryWindow } from "./discovery.js";
export {
  EMBEDDED_CONNECTOR_ID,
  EMBEDDED_CONNECTOR_NAME,
  embeddedConnector,
} from "./embedded/embeddedConnector.js";
export { INJECTED_CONNECTOR_ID, INJECTED_CONNECTOR_NAME } from "./injectedConnectors.js";
export { addChainParameter } from "./switchChain.js";
export { type WalletConnectProperties, walletConnect } from "./walletConnect/walletConnect.js";
export {
  DEFAULT_RELAY_URL,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectMetadata,
  type WalletConnectOptions,
} from "./walletConnect/walletConnectOptions.js";
