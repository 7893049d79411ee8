import { formatTokenAmount, formatUnits } from "@foyer/core/internal";

/**
 * The fee in the native token, for display: gas units times the gas price
 * (wei per unit, as the gas-price route gives it), 3 decimals.
 *
 * @example networkFee(21_000n, "1000000000", 18, "ETH") // "<0.001 ETH"
 */
export function networkFee(
  gasUnits: bigint,
  gasPriceWei: string,
  decimals: number,
  symbol: string,
  locale?: string,
): string {
  const fee = gasUnits * BigInt(gasPriceWei);
  return `${formatTokenAmount(formatUnits(fee, decimals), locale)} ${symbol}`;
}
