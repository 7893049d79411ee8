import { describe, expect, it } from "vitest";
import { needsApproval, readSwapForm } from "./swapForm.js";

const ETH = { address: "eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", decimals: 18 };
const USDC = { address: "eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", decimals: 6 };

describe("readSwapForm", () => {
  it.each([
    ["no tokens", { from: undefined, to: USDC, amount: "1", balance: 10n }, "chooseTokens"],
    [
      "one token twice",
      {
        from: USDC,
        to: { ...USDC, address: USDC.address.toLowerCase() },
        amount: "1",
        balance: 10n,
      },
      "sameToken",
    ],
    ["no amount", { from: ETH, to: USDC, amount: "  ", balance: 10n }, "enterAmount"],
    ["a zero amount", { from: ETH, to: USDC, amount: "0.000", balance: 10n }, "enterAmount"],
    ["letters", { from: ETH, to: USDC, amount: "abc", balance: 10n }, "invalidAmount"],
    [
      "more decimals than the token has",
      { from: USDC, to: ETH, amount: "1.1234567", balance: 10n ** 9n },
      "invalidAmount",
    ],
    ["a negative amount", { from: ETH, to: USDC, amount: "-1", balance: 10n }, "invalidAmount"],
    [
      "more than the balance",
      { from: USDC, to: ETH, amount: "2", balance: 1_000_000n },
      "insufficientBalance",
    ],
  ])("refuses %s", (_name, input, problem) => {
    const reading = readSwapForm(input);
    expect(reading).toMatchObject({ ok: false, problem });
  });

  it("keeps the units of an amount over the balance, to quote it anyway", () => {
    expect(readSwapForm({ from: USDC, to: ETH, amount: "2", balance: 1n })).toEqual({
      ok: false,
      problem: "insufficientBalance",
      units: 2_000_000n,
    });
  });

  it.each([
    [{ from: ETH, to: USDC, amount: "0.5", balance: 10n ** 18n }, 5n * 10n ** 17n],
    [{ from: USDC, to: ETH, amount: "1.5", balance: 1_500_000n }, 1_500_000n],
    // A balance still loading does not block a quote.
    [{ from: USDC, to: ETH, amount: "3", balance: undefined }, 3_000_000n],
  ])("reads %o as %s units", (input, units) => {
    expect(readSwapForm(input)).toEqual({ ok: true, units });
  });
});

describe("needsApproval", () => {
  const ROUTER = "eip155:1:0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D";
  const WETH = "eip155:1:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  it.each([
    [
      "the native coin",
      { fromIsNative: true, fromToken: ETH.address, txTo: ROUTER, allowance: 0n, amount: 5n },
      false,
    ],
    [
      "a token with enough allowance",
      { fromIsNative: false, fromToken: USDC.address, txTo: ROUTER, allowance: 5n, amount: 5n },
      false,
    ],
    [
      "a token with too little",
      { fromIsNative: false, fromToken: USDC.address, txTo: ROUTER, allowance: 4n, amount: 5n },
      true,
    ],
    [
      "WETH unwrapping itself",
      { fromIsNative: false, fromToken: WETH, txTo: WETH.toLowerCase(), allowance: 0n, amount: 5n },
      false,
    ],
  ])("%s → %s", (_name, input, expected) => {
    expect(needsApproval(input)).toBe(expected);
  });
});
