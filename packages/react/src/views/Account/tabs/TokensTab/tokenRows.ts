import type { TokenBalanceItem } from "@foyer/core/internal";

/** Tokens worth most first, so the balance that matters is on top; ties keep the server's order. */
export function sortByValue(balances: readonly TokenBalanceItem[]): TokenBalanceItem[] {
  return [...balances].sort((a, b) => (b.value || 0) - (a.value || 0));
}

/** The fiat total of the listed tokens; unpriced tokens count as zero. */
export function totalValue(balances: readonly TokenBalanceItem[]): number {
  return balances.reduce((sum, token) => sum + (Number.isFinite(token.value) ? token.value : 0), 0);
}

/** A stable key: a token is its chain plus contract, the native token has no contract. */
export function tokenKey(token: Pick<TokenBalanceItem, "chainId" | "address">): string {
  return `${token.chainId}:${token.address ?? "native"}`;
}
