/** How soon the user wants the transaction mined. */
export type FeeSpeed = "slow" | "normal" | "fast";

/** A fee rate to offer, in whole sat/vB (what PSBT fee estimation takes). */
export interface FeeRateOption {
  speed: FeeSpeed;
  satPerVbyte: number;
}

/** The confirmation target (blocks) each speed asks Esplora's estimates for. */
const TARGETS: Readonly<Record<FeeSpeed, number>> = { fast: 1, normal: 6, slow: 144 };

/** Nodes relay nothing below 1 sat/vB. */
const MIN_RATE = 1;

/**
 * Slow, normal and fast rates from Esplora's `/fee-estimates` (target → sat/vB): each speed
 * takes the estimate for the nearest target at or above its own (a wider target is never
 * dearer), else the nearest below; rounded up to whole sat/vB, at least 1, and never slower
 * speed dearer than a faster one. No estimates at all → 1 sat/vB for every speed.
 */
export function feeRateOptions(estimates: Readonly<Record<string, number>>): FeeRateOption[] {
  const known = Object.entries(estimates)
    .map(([target, rate]) => [Number(target), rate] as const)
    .filter(([target, rate]) => Number.isInteger(target) && target > 0 && Number.isFinite(rate))
    .sort(([a], [b]) => a - b);
  const rateFor = (target: number): number => {
    const atOrAbove = known.find(([t]) => t >= target);
    const below = known.filter(([t]) => t < target).at(-1);
    const rate = (atOrAbove ?? below)?.[1] ?? MIN_RATE;
    return Math.max(MIN_RATE, Math.ceil(rate));
  };
  const fast = rateFor(TARGETS.fast);
  const normal = Math.min(fast, rateFor(TARGETS.normal));
  const slow = Math.min(normal, rateFor(TARGETS.slow));
  return [
    { speed: "slow", satPerVbyte: slow },
    { speed: "normal", satPerVbyte: normal },
    { speed: "fast", satPerVbyte: fast },
  ];
}
