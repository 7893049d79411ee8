import {
  type CaipNetwork,
  SOLANA_DEVNET_ID,
  SOLANA_MAINNET_ID,
  SOLANA_TESTNET_ID,
} from "@foyer/core";

/** Wallet Standard's Solana chain names (`@solana/wallet-standard-chains`). */
export type SolanaWalletChain =
  | "solana:mainnet"
  | "solana:devnet"
  | "solana:testnet"
  | "solana:localnet";

const BY_CAIP: Readonly<Record<string, SolanaWalletChain>> = {
  [SOLANA_MAINNET_ID]: "solana:mainnet",
  [SOLANA_DEVNET_ID]: "solana:devnet",
  [SOLANA_TESTNET_ID]: "solana:testnet",
};

/**
 * The Wallet Standard chain a network is to a wallet. Wallets name clusters, not genesis
 * hashes: any network other than the three public clusters is the wallet's "localnet".
 */
export function walletChainOf(network: Pick<CaipNetwork, "caipNetworkId">): SolanaWalletChain {
  return BY_CAIP[network.caipNetworkId] ?? "solana:localnet";
}
