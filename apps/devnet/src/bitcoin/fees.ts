import { MIN_RELAY_FEE_RATE } from "./constants.js";

/** The confirmation targets (blocks) Esplora's `/fee-estimates` answers for. */
export const FEE_TARGETS = [
  ...Array.from({ length: 25 }, (_, i) => i + 1),
  144,
  504,
  1008,
] as const;

/** The rate assumed when recent blocks carried no transaction to learn from. */
const QUIET_CHAIN_RATE = 2;

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Fee estimates in sat/vB per confirmation target, from the fee rates paid in recent blocks:
 * their median is what "soon" costs; a sooner target pays more (×3 for the next block,
 * ×2 within two), a distant one approaches the median, never below the minimum relay fee.
 */
export function feeEstimates(recentRates: readonly number[]): Record<string, number> {
  const base = Math.max(MIN_RELAY_FEE_RATE, median(recentRates) ?? QUIET_CHAIN_RATE);
  const estimates: Record<string, number> = {};
  for (const target of FEE_TARGETS) {
    const rate = Math.max(MIN_RELAY_FEE_RATE, base * (1 + 2 / target));
    estimates[String(target)] = Math.round(rate * 1000) / 1000;
  }
  return estimates;
}

/** mempool.space's `/v1/fees/recommended`: whole sat/vB rates, highest priority first. */
export interface RecommendedFees {
  fastestFee: number;
  halfHourFee: number;
  hourFee: number;
  economyFee: number;
  minimumFee: number;
}

/**
 * mempool.space's recommendation rules over this chain's estimates: the next block (target 1),
 * three blocks (half an hour), six (an hour), rounded up; economy is at most twice the minimum
 * and never above the hour; each rate at least the one below it.
 */
export function recommendedFees(estimates: Record<string, number>): RecommendedFees {
  const minimumFee = MIN_RELAY_FEE_RATE;
  const at = (target: number) => Math.max(minimumFee, Math.ceil(estimates[String(target)] ?? 0));
  const economyFee = Math.max(minimumFee, Math.min(2 * minimumFee, at(6)));
  const hourFee = Math.max(at(6), economyFee);
  const halfHourFee = Math.max(at(3), hourFee);
  const fastestFee = Math.max(at(1), halfHourFee);
  return { fastestFee, halfHourFee, hourFee, economyFee, minimumFee };
}
