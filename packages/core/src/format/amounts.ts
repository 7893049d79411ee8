import { type DecimalInput, parseDecimal, renderDecimal } from "./decimal.js";

/** Behaviour §9: token balances and transaction amounts show 3 decimals. */
export const TOKEN_AMOUNT_DECIMALS = 3;
/** behaviour §9: fiat shows 2 decimals. */
export const FIAT_DECIMALS = 2;

/**
 * A token balance or transaction amount for display (behaviour §9: 3 decimals),
 * with thousands separators. Truncates rather than rounds, so a balance is
 * never shown as more than the wallet holds (0.9999 ETH shows 0.999, not
 * 1.000). A positive amount too small to show becomes "<0.001" instead of a
 * misleading "0.000". `locale` writes the number as that language does
 * (French "1 234,567").
 *
 * @example formatTokenAmount("1234.56789") // "1,234.567"
 */
export function formatTokenAmount(value: DecimalInput, locale?: string): string {
  const decimal = parseDecimal(value);
  const { integer, fraction } = decimal;
  const hidden = integer === "0" && !/[1-9]/.test(fraction.slice(0, TOKEN_AMOUNT_DECIMALS));
  if (hidden && !decimal.negative && /[1-9]/.test(fraction)) {
    const least = `0.${"1".padStart(TOKEN_AMOUNT_DECIMALS, "0")}`;
    return `<${renderDecimal(parseDecimal(least), locale)}`;
  }
  return renderDecimal(decimal, locale, TOKEN_AMOUNT_DECIMALS, "trunc");
}

/**
 * A fiat value for display (behaviour §9: 2 decimals), with thousands separators
 * and no currency sign (the view adds it). Rounds half away from zero, the
 * usual rule for money, so a price or fee is not understated by a cent.
 * `locale` writes the number as that language does (French "1 234,57").
 *
 * @example formatFiat(1234.565) // "1,234.57"
 */
export function formatFiat(value: DecimalInput, locale?: string): string {
  return renderDecimal(parseDecimal(value), locale, FIAT_DECIMALS);
}
