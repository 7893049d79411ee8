import { describe, expect, it } from "vitest";
import {
  amountOut,
  bestRoute,
  minimumOutput,
  type Pool,
  percentOfPpm,
  quotePath,
} from "./routeFinder.js";

const ETH = 10n ** 18n;
const USD = 10n ** 6n;
// The devnet's pools: 3,000 USDC/ETH, 2 USDC/FOY, 1,500 FOY/ETH.
const POOLS: Pool[] = [
  { tokenA: "WETH", tokenB: "USDC", reserveA: 1_000n * ETH, reserveB: 3_000_000n * USD },
  { tokenA: "FOY", tokenB: "USDC", reserveA: 1_500_000n * ETH, reserveB: 3_000_000n * USD },
  { tokenA: "weth", tokenB: "foy", reserveA: 1_000n * ETH, reserveB: 1_500_000n * ETH },
];

describe("amountOut: the router's getAmountOut", () => {
  it.each([
    // amountIn, reserveIn, reserveOut, out — worked by hand from 997·in·rOut / (1000·rIn + 997·in)
    [1_000n, 1_000_000n, 1_000_000n, 996n],
    [10n, 100n, 100n, 9n],
    [0n, 100n, 100n, 0n],
    [10n, 0n, 100n, 0n],
    [10n, 100n, 0n, 0n],
  ])("%s in, reserves %s/%s → %s", (amountIn, reserveIn, reserveOut, out) => {
    expect(amountOut(amountIn, reserveIn, reserveOut)).toBe(out);
  });
});

describe("quotePath", () => {
  it("1 ETH → USDC in the 1,000 ETH pool: just under 3,000, fee 0.30 %, impact 0.10 %", () => {
    const route = quotePath(POOLS, ["WETH", "USDC"], ETH);
    expect(route?.amounts[1]).toBe(amountOut(ETH, 1_000n * ETH, 3_000_000n * USD));
    expect(route?.amounts[1]).toBeGreaterThan(2_985n * USD);
    expect(route && percentOfPpm(route.feePpm)).toBe("0.30");
    expect(route && percentOfPpm(route.impactPpm)).toBe("0.10");
  });

  it("two hops compound both fees", () => {
    const route = quotePath(POOLS, ["USDC", "WETH", "FOY"], 100n * USD);
    expect(route?.amounts).toHaveLength(3);
    expect(route && percentOfPpm(route.feePpm)).toBe("0.60");
  });

  it("is undefined without a pool for a hop", () => {
    expect(quotePath(POOLS, ["USDC", "DAI"], USD)).toBeUndefined();
    expect(quotePath(POOLS, ["USDC"], USD)).toBeUndefined();
  });

  it("matches token case-insensitively and both pool directions", () => {
    expect(quotePath(POOLS, ["USDC", "weth"], USD)?.amounts[1]).toBe(
      amountOut(USD, 3_000_000n * USD, 1_000n * ETH),
    );
  });

  it("a trade as big as the pool has a large impact", () => {
    const route = quotePath(POOLS, ["WETH", "USDC"], 1_000n * ETH);
    expect(route && Number(percentOfPpm(route.impactPpm))).toBeGreaterThan(49);
  });
});

describe("bestRoute", () => {
  it("takes the direct pool when it pays most", () => {
    expect(bestRoute(POOLS, "USDC", "FOY", 100n * USD, ["WETH"])?.path).toEqual(["USDC", "FOY"]);
  });

  it("goes through an intermediate when the direct pool is thin", () => {
    const thin: Pool[] = [
      ...POOLS.filter((pool) => !(pool.tokenA === "FOY" && pool.tokenB === "USDC")),
      { tokenA: "FOY", tokenB: "USDC", reserveA: 1_000n * ETH, reserveB: 2_000n * USD },
    ];
    expect(bestRoute(thin, "USDC", "FOY", 1_000n * USD, ["WETH"])?.path).toEqual([
      "USDC",
      "WETH",
      "FOY",
    ]);
  });

  it("goes through an intermediate when there is no direct pool", () => {
    const noDirect = POOLS.filter((pool) => pool.tokenA !== "FOY");
    expect(bestRoute(noDirect, "USDC", "FOY", USD, ["WETH", "USDC", "FOY"])?.path).toEqual([
      "USDC",
      "WETH",
      "FOY",
    ]);
  });

  it("is undefined when no path has liquidity", () => {
    expect(bestRoute(POOLS, "USDC", "DAI", USD, ["WETH", "FOY"])).toBeUndefined();
    const empty: Pool[] = [{ tokenA: "A", tokenB: "B", reserveA: 0n, reserveB: 0n }];
    expect(bestRoute(empty, "A", "B", 1n, [])).toBeUndefined();
  });
});

describe("minimumOutput and percentOfPpm", () => {
  it.each([
    [10_000n, 1, 9_900n],
    [10_000n, 0.5, 9_950n],
    [999n, 1, 989n],
  ])("%s at %s %% slippage → %s", (output, slippage, minimum) => {
    expect(minimumOutput(output, slippage)).toBe(minimum);
  });

  it.each([
    [0n, "0.00"],
    [2_994n, "0.30"],
    [5_991n, "0.60"],
    [1_000_000n, "100.00"],
    [49n, "0.00"],
    [50n, "0.01"],
  ])("%s ppm → %s %%", (ppm, text) => {
    expect(percentOfPpm(ppm)).toBe(text);
  });
});
