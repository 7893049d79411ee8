import type { OnrampPaymentCurrency, OnrampQuote } from "../api/blockchain/blockchainTypes.js";

/** Why an amount can't be bought (the view words each, with the limits). */
export type OnrampAmountProblem = "enterAmount" | "invalidAmount" | "belowMinimum" | "aboveMaximum";

export interface OnrampLimit {
  min: string;
  max: string;
}

const FIAT = /^\d{1,9}(?:\.\d{1,2})?$/;
const cents = (text: string) => Math.round(Number(text) * 100);

/** The limits of a payment method (behaviour §9: card 10.00–7500.00) in a payment currency. */
export function paymentLimit(
  currency: OnrampPaymentCurrency | undefined,
  method = "card",
): OnrampLimit | undefined {
  const limit = currency?.payment_method_limits.find((entry) => entry.id === method);
  return limit ? { min: limit.min, max: limit.max } : undefined;
}

/**
 * Reads the fiat amount as typed against the method's limits: digits with up to two
 * decimals, at least the minimum and at most the maximum (compared in cents).
 */
export function readOnrampAmount(
  amount: string,
  limit: OnrampLimit | undefined,
): { ok: true; amount: string } | { ok: false; problem: OnrampAmountProblem } {
  const text = amount.trim();
  if (text === "") return { ok: false, problem: "enterAmount" };
  if (!FIAT.test(text)) return { ok: false, problem: "invalidAmount" };
  if (cents(text) === 0) return { ok: false, problem: "enterAmount" };
  if (limit && cents(text) < cents(limit.min)) return { ok: false, problem: "belowMinimum" };
  if (limit && cents(text) > cents(limit.max)) return { ok: false, problem: "aboveMaximum" };
  return { ok: true, amount: text };
}

/**
 * Quotes best first: the most crypto for the money, then the lowest total; estimates (a
 * quote the server could not give) after real ones.
 */
export function bestFirst(quotes: readonly OnrampQuote[]): OnrampQuote[] {
  return [...quotes].sort((a, b) => {
    if (Boolean(a.mocked) !== Boolean(b.mocked)) return a.mocked ? 1 : -1;
    const received = Number(b.purchaseAmount.amount) - Number(a.purchaseAmount.amount);
    if (received !== 0) return received;
    return Number(a.paymentTotal.amount) - Number(b.paymentTotal.amount);
  });
}
