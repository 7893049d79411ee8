import { NATIVE_TOKEN_ADDRESS } from "@foyer/protocol";
import type { FungiblePrice, TokenBalanceItem } from "./blockchainTypes.js";

/**
 * The CAIP-10 id a balance's price is asked under (`POST /v1/fungible/price`): the token's own
 * id, or for an EVM native coin the 0xeee… placeholder; undefined for a native coin the price
 * route has no id for (Solana's, Bitcoin's).
 */
export function priceIdOf(item: Pick<TokenBalanceItem, "chainId" | "address">): string | undefined {
  if (item.address !== undefined) return item.address;
  return item.chainId.startsWith("eip155:") ? `${item.chainId}:${NATIVE_TOKEN_ADDRESS}` : undefined;
}

/**
 * The balances with the prices the price route answered: each priced balance's unit price
 * replaced and its value recomputed (quantity × price); a balance the route left out keeps
 * what the balance route said. Matched by CAIP-10 id (case-insensitive, as EVM addresses are).
 */
export function withPrices(
  balances: readonly TokenBalanceItem[],
  prices: readonly FungiblePrice[],
): TokenBalanceItem[] {
  const byId = new Map<string, number>();
  for (const entry of prices) {
    if (entry.address !== undefined && Number.isFinite(entry.price) && entry.price >= 0) {
      byId.set(entry.address.toLowerCase(), entry.price);
    }
  }
  return balances.map((item) => {
    const id = priceIdOf(item);
    const price = id === undefined ? undefined : byId.get(id.toLowerCase());
    if (price === undefined) return item;
    const quantity = Number(item.quantity.numeric);
    return { ...item, price, value: Number.isFinite(quantity) ? quantity * price : item.value };
  });
}
