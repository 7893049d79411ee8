import type { Connection } from "../adapter/connection.js";
import type { ChainNamespace } from "../types/chain.js";
import type { AccountStatus } from "./account/accountState.js";
import type { RecentWallet } from "./connect/recentWalletsRules.js";
import type { NamespaceConnections } from "./lifecycleRules.js";

/** Connection state (behaviour §3). */
export interface ConnectionState {
  /** Overall connection status, the one persisted between visits (behaviour §3, §4). */
  status: AccountStatus;
  /** Live connections per namespace and the active one of each. */
  connections: Partial<Record<ChainNamespace, NamespaceConnections>>;
  /** Connections that ended, newest first, offered again in the multi-wallet view. */
  recentConnections: Partial<Record<ChainNamespace, readonly Connection[]>>;
  /** The pairing URI shown as a QR code while pairing by the wallet-connect protocol. */
  wcUri?: string;
  /** When the pairing URI expires, in clock milliseconds. */
  wcPairingExpiry?: number;
  /** The deep link being followed to a mobile wallet. */
  wcLinking?: { name: string; href: string };
  /**
   * The namespace a wallet is being added to (ProfileWallets' Add wallet),
   * until the modal closes: the connect flow offers and picks that namespace's side.
   */
  addingWalletTo?: ChainNamespace;
  /** The wallet being connected right now. */
  recentWallet?: RecentWallet;
  /** Recently used wallets, newest first, at most two. */
  recentWallets: readonly RecentWallet[];
  /** A pairing URI is being fetched. */
  buffering: boolean;
  /** The last pairing attempt failed; the view offers a retry. */
  wcError: boolean;
}

/** Connection state before any wallet: disconnected, nothing pairing. */
export function initialConnectionState(): ConnectionState {
  return {
    status: "disconnected",
    connections: {},
    recentConnections: {},
    recentWallets: [],
    buffering: false,
    wcError: false,
  };
}

/** Remembers an ended connection, newest first, one entry per connector. */
export function rememberConnection(
  recent: readonly Connection[],
  connection: Connection,
): Connection[] {
  return [connection, ...recent.filter((c) => c.connectorId !== connection.connectorId)];
}

/** The active connection of a namespace, if any. */
export function activeConnection(
  state: ConnectionState,
  namespace: ChainNamespace,
): Connection | undefined {
  const entry = state.connections[namespace];
  return entry?.connections.find((c) => c.connectorId === entry.activeConnectorId);
}
