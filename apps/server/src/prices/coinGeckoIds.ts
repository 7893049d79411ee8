import { BITCOIN_MAINNET } from "@foyer/protocol";

/** Solana mainnet-beta's CAIP-2 id (the genesis hash's first 32 characters). */
const SOLANA_MAINNET = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp";

/**
 * CoinGecko's ids of the mainnets' native coins (its `/coins/list` "id"), by CAIP-2 network.
 * Rollups that pay gas in ETH are priced as ETH. Testnets have no market: none is listed.
 */
export const NATIVE_COIN_IDS: Readonly<Record<string, string>> = {
  "eip155:1": "ethereum",
  "eip155:10": "ethereum",
  "eip155:8453": "ethereum",
  "eip155:42161": "ethereum",
  "eip155:324": "ethereum",
  "eip155:59144": "ethereum",
  "eip155:7777777": "ethereum",
  "eip155:137": "polygon-ecosystem-token",
  "eip155:56": "binancecoin",
  "eip155:43114": "avalanche-2",
  "eip155:100": "xdai",
  "eip155:42220": "celo",
  [BITCOIN_MAINNET]: "bitcoin",
  [SOLANA_MAINNET]: "solana",
};

/** CoinGecko's asset platform ids (`/asset_platforms`), for token prices by contract address. */
export const TOKEN_PLATFORM_IDS: Readonly<Record<string, string>> = {
  "eip155:1": "ethereum",
  "eip155:10": "optimistic-ethereum",
  "eip155:8453": "base",
  "eip155:42161": "arbitrum-one",
  "eip155:324": "zksync",
  "eip155:59144": "linea",
  "eip155:137": "polygon-pos",
  "eip155:56": "binance-smart-chain",
  "eip155:43114": "avalanche",
  "eip155:100": "xdai",
  "eip155:42220": "celo",
  [SOLANA_MAINNET]: "solana",
};
