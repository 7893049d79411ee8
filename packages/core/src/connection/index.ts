export {
  type AccountState,
  type AccountStatus,
  type AccountTokenBalance,
  type ConnectedWalletInfo,
  disconnectedAccount,
  initialAccountState,
  resetAccount,
} from "./accountState.js";
export { type Accounts, type AccountsState, createAccounts } from "./accountsStore.js";
export {
  type AccountTypeSwitchState,
  BITCOIN_ACCOUNT_INDEX,
  bitcoinAccountTypeAt,
  canSwitchAccountType,
  DEFAULT_ACCOUNT_TYPES,
  defaultAccountType,
} from "./accountTypes.js";
export { BALANCE_FOLLOW_MS } from "./balanceFollow.js";
export type { BalanceFollowOptions } from "./balanceWatch.js";
export {
  activeConnection,
  type ConnectionState,
  initialConnectionState,
  rememberConnection,
} from "./connectionState.js";
export { type ConnectionStatusEvent, nextConnectionStatus } from "./connectionStatus.js";
export {
  applyLifecycleEvent,
  type LifecycleEvent,
  type LifecycleOptions,
  type LifecycleResult,
  type NamespaceConnections,
} from "./lifecycle.js";
export { addWalletAlert, connectorsForAdding, offeredWhenAdding } from "./multiWallet.js";
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
} from "./pairing.js";
export { isPairingExpired, PAIRING_EXPIRED_THRESHOLD_MS } from "./pairingExpiry.js";
export { addRecentWallet, MAX_RECENT_WALLETS, type RecentWallet } from "./recentWallets.js";
export {
  type ReconnectCandidate,
  type ReconnectOutcome,
  reconnectFirst,
  reconnectOrder,
} from "./reconnect.js";
export {
  type ConnectionIdentity,
  type ConnectionSwitchChanges,
  type ConnectorStatus,
  connectionSwitchChanges,
  connectionSwitchPlan,
} from "./switchConnection.js";
export { accountFromConnection, assertHasAccounts } from "./syncAccount.js";
