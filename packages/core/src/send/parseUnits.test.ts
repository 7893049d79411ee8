import { describe, expect, it } from "vitest";
import { parseUnits } from "./parseUnits.js";

describe("parseUnits", () => {
  it.each([
    ["0.01", 18, 10_000_000_000_000_000n],
    ["5", 6, 5_000_000n],
    [".5", 6, 500_000n],
    ["1.", 2, 100n],
    ["1.500", 1, 15n],
    ["0", 18, 0n],
  ])("%s with %i decimals is %s", (amount, decimals, expected) => {
    expect(parseUnits(amount, decimals)).toBe(expected);
  });

  it.each([
    ["more digits than decimals", "0.001", 2],
    ["a negative amount", "-1", 18],
    ["text", "abc", 18],
    ["an exponent", "1e18", 18],
    ["bad decimals", "1", -1],
  ])("refuses %s", (_name, amount, decimals) => {
    expect(() => parseUnits(amount, decimals)).toThrow("Invalid number");
  });
});
