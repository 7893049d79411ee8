import type { KeyValueStorage } from "@foyer/core";

/** The wagmi / core id of the WalletConnect connector. */
export const WALLET_CONNECT_CONNECTOR_ID = "walletConnect";

/** The public WalletConnect relay, used when no `relayUrl` is given. */
export const DEFAULT_RELAY_URL = "wss://relay.walletconnect.org";

/** The app as the wallet shows it in the session proposal. */
export interface WalletConnectMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** Options of {@link walletConnect}. */
export interface WalletConnectOptions {
  /** The WalletConnect Cloud project id (any string for a local relay). */
  projectId: string;
  /** Relay WebSocket URL. Default: the public relay; e.g. `ws://127.0.0.1:8555` locally. */
  relayUrl?: string;
  metadata: WalletConnectMetadata;
  /** Called with every pairing URI, for a QR code or a deep link outside the modal. */
  showUri?: (uri: string) => void;
  /** Where the session is kept so it survives a reload. Default: `localStorage` in browsers, else memory. */
  storage?: KeyValueStorage;
  /**
   * Namespaces the SDK's storage keys (and its per-prefix shared core). Two
   * clients in one page or process need different prefixes. Default "foyer".
   */
  storagePrefix?: string;
  /** The SDK's log level. Default "silent". */
  logLevel?: "silent" | "error" | "warn" | "info" | "debug" | "trace";
}
