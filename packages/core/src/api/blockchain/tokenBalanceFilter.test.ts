import { describe, expect, it } from "vitest";
import { tokenBalanceItem } from "../../testing/blockchainItems.js";
import { filterTokenBalances } from "./tokenBalanceFilter.js";

const item = (symbol: string, decimals: string) =>
  tokenBalanceItem({ symbol, quantity: { decimals, numeric: "1" } });

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
