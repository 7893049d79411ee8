import { formatFiat } from "../format/amounts.js";
import { parseDecimal, renderDecimal } from "../format/decimal.js";
import { formatUnits } from "../format/formatUnits.js";

/** Places kept when dividing amounts for a rate (far below any display). */
const RATE_PLACES = 18;

/**
 * How many `to` one whole `from` buys at this quote, as a decimal string, exactly from the
 * two smallest-unit amounts (no floating point).
 *
 * @example swapRate("1000000000000000000", 18, "2990000000", 6) // "2990"
 */
export function swapRate(
  fromAmount: string,
  fromDecimals: number,
  toAmount: string,
  toDecimals: number,
): string {
  const from = BigInt(fromAmount);
  if (from === 0n) return "0";
  const scaled =
    (BigInt(toAmount) * 10n ** BigInt(fromDecimals + RATE_PLACES)) /
    (from * 10n ** BigInt(toDecimals));
  return formatUnits(scaled, RATE_PLACES);
}

/**
 * A rate for display: two decimals from 1 up, six significant digits below (a rate like
 * 0.000334 must not show as 0.00), "0" for nothing; written as `locale` writes numbers.
 */
export function formatRate(rate: string, locale?: string): string {
  const value = Number(rate);
  if (!Number.isFinite(value) || value === 0) return renderDecimal(parseDecimal(0), locale);
  if (value >= 1) return formatFiat(rate, locale);
  return renderDecimal(parseDecimal(Number(value.toPrecision(6))), locale);
}

/**
 * A network fee in wei as a fiat amount for display ("0.42", or "<0.01" for a positive fee
 * too small to show), at `nativePrice` per whole native coin; undefined without a price;
 * written as `locale` writes numbers.
 */
export function networkFeeFiat(
  feeWei: string,
  nativeDecimals: number,
  nativePrice: number,
  locale?: string,
): string | undefined {
  if (!(nativePrice > 0)) return undefined;
  const fee = Number(formatUnits(BigInt(feeWei), nativeDecimals)) * nativePrice;
  if (fee > 0 && fee < 0.005) return `<${formatFiat(0.01, locale)}`;
  return formatFiat(fee, locale);
}

/** The least a quote's output may be at `slippagePercent` below it (the server's rule). */
export function minimumReceived(toAmount: string, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100));
  return (BigInt(toAmount) * (10_000n - basisPoints)) / 10_000n;
}
