import type { TokenBalanceItem } from "./blockchainTypes.js";

/** Behaviour §5: tokens whose decimals are '0' are dropped from balances. */
export function filterTokenBalances(items: readonly TokenBalanceItem[]): TokenBalanceItem[] {
  return items.filter((item) => item.quantity?.decimals !== "0");
}
