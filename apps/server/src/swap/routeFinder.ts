/**
 * Exact-input routing over Uniswap-V2-style pools, as pure functions: the same integer maths
 * as the router's `getAmountOut` (0.3 % fee, rounding down), so a quote is what the router
 * pays for the same reserves.
 */

/** One pool's two tokens and reserves (addresses compared lowercased). */
export interface Pool {
  tokenA: string;
  tokenB: string;
  reserveA: bigint;
  reserveB: bigint;
}

/** A route and what it pays: `amounts[i]` enters hop i, the last is the output. */
export interface SwapRoute {
  path: string[];
  amounts: bigint[];
  /** Price impact beyond the fee, in parts per million of the output at the pools' mid price. */
  impactPpm: bigint;
  /** The pools' fees over the whole route, in parts per million of the input. */
  feePpm: bigint;
}

export const FEE_NUMERATOR = 997n;
export const FEE_DENOMINATOR = 1000n;
const PPM = 1_000_000n;

/** The router's `getAmountOut`; 0 where a pool has no liquidity. */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const withFee = amountIn * FEE_NUMERATOR;
  return (withFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + withFee);
}

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** `[reserveIn, reserveOut]` of the pool between two tokens, if there is one with liquidity. */
export function reservesOf(
  pools: readonly Pool[],
  tokenIn: string,
  tokenOut: string,
): [bigint, bigint] | undefined {
  for (const pool of pools) {
    let reserves: [bigint, bigint] | undefined;
    if (same(pool.tokenA, tokenIn) && same(pool.tokenB, tokenOut)) {
      reserves = [pool.reserveA, pool.reserveB];
    } else if (same(pool.tokenB, tokenIn) && same(pool.tokenA, tokenOut)) {
      reserves = [pool.reserveB, pool.reserveA];
    }
    if (reserves !== undefined && reserves[0] > 0n && reserves[1] > 0n) return reserves;
  }
  return undefined;
}

/** What `amountIn` pays along `path`, with impact and fee; undefined if a hop has no pool. */
export function quotePath(
  pools: readonly Pool[],
  path: readonly string[],
  amountIn: bigint,
): SwapRoute | undefined {
  if (path.length < 2 || amountIn <= 0n) return undefined;
  const amounts = [amountIn];
  // Mid-price output as a fraction: amountIn × Π reserveOut / Π reserveIn.
  let midNumerator = amountIn;
  let midDenominator = 1n;
  for (let hop = 0; hop < path.length - 1; hop++) {
    const reserves = reservesOf(pools, path[hop] as string, path[hop + 1] as string);
    if (reserves === undefined) return undefined;
    const [reserveIn, reserveOut] = reserves;
    amounts.push(amountOut(amounts[hop] as bigint, reserveIn, reserveOut));
    midNumerator *= reserveOut;
    midDenominator *= reserveIn;
  }
  const hops = BigInt(path.length - 1);
  const output = amounts[amounts.length - 1] as bigint;
  // Output at mid price after the fees: mid × (997/1000)^hops.
  const feeKept = FEE_NUMERATOR ** hops;
  const feeBase = FEE_DENOMINATOR ** hops;
  const afterFeeNumerator = midNumerator * feeKept;
  const afterFeeDenominator = midDenominator * feeBase;
  const ratioPpm =
    afterFeeNumerator === 0n ? 0n : (output * afterFeeDenominator * PPM) / afterFeeNumerator;
  const impactPpm = ratioPpm >= PPM ? 0n : PPM - ratioPpm;
  const feePpm = PPM - (feeKept * PPM) / feeBase;
  return { path: [...path], amounts, impactPpm, feePpm };
}

/**
 * The route paying the most for `amountIn` of `from`: the direct pool, or two hops through one
 * of `intermediates`. Ties keep the shorter route (less gas). Undefined when no path has
 * liquidity.
 */
export function bestRoute(
  pools: readonly Pool[],
  from: string,
  to: string,
  amountIn: bigint,
  intermediates: readonly string[],
): SwapRoute | undefined {
  const candidates: string[][] = [[from, to]];
  for (const middle of intermediates) {
    if (!same(middle, from) && !same(middle, to)) candidates.push([from, middle, to]);
  }
  let best: SwapRoute | undefined;
  for (const path of candidates) {
    const route = quotePath(pools, path, amountIn);
    if (route === undefined) continue;
    const output = route.amounts[route.amounts.length - 1] as bigint;
    const bestOutput = best?.amounts[best.amounts.length - 1] ?? -1n;
    if (output > bestOutput) best = route;
  }
  return best;
}

/** The least the route may pay at `slippagePercent` below its quote (rounded down). */
export function minimumOutput(output: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100));
  return (output * (10_000n - basisPoints)) / 10_000n;
}

/** Parts per million as a percentage with two decimals, rounded half up: 2_994 → "0.30". */
export function percentOfPpm(ppm: bigint): string {
  const hundredths = (ppm + 50n) / 100n;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}`;
}
