import {
  NATIVE_TOKEN_ADDRESS,
  type SwapToken,
  type TokenBalanceItem,
  tokenBalanceUnits,
} from "@foyer/core/internal";

/** A swap token with what the account holds of it. */
export interface HeldSwapToken {
  token: SwapToken;
  /** In the smallest unit; undefined while balances are unknown. */
  units: bigint | undefined;
  /** Whole tokens as a decimal string, "0" when none is held. */
  numeric: string;
  /** USD per whole token, 0 when unknown. */
  price: number;
}

const key = (address: string) => address.toLowerCase();

/**
 * The swap tokens with the account's balances: balance items carry CAIP-10 ids for tokens
 * and none for the native coin, which the swap API spells `…:0xeeee…eeee`.
 */
export function withBalances(
  tokens: readonly SwapToken[],
  balances: readonly TokenBalanceItem[] | undefined,
): HeldSwapToken[] {
  const byAddress = new Map<string, TokenBalanceItem>();
  for (const item of balances ?? []) {
    const address = item.address ?? `${item.chainId}:${NATIVE_TOKEN_ADDRESS}`;
    byAddress.set(key(address), item);
  }
  return tokens.map((token) => {
    const item = byAddress.get(key(token.address));
    if (balances === undefined) return { token, units: undefined, numeric: "0", price: 0 };
    if (item === undefined) return { token, units: 0n, numeric: "0", price: 0 };
    return {
      token,
      units: tokenBalanceUnits(item),
      numeric: item.quantity.numeric,
      price: item.price,
    };
  });
}

/** The native coin of the list, for pricing the network fee. */
export function nativeOf(held: readonly HeldSwapToken[]): HeldSwapToken | undefined {
  return held.find((entry) => key(entry.token.address).endsWith(`:${NATIVE_TOKEN_ADDRESS}`));
}
