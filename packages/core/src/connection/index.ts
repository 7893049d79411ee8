export {
  type AccountState,
  type AccountStatus,
  type AccountTokenBalance,
  type ConnectedWalletInfo,
  disconnectedAccount,
  initialAccountState,
  resetAccount,
} from "./account/accountState.js";
export { type Accounts, type AccountsState, createAccounts } from "./account/accountsStore.js";
export {
  type AccountTypeSwitchState,
  BITCOIN_ACCOUNT_INDEX,
  bitcoinAccountTypeAt,
  canSwitchAccountType,
  DEFAULT_ACCOUNT_TYPES,
  defaultAccountType,
} from "./account/accountTypeRules.js";
export { accountFromConnection, assertHasAccounts } from "./account/syncAccountRules.js";
export { BALANCE_FOLLOW_MS } from "./balances/balanceFollow.js";
export type { BalanceFollowOptions } from "./balances/balanceWatch.js";
export {
  type ConnectionStatusEvent,
  nextConnectionStatus,
} from "./connect/connectionStatusRules.js";
export {
  addWalletAlert,
  connectorsForAdding,
  offeredWhenAdding,
} from "./connect/multiWalletRules.js";
export {
  addRecentWallet,
  MAX_RECENT_WALLETS,
  type RecentWallet,
} from "./connect/recentWalletsRules.js";
export {
  activeConnection,
  type ConnectionState,
  initialConnectionState,
  rememberConnection,
} from "./connectionState.js";
export {
  applyLifecycleEvent,
  type LifecycleEvent,
  type LifecycleOptions,
  type LifecycleResult,
  type NamespaceConnections,
} from "./lifecycleRules.js";
export { isPairingExpired, PAIRING_EXPIRED_THRESHOLD_MS } from "./pairing/pairingExpiry.js";
export {
  isPairingReplaced,
  PAIRING_ABORT_CODES,
  PAIRING_EXPIRY_MS,
  PAIRING_RETRY_GAP_MS,
  type PairingAbortReason,
  pairingAbortedError,
  pairingAbortReason,
  pairingCleared,
  pairingFailed,
  pairingKept,
  pairingReceived,
  pairingRequested,
  resumablePairingUri,
} from "./pairing/pairingRules.js";
export {
  type ReconnectCandidate,
  type ReconnectOutcome,
  reconnectFirst,
  reconnectOrder,
} from "./reconnect/reconnectRules.js";
export {
  type ConnectionIdentity,
  type ConnectionSwitchChanges,
  type ConnectorStatus,
  connectionSwitchChanges,
  connectionSwitchPlan,
} from "./switching/switchConnectionRules.js";
