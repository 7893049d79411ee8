import type { AccountType, CaipNetwork } from "../types/chain.js";

/** Bitcoin account roles (behaviour §3): payment at index 0, ordinal at index 1. */
export type BitcoinAccountType = "payment" | "ordinal";

/** Every account type a connection can report: eoa/smartAccount, or a Bitcoin role. */
export type ConnectionAccountType = AccountType | BitcoinAccountType;

/** One address a connection exposes (behaviour §3). */
export interface ConnectionAccount {
  address: string;
  type: ConnectionAccountType;
  publicKey?: string;
  /** Derivation path, reported by Bitcoin wallets. */
  path?: string;
}

/** A live link between a connector and its accounts on one network (behaviour §3). */
export interface Connection {
  connectorId: string;
  /** The first account is the active one. */
  accounts: readonly ConnectionAccount[];
  caipNetwork: CaipNetwork;
  /**
   * The wallet at the other end when the connector only relays to it (a
   * WalletConnect session's peer): what the account and the wallets list name.
   */
  wallet?: { name: string };
}
