import { describe, expect, it } from "vitest";
import { formatRate, minimumReceived, networkFeeFiat, swapRate } from "./swapDisplay.js";

describe("swapRate", () => {
  it.each([
    ["1000000000000000000", 18, "2990000000", 6, "2990"],
    ["2000000", 6, "1000000000000000", 18, "0.0005"],
    ["3", 0, "1", 0, "0.333333333333333333"],
    ["0", 18, "5", 6, "0"],
  ])("%s (%s dp) → %s (%s dp) is %s", (fromAmount, fromDecimals, toAmount, toDecimals, rate) => {
    expect(swapRate(fromAmount, fromDecimals, toAmount, toDecimals)).toBe(rate);
  });
});

describe("formatRate", () => {
  it.each([
    ["2990.031", "2,990.03"],
    ["1", "1.00"],
    ["0.000333444555", "0.000333445"],
    ["0.5", "0.5"],
    ["0", "0"],
  ])("%s → %s", (rate, shown) => {
    expect(formatRate(rate)).toBe(shown);
  });
});

describe("networkFeeFiat", () => {
  it.each([
    // 125,000 gas at 2 gwei is 0.00025 ETH; at 3,000 USD/ETH that is 0.75.
    ["250000000000000", 18, 3000, "0.75"],
    ["1000000000", 18, 3000, "<0.01"],
    ["0", 18, 3000, "0.00"],
    ["250000000000000", 18, 0, undefined],
  ])("%s wei at %s dp and price %s → %s", (wei, decimals, price, shown) => {
    expect(networkFeeFiat(wei, decimals, price)).toBe(shown);
  });
});

describe("minimumReceived", () => {
  it.each([
    ["10000", 1, 9_900n],
    ["999", 1, 989n],
    ["10000", 0.5, 9_950n],
  ])("%s at %s %% → %s", (amount, slippage, minimum) => {
    expect(minimumReceived(amount, slippage)).toBe(minimum);
  });
});

describe("rates and fees in the active locale", () => {
  it.each([
    ["2990.031", "2\u202f990,03"],
    ["0.000333444555", "0,000333445"],
    ["0", "0"],
  ])("fr: %s → %s", (rate, shown) => {
    expect(formatRate(rate, "fr")).toBe(shown);
  });

  it("writes the fee, and the least fee shown, as the locale does", () => {
    expect(networkFeeFiat("250000000000000", 18, 3000, "de")).toBe("0,75");
    expect(networkFeeFiat("1000000000", 18, 3000, "de")).toBe("<0,01");
  });
});
