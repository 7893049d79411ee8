import { describe, expect, it } from "vitest";
import { tokenBalanceItem } from "../../testing/blockchainItems.js";
import type { TokenBalanceItem } from "./blockchainTypes.js";
import { priceIdOf, withPrices } from "./tokenPrices.js";

const USDC = "eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
const NATIVE = "eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";

/** 2 of an 18-decimal token, not priced yet. */
function item(overrides: Partial<TokenBalanceItem>): TokenBalanceItem {
  const unpriced = { name: "Token", symbol: "TKN", value: 0, price: 0 };
  return tokenBalanceItem({
    ...unpriced,
    quantity: { decimals: "18", numeric: "2" },
    ...overrides,
  });
}

const fungible = (address: string | undefined, price: number) => ({
  name: "x",
  symbol: "x",
  iconUrl: "",
  price,
  ...(address === undefined ? {} : { address }),
});

describe("token prices from the price route", () => {
  it.each([
    [{ chainId: "eip155:1", address: USDC }, USDC],
    [{ chainId: "eip155:1" }, NATIVE],
    [{ chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" }, undefined],
  ])("asks %o's price under %s", (balance, id) => {
    expect(priceIdOf(balance)).toBe(id);
  });

  it("replaces the price and recomputes the value of each priced balance, by id in any case", () => {
    const balances = [
      item({ symbol: "USDC", address: USDC, quantity: { decimals: "6", numeric: "150.5" } }),
      item({ symbol: "ETH", price: 2000, value: 4000 }),
      item({
        symbol: "FOY",
        address: "eip155:1:0x1111111111111111111111111111111111111111",
        price: 3,
        value: 6,
      }),
    ];
    const priced = withPrices(balances, [
      fungible(USDC.toLowerCase(), 1),
      fungible(NATIVE, 3000),
      fungible(undefined, 99),
    ]);
    expect(priced.map((entry) => [entry.symbol, entry.price, entry.value])).toEqual([
      ["USDC", 1, 150.5],
      ["ETH", 3000, 6000],
      // Left out by the route: what the balance route said.
      ["FOY", 3, 6],
    ]);
  });

  it("ignores a price that is not a finite non-negative number", () => {
    const balances = [item({ address: USDC, price: 1, value: 2 })];
    expect(withPrices(balances, [fungible(USDC, Number.NaN)])).toEqual(balances);
    expect(withPrices(balances, [fungible(USDC, -1)])).toEqual(balances);
  });
});
