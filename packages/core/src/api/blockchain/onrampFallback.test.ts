import { describe, expect, it } from "vitest";
import { DEFAULT_ONRAMP_OPTIONS, mockOnrampQuote } from "./onrampFallback.js";

describe("onramp defaults (behaviour §7, §9)", () => {
  it("pays in USD or EUR and buys USDC or ETH", () => {
    expect(DEFAULT_ONRAMP_OPTIONS.paymentCurrencies.map((c) => c.id)).toEqual(["USD", "EUR"]);
    expect(DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies.map((c) => c.symbol)).toEqual(["USDC", "ETH"]);
  });

  it.each([
    ["card", "10.00", "7500.00"],
    ["ach_bank_account", "10.00", "25000.00"],
  ])("limits %s %s to %s for every payment currency", (id, min, max) => {
    for (const currency of DEFAULT_ONRAMP_OPTIONS.paymentCurrencies) {
      expect(currency.payment_method_limits).toContainEqual({ id, min, max });
    }
  });
});

describe("mocked onramp quote (behaviour §7)", () => {
  const request = { purchaseCurrency: "USDC", paymentCurrency: "USD", network: "base" };

  it.each([
    ["100", "100.00", "2.00", "102.00"],
    ["10.5", "10.50", "0.21", "10.71"],
    ["abc", "0.00", "0.00", "0.00"],
    ["-5", "0.00", "0.00", "0.00"],
  ])("amount %s → subtotal %s, fee %s, total %s", (amount, subtotal, fee, total) => {
    const quote = mockOnrampQuote({ ...request, amount });
    expect(quote.mocked).toBe(true);
    expect(quote.paymentSubtotal).toEqual({ amount: subtotal, currency: "USD" });
    expect(quote.fee).toEqual({ amount: fee, currency: "USD" });
    expect(quote.paymentTotal).toEqual({ amount: total, currency: "USD" });
    expect(quote.networkFee.amount).toBe("0.00");
    expect(quote.purchaseAmount).toEqual({ amount: "0", currency: "USDC" });
  });
});
