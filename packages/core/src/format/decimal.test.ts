import { describe, expect, it } from "vitest";
import { foyerMessages } from "../errors/foyerMessages.js";
import { type DecimalInput, parseDecimal, renderDecimal, toFixedDecimal } from "./decimal.js";

describe("exact decimal parsing for display (behaviour §9)", () => {
  it.each<[DecimalInput, string]>([
    ["0", "0"],
    ["007.50", "7.50"],
    [".5", "0.5"],
    ["5.", "5"],
    ["+3", "3"],
    ["-0.00", "0.00"],
    ["1e3", "1,000"],
    ["1.25e-4", "0.000125"],
    ["-2.5E+2", "-250"],
    [" 42 ", "42"],
    [1e21, "1,000,000,000,000,000,000,000"],
    [5e-7, "0.0000005"],
    [0.1, "0.1"],
    [123456789012345678901234567890n, "123,456,789,012,345,678,901,234,567,890"],
    [-12n, "-12"],
  ])("%s renders as %s", (value, expected) => {
    expect(renderDecimal(parseDecimal(value))).toBe(expected);
  });

  it.each<unknown>([
    "",
    "abc",
    "1.2.3",
    "1,000",
    "0x10",
    "--1",
    "1e",
    "1e401",
    Number.NaN,
    Infinity,
    null,
  ])("rejects %j with 'Invalid number'", (value) => {
    expect(() => parseDecimal(value as DecimalInput)).toThrow(foyerMessages.invalidNumber);
  });
});

describe("fixed places (behaviour §9)", () => {
  it.each<[string, number, "truncate" | "halfUp", string]>([
    ["1.23456", 3, "truncate", "1.234"],
    ["1.23456", 3, "halfUp", "1.235"],
    ["1.2345", 3, "halfUp", "1.235"],
    ["1.2344999", 3, "halfUp", "1.234"],
    ["9.9999", 3, "truncate", "9.999"],
    ["9.9999", 3, "halfUp", "10.000"],
    ["-1.005", 2, "halfUp", "-1.01"],
    ["-1.009", 2, "truncate", "-1.00"],
    ["-0.004", 2, "halfUp", "0.00"],
    ["2", 2, "truncate", "2.00"],
    ["0.5", 0, "halfUp", "1"],
    ["999999.995", 2, "halfUp", "1,000,000.00"],
  ])("%s to %i places (%s) → %s", (value, places, mode, expected) => {
    expect(renderDecimal(toFixedDecimal(parseDecimal(value), places, mode))).toBe(expected);
  });
});
