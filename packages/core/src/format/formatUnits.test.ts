import { describe, expect, it } from "vitest";
import { foyerMessages } from "../errors/foyerMessages.js";
import { formatUnits } from "./formatUnits.js";

describe("raw amounts in whole tokens without float loss (behaviour §3, §9)", () => {
  it.each<[string | bigint, number, string]>([
    ["1500000", 6, "1.5"],
    ["1000000000000000000", 18, "1"],
    ["1", 18, "0.000000000000000001"],
    ["0", 18, "0"],
    ["123456789012345678901234567890", 18, "123456789012.34567890123456789"],
    ["9007199254740993", 0, "9007199254740993"],
    ["-2500", 3, "-2.5"],
    ["0xde0b6b3a7640000", 18, "1"],
    ["0x0", 6, "0"],
    [10n ** 30n + 1n, 30, "1.000000000000000000000000000001"],
    ["42", 0, "42"],
  ])("%s with %i decimals → %s", (raw, decimals, expected) => {
    expect(formatUnits(raw, decimals)).toBe(expected);
  });

  it.each<unknown>(["", "1.5", "1e18", "abc", "0x", "-0x1", " 1", 15])("refuses raw %j", (raw) => {
    expect(() => formatUnits(raw as string, 6)).toThrow(foyerMessages.invalidNumber);
  });

  it.each([-1, 1.5, 256, Number.NaN])("refuses %j decimals", (decimals) => {
    expect(() => formatUnits("1", decimals)).toThrow(foyerMessages.invalidDecimals);
  });
});
