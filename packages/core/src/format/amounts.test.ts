import { describe, expect, it } from "vitest";
import { foyerMessages } from "../errors/foyerMessages.js";
import { formatFiat, formatTokenAmount } from "./amounts.js";
import type { DecimalInput } from "./decimal.js";

describe("token balances and transaction amounts, 3 decimals (behaviour §9)", () => {
  it.each<[DecimalInput, string]>([
    ["0", "0.000"],
    ["1", "1.000"],
    ["1.5", "1.500"],
    ["1234.56789", "1,234.567"],
    ["0.9999", "0.999"],
    ["0.0019", "0.001"],
    ["0.00099", "<0.001"],
    ["0.000000000000000001", "<0.001"],
    [1234567.8912, "1,234,567.891"],
    ["123456789012345678901.123456", "123,456,789,012,345,678,901.123"],
    ["-2.3456", "-2.345"],
    ["-0.0001", "0.000"],
  ])("%j → %s", (value, expected) => {
    expect(formatTokenAmount(value)).toBe(expected);
  });

  it("refuses a non-number", () => {
    expect(() => formatTokenAmount("N/A")).toThrow(foyerMessages.invalidNumber);
  });
});

describe("fiat, 2 decimals (behaviour §9)", () => {
  it.each<[DecimalInput, string]>([
    ["0", "0.00"],
    ["1", "1.00"],
    ["1234.564", "1,234.56"],
    ["1234.565", "1,234.57"],
    [1234.565, "1,234.57"],
    ["0.005", "0.01"],
    ["0.004", "0.00"],
    ["999.995", "1,000.00"],
    ["1000000", "1,000,000.00"],
    ["-12.345", "-12.35"],
  ])("%j → %s", (value, expected) => {
    expect(formatFiat(value)).toBe(expected);
  });
});

describe("amounts in the active locale, written as that language writes numbers", () => {
  const nnbsp = "\u202f";
  it.each<[string, DecimalInput, string]>([
    ["fr", "9998.9991", `9${nnbsp}998,999`],
    ["fr", "0.0001", "<0,001"],
    ["fr", "-2.3456", "-2,345"],
    ["de", "1234567.8912", "1.234.567,891"],
    // Spanish leaves a four-digit number ungrouped.
    ["es", "1234.5", "1234,500"],
    ["es", "12345.5", "12.345,500"],
    ["en", "1234.5", "1,234.500"],
    ["ja", "1234.5", "1,234.500"],
  ])("%s: %j → %s", (locale, value, expected) => {
    expect(formatTokenAmount(value, locale)).toBe(expected);
  });

  it.each<[string, DecimalInput, string]>([
    ["fr", "30098998.349", `30${nnbsp}098${nnbsp}998,35`],
    ["de", "1234.565", "1.234,57"],
    ["tr", "1234.5", "1.234,50"],
    ["pt", "1234.5", "1.234,50"],
  ])("fiat in %s: %j → %s", (locale, value, expected) => {
    expect(formatFiat(value, locale)).toBe(expected);
  });

  it("keeps every digit of an amount beyond floating point's precision", () => {
    expect(formatTokenAmount("123456789012345678901.123456", "de")).toBe(
      "123.456.789.012.345.678.901,123",
    );
  });
});
