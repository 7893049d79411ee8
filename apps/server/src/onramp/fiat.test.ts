import { describe, expect, it } from "vitest";
import { checkCard, passesLuhn } from "./cardCheck.js";
import { fromCents, percentOfBasisPoints, percentOfCents, toCents } from "./fiat.js";
import { quoteFigures, unitsToDecimal } from "./onrampQuote.js";

describe("fiat cents", () => {
  it.each([
    ["50", 5_000n],
    ["49.9", 4_990n],
    ["49.99", 4_999n],
    ["0.01", 1n],
    [" 10 ", 1_000n],
    ["1.999", undefined],
    ["-1", undefined],
    ["1e3", undefined],
    ["", undefined],
  ])("%j → %s cents", (text, cents) => {
    expect(toCents(text)).toBe(cents);
  });

  it.each([
    [5_000n, "50.00"],
    [1n, "0.01"],
    [0n, "0.00"],
    [123_456n, "1234.56"],
  ])("%s cents → %s", (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });

  it.each([
    [5_000n, 150n, 75n],
    [1_000n, 199n, 20n], // 19.9 cents rounds up
    [3_333n, 150n, 50n], // 49.995 rounds half up
    [0n, 150n, 0n],
  ])("%s cents at %s bp → %s", (cents, bp, fee) => {
    expect(percentOfCents(cents, bp)).toBe(fee);
  });

  it("formats basis points as a percentage", () => {
    expect(percentOfBasisPoints(150)).toBe("1.50");
    expect(percentOfBasisPoints(199)).toBe("1.99");
  });
});

describe("quoteFigures", () => {
  it("50 USD of USDC at 1.5 % and a 3-cent network fee: 50 USDC, 51.78 charged", () => {
    const figures = quoteFigures({
      subtotalCents: 5_000n,
      feeBasisPoints: 150n,
      networkFeeCents: 3n,
      // 100 cents buy 1_000_000 units (1 USDC).
      priceNumerator: 100n,
      priceDenominator: 1_000_000n,
      decimals: 6,
    });
    expect(figures).toEqual({
      subtotal: "50.00",
      fee: "0.75",
      networkFee: "0.03",
      total: "50.78",
      purchaseUnits: 50_000_000n,
      purchaseAmount: "50",
    });
  });

  it("ETH at 2,990.51 USD: the units round down", () => {
    const figures = quoteFigures({
      subtotalCents: 10_000n,
      feeBasisPoints: 199n,
      networkFeeCents: 1n,
      priceNumerator: 299_051n,
      priceDenominator: 10n ** 18n,
      decimals: 18,
    });
    expect(figures.purchaseUnits).toBe((10_000n * 10n ** 18n) / 299_051n);
    expect(figures.total).toBe("102.00");
  });

  it.each([
    [1_500_000n, 6, "1.5"],
    [1n, 6, "0.000001"],
    [0n, 18, "0"],
    [10n ** 18n, 18, "1"],
  ])("%s units at %s decimals → %s", (units, decimals, text) => {
    expect(unitsToDecimal(units, decimals)).toBe(text);
  });
});

describe("sandbox card check", () => {
  const now = new Date(Date.UTC(2026, 10, 25));
  const card = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };

  it("approves the test card with any future expiry and any CVC", () => {
    expect(checkCard(card, now)).toEqual({ ok: true, last4: "4242" });
    expect(checkCard({ ...card, expiry: "11/2026", cvc: "9999" }, now)).toEqual({
      ok: true,
      last4: "4242",
    });
  });

  it.each([
    ["another valid card", { number: "4000 0000 0000 0002" }, "number", "declined"],
    ["a number failing Luhn", { number: "4242 4242 4242 4241" }, "number", "invalidNumber"],
    ["letters", { number: "4242-abcd" }, "number", "invalidNumber"],
    ["a past expiry", { expiry: "10/26" }, "expiry", "expired"],
    ["month 13", { expiry: "13/30" }, "expiry", "invalidExpiry"],
    ["no slash", { expiry: "1230" }, "expiry", "invalidExpiry"],
    ["a 2-digit CVC", { cvc: "12" }, "cvc", "invalidCvc"],
  ])("refuses %s", (_name, patch, field, reason) => {
    expect(checkCard({ ...card, ...patch }, now)).toEqual({ ok: false, field, reason });
  });

  it("knows Luhn", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
  });
});
