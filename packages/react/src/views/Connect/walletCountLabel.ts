/**
 * The count on the "All wallets" row. Counts of 10 or more are rounded down
 * to the ten with a plus ("40+"): the registry's total moves as wallets are
 * added, and an exact "427" reads as precise when it isn't. Smaller counts
 * are exact; zero (not loaded yet) shows nothing.
 */
export function walletCountLabel(count: number, locale = "en"): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  // Digits and grouping as the locale writes them ("1.200+" in German).
  const number = new Intl.NumberFormat(locale);
  if (count < 10) return number.format(Math.floor(count));
  return `${number.format(Math.floor(count / 10) * 10)}+`;
}
