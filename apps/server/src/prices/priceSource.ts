import type { PriceKind } from "@foyer/protocol";

/**
 * What prices are: the devnet's own (its DEX pools and fixed numbers a local world is configured
 * with, nothing a market set) or a market's, read from a price service. The config route says
 * which; the client marks the former as such wherever it shows a fiat value.
 */
export type { PriceKind };

/**
 * The one place the server gets prices from, for every fiat value it answers (balances, token
 * prices, activity, buying). Networks by CAIP-2 id; a price it does not know is 0, so a value
 * shows as unknown rather than failing the whole answer.
 */
export interface PriceSource {
  readonly kind: PriceKind;
  /** USD price of one whole token (an EVM address or a Solana mint) on a network. */
  tokenPrice(chainId: string, token: string): Promise<number>;
  /** USD price of one whole native coin of a network. */
  nativePrice(chainId: string): Promise<number>;
  /** How many US dollars one unit of a fiat currency (`EUR`) buys; undefined when unknown. */
  usdPerFiat(currency: string): Promise<number | undefined>;
}
