/**
 * Fiat amounts in cents as bigints: quotes add, take percentages and compare limits without
 * floating point, so a total is exactly its parts.
 */

/** "49.9" → 4990n; undefined for anything but digits with up to two decimals. */
export function toCents(amount: string): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (match === null) return undefined;
  return BigInt(match[1] ?? "0") * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

/** 4990n → "49.90". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}

/** `cents` × `basisPoints` / 10 000, rounded half up: a fee is never understated. */
export function percentOfCents(cents: bigint, basisPoints: bigint): bigint {
  return (cents * basisPoints + 5_000n) / 10_000n;
}

/** Basis points as a percentage with two decimals: 150 → "1.50". */
export function percentOfBasisPoints(basisPoints: number): string {
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, "0")}`;
}
