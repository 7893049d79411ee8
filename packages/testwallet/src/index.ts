// The Bitcoin side (keys, sats-connect wallet, approvals) is also its own entry, ./bitcoin.
export * from "./bitcoin/index.js";
export {
  BITCOIN_PROVIDER_ID,
  BITCOIN_PROVIDER_NAME,
  installBitcoinProvider,
} from "./bitcoin/installBitcoin.js";
export {
  type AnnounceOptions,
  type AnnounceTarget,
  announceTestWallet,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from "./eip6963.js";
export { ErrorCode, isProviderRpcError, ProviderRpcError } from "./errors.js";
export { TEST_WALLET_ICON } from "./icon.js";
export { parseInjectConfig, type TestWalletInjectConfig } from "./injectConfig.js";
export { type InstallTarget, installTestWallet } from "./install.js";
export { type MountedPanel, mountTestWalletPanel } from "./panel/panel.js";
export { describeSolanaTransaction } from "./solana/describeTransaction.js";
export type { SolanaChainConfig, SolanaTestWallet } from "./solana/solanaTypes.js";
export { createSolanaTestWallet, type SolanaTestWalletOptions } from "./solana/solanaWallet.js";
export type {
  ApprovalMode,
  ChainConfig,
  Eip1193Provider,
  KeyValueStorage,
  PendingRequest,
  ProviderEventName,
  ProviderEvents,
  RequestArguments,
  RequestKind,
  SolanaOptions,
  TestWallet,
  TestWalletOptions,
} from "./types.js";
export { createTestWallet } from "./wallet.js";
