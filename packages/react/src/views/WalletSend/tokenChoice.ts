import type { TokenBalanceItem } from "@foyer/core/internal";

/**
 * The token the send form starts with: the network's native token (the
 * balance route lists it without a contract address), else the first listed;
 * none when the account holds nothing.
 */
export function preselectedToken(
  tokens: readonly TokenBalanceItem[],
): TokenBalanceItem | undefined {
  return tokens.find((token) => token.address === undefined) ?? tokens[0];
}
