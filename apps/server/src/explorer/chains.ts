/** CAIP-2 ids the seed list uses; named so the wallet rows stay readable. */
export const ETHEREUM = "eip155:1";
export const OPTIMISM = "eip155:10";
export const BNB = "eip155:56";
export const POLYGON = "eip155:137";
export const ZKSYNC = "eip155:324";
export const BASE = "eip155:8453";
export const ARBITRUM = "eip155:42161";
export const AVALANCHE = "eip155:43114";
export const SOLANA = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp";
export const BITCOIN = "bip122:000000000019d6689c085ae165831e93";

/** Ethereum and the large L2s most EVM wallets support out of the box. */
export const EVM_MAJOR: readonly string[] = [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM];
/** EVM_MAJOR plus BNB Chain and Avalanche C-Chain. */
export const EVM_WIDE: readonly string[] = [...EVM_MAJOR, BNB, AVALANCHE];
