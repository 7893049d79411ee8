import { describe, expect, it } from "vitest";
import type { OnrampQuote } from "../api/blockchain/blockchainTypes.js";
import { DEFAULT_ONRAMP_OPTIONS } from "../api/blockchain/onrampFallback.js";
import { bestFirst, paymentLimit, readOnrampAmount } from "./onrampForm.js";

const USD = DEFAULT_ONRAMP_OPTIONS.paymentCurrencies[0];

describe("paymentLimit (behaviour §9)", () => {
  it("card 10.00–7500.00, bank account 10.00–25000.00", () => {
    expect(paymentLimit(USD)).toEqual({ min: "10.00", max: "7500.00" });
    expect(paymentLimit(USD, "ach_bank_account")).toEqual({ min: "10.00", max: "25000.00" });
    expect(paymentLimit(USD, "cash")).toBeUndefined();
    expect(paymentLimit(undefined)).toBeUndefined();
  });
});

describe("readOnrampAmount", () => {
  const card = { min: "10.00", max: "7500.00" };
  it.each([
    ["", "enterAmount"],
    ["0", "enterAmount"],
    ["abc", "invalidAmount"],
    ["10.001", "invalidAmount"],
    ["-20", "invalidAmount"],
    ["9.99", "belowMinimum"],
    ["7500.01", "aboveMaximum"],
  ])("%j is %s", (amount, problem) => {
    expect(readOnrampAmount(amount, card)).toEqual({ ok: false, problem });
  });

  it.each(["10", "10.00", " 50 ", "7500", "123.4"])("%j is within the card limits", (amount) => {
    expect(readOnrampAmount(amount, card)).toEqual({ ok: true, amount: amount.trim() });
  });

  it("without limits only the format counts", () => {
    expect(readOnrampAmount("1", undefined)).toEqual({ ok: true, amount: "1" });
  });
});

describe("bestFirst", () => {
  const quote = (id: string, amount: string, total: string, mocked?: true): OnrampQuote => ({
    quoteId: id,
    purchaseAmount: { amount, currency: "USDC" },
    paymentTotal: { amount: total, currency: "USD" },
    paymentSubtotal: { amount: "50.00", currency: "USD" },
    networkFee: { amount: "0.01", currency: "USD" },
    fee: { amount: "1.00", currency: "USD" },
    ...(mocked ? { mocked } : {}),
  });

  it("puts the most crypto first, then the lowest total, estimates last", () => {
    const sorted = bestFirst([
      quote("estimate", "0", "51.00", true),
      quote("less", "49", "50.90"),
      quote("more-dearer", "50", "51.01"),
      quote("more-cheaper", "50", "50.76"),
    ]);
    expect(sorted.map((q) => q.quoteId)).toEqual([
      "more-cheaper",
      "more-dearer",
      "less",
      "estimate",
    ]);
  });
});
