/**
 * The networks swaps are offered on (behaviour §9): ethereum, arbitrum, optimism, zksync, base,
 * bsc, polygon, gnosis, avalanche, fantom, klaytn and aurora, plus the local devnet whose DEX
 * Foyer's world trades on. The client shows its Swap action only on these; the server refuses
 * every other network with 'Network not supported for Swaps'. Valibot-free, so a view can
 * import it without the schemas.
 */
export const SWAP_CHAIN_IDS = [
  "eip155:1", // ethereum
  "eip155:42161", // arbitrum
  "eip155:10", // optimism
  "eip155:324", // zksync
  "eip155:8453", // base
  "eip155:56", // bsc
  "eip155:137", // polygon
  "eip155:100", // gnosis
  "eip155:43114", // avalanche
  "eip155:250", // fantom
  "eip155:8217", // klaytn
  "eip155:1313161554", // aurora
  "eip155:31337", // the Foyer devnet
] as const;

export function isSwapChain(caipNetworkId: string | undefined): boolean {
  return (SWAP_CHAIN_IDS as readonly (string | undefined)[]).includes(caipNetworkId);
}

/** Behaviour §9: swap slippage tolerance 1 (percent). */
export const SWAP_SLIPPAGE_TOLERANCE = 1;

/** The pseudo-address swap and price calls use for a network's native coin in CAIP-10 ids. */
export const NATIVE_TOKEN_ADDRESS = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";
