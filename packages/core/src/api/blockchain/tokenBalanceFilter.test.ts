import { describe, expect, it } from "vitest";
import type { TokenBalanceItem } from "./blockchainTypes.js";
import { filterTokenBalances } from "./tokenBalanceFilter.js";

const item = (symbol: string, decimals: string): TokenBalanceItem => ({
  name: symbol,
  symbol,
  chainId: "eip155:1",
  value: 1,
  price: 1,
  quantity: { decimals, numeric: "1" },
  iconUrl: "",
});

describe("token balance filter (behaviour §5: tokens with decimals '0' dropped)", () => {
  it.each([
    [
      ["18", "6"],
      ["A18", "A6"],
    ],
    [["0"], []],
    [
      ["18", "0", "9"],
      ["A18", "A9"],
    ],
    [["00"], ["A00"]],
  ])("decimals %j keep %j", (decimals, kept) => {
    const items = decimals.map((d) => item(`A${d}`, d));
    expect(filterTokenBalances(items).map((i) => i.symbol)).toEqual(kept);
  });
});
