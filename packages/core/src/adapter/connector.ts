import type { ChainNamespace } from "../types/chain.js";

/** How a wallet reaches the page (behaviour §3). */
export type ConnectorType =
  | "INJECTED"
  | "ANNOUNCED"
  | "EXTERNAL"
  | "MULTI_CHAIN"
  | "WALLET_CONNECT"
  | "AUTH";

/** A way to connect a wallet, as an adapter discovers it (behaviour §3). */
export interface Connector {
  /** Stable id, unique within the adapter's namespace (e.g. an EIP-6963 rdns or "walletConnect"). */
  id: string;
  name: string;
  chain: ChainNamespace;
  type: ConnectorType;
  /** Image id in the wallet registry, resolved through its image route. */
  imageId?: string;
  /** A ready image URL, preferred over `imageId` when both exist (e.g. an EIP-6963 data URI). */
  imageUrl?: string;
  /** The wallet registry entry id this connector belongs to, when known. */
  explorerId?: string;
  info?: { rdns?: string };
}
