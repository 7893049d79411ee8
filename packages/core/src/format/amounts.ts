import {
  type DecimalInput,
  isZeroDecimal,
  parseDecimal,
  renderDecimal,
  toFixedDecimal,
} from "./decimal.js";

/** SPEC §9: token balances and transaction amounts show 3 decimals. */
export const TOKEN_AMOUNT_DECIMALS = 3;
/** SPEC §9: fiat shows 2 decimals. */
export const FIAT_DECIMALS = 2;

/**
 * A token balance or transaction amount for display (SPEC §9: 3 decimals),
 * with thousands separators. Truncates rather than rounds, so a balance is
 * never shown as more than the wallet holds (0.9999 ETH shows 0.999, not
 * 1.000). A positive amount too small to show becomes "<0.001" instead of a
 * misleading "0.000".
 *
 * @example formatTokenAmount("1234.56789") // "1,234.567"
 */
export function formatTokenAmount(value: DecimalInput): string {
  const decimal = parseDecimal(value);
  const shown = toFixedDecimal(decimal, TOKEN_AMOUNT_DECIMALS, "truncate");
  if (isZeroDecimal(shown) && !isZeroDecimal(decimal) && !decimal.negative) {
    return `<0.${"0".repeat(TOKEN_AMOUNT_DECIMALS - 1)}1`;
  }
  return renderDecimal(shown);
}

/**
 * A fiat value for display (SPEC §9: 2 decimals), with thousands separators
 * and no currency sign (the view adds it). Rounds half away from zero, the
 * usual rule for money, so a price or fee is not understated by a cent.
 *
 * @example formatFiat(1234.565) // "1,234.57"
 */
export function formatFiat(value: DecimalInput): string {
  return renderDecimal(toFixedDecimal(parseDecimal(value), FIAT_DECIMALS, "halfUp"));
}
