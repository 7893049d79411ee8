import { FoyerError } from "./FoyerError.js";

/** The codes of {@link ConnectionError}. */
export const CONNECTION_ERROR_CODES = [
  /** A connect or reconnect that ended without an account ('Failed to connect'). */
  "NO_ACCOUNTS",
  /** No configured network of the connector's namespace ('Unsupported chain namespace'). */
  "NO_NETWORK_FOR_NAMESPACE",
  /** Some chains could not be disconnected (`details.reasons`). */
  "DISCONNECT_FAILED",
  "INVALID_CONNECTION_STATUS",
  /** No adapter offers the connector ('Adapter not found'). */
  "ADAPTER_NOT_FOUND",
  /** A call named a namespace no adapter serves ('Chain adapter not found'). */
  "CHAIN_ADAPTER_NOT_FOUND",
  /** A namespace's adapter code could not be loaded ('No ConnectionController client found'). */
  "NO_CONNECTION_CLIENT",
  /** A pairing connect with no WalletConnect connector ('WalletConnectorConnector not found'). */
  "WALLET_CONNECT_CONNECTOR_NOT_FOUND",
  /**
   * The instance has no clients to act through: it was destroyed
   * ('ConnectionController client not set', 'NetworkController client not set').
   */
  "CLIENT_NOT_SET",
  /** behaviour §8 'Modal closed': the modal closed while a pairing waited. */
  "MODAL_CLOSED",
  /** A fresh pairing URI replaced this attempt; nothing to show. */
  "PAIRING_REPLACED",
  /** The user went back from the pairing view; its URI stays resumable. */
  "PAIRING_LEFT",
  /** No connected account to act for ('No ActiveCaipAddress found'). */
  "NO_ACTIVE_ADDRESS",
  /** No active network to act on. */
  "NO_ACTIVE_NETWORK",
  /** Switching to a network that is not configured ('Chain is not supported'). */
  "CHAIN_NOT_SUPPORTED",
  /** A second wallet in a namespace while multi-wallet is off (the info alert is raised). */
  "MULTI_WALLET_NOT_ENABLED",
  /** behaviour §5/§8: the wallet is on none of the app's networks of its namespace (a Bitcoin wallet). */
  "NO_REQUESTED_CHAIN",
] as const;

export type ConnectionErrorCode = (typeof CONNECTION_ERROR_CODES)[number];

/**
 * The connection flows could not do what was asked (behaviour §8 Connect): no
 * account came back, no adapter or network serves the namespace, nothing is
 * connected to act for, a pairing was abandoned.
 */
export class ConnectionError extends FoyerError<ConnectionErrorCode> {
  static override readonly docsPath: string = "docs/errors.md#connectionerror";
  override readonly name = "ConnectionError";
}
