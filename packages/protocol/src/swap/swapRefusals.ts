/*
 * Apart from the chain list so that code on a first screen (core's message catalogue) can
 * import these two strings without carrying the list.
 */

/** The server's refusal of a network outside {@link SWAP_CHAIN_IDS} (behaviour §8, exact). */
export const SWAPS_NETWORK_UNSUPPORTED = "Network not supported for Swaps";
/** The server's refusal of a gas price for a network it does not serve (behaviour §8, exact). */
export const GAS_PRICE_NETWORK_UNSUPPORTED = "Network not supported for Gas Price";
