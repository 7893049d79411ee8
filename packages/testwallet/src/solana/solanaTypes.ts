import type { Wallet } from "@wallet-standard/base";

/** A Solana cluster the wallet signs for (Wallet Standard name) and the node it sends to. */
export interface SolanaChainConfig {
  chain: `solana:${string}`;
  rpcUrl: string;
}

/** The Wallet Standard wallet plus what the panel and tests read. */
export interface SolanaTestWallet extends Wallet {
  readonly address: string;
  isAuthorized(): boolean;
  /** Forgets the site, like "disconnect" in an extension: its accounts go away. */
  disconnectSite(): void;
}
