import type { TokenBalanceItem } from "@foyer/core/internal";
import { swapToken, tokenBalanceItem } from "@foyer/core/testing";
import { describe, expect, it } from "vitest";
import { nativeOf, withBalances } from "./swapTokens.js";

const ETH = swapToken("ETH", "eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", 18);
const USDC = swapToken("USDC", "eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", 6);
const FOY = swapToken("FOY", "eip155:1:0x4444444444444444444444444444444444444444", 18);

const balance = (patch: Partial<TokenBalanceItem>) =>
  tokenBalanceItem({ value: 0, price: 0, quantity: { decimals: "18", numeric: "0" }, ...patch });

describe("withBalances", () => {
  it("matches the native coin by its absent address and tokens by CAIP-10 in any case", () => {
    const held = withBalances(
      [ETH, USDC, FOY],
      [
        balance({ symbol: "ETH", price: 3000, quantity: { decimals: "18", numeric: "1.5" } }),
        balance({
          symbol: "USDC",
          address: USDC.address.toLowerCase(),
          price: 1,
          quantity: { decimals: "6", numeric: "12.5" },
        }),
      ],
    );
    expect(held.map(({ units, numeric, price }) => ({ units, numeric, price }))).toEqual([
      { units: 1_500_000_000_000_000_000n, numeric: "1.5", price: 3000 },
      { units: 12_500_000n, numeric: "12.5", price: 1 },
      // Not held: zero, not unknown.
      { units: 0n, numeric: "0", price: 0 },
    ]);
    expect(nativeOf(held)?.token).toBe(ETH);
  });

  it("leaves units unknown while balances are loading", () => {
    expect(withBalances([USDC], undefined)[0]?.units).toBeUndefined();
  });
});
