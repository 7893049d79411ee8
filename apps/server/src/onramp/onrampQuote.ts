import { fromCents, percentOfCents } from "./fiat.js";

/** What a quote is computed from. */
export interface QuoteInputs {
  /** The fiat converted, in cents of the payment currency. */
  subtotalCents: bigint;
  /** The provider's fee in basis points of the subtotal. */
  feeBasisPoints: bigint;
  /** The delivery's gas cost in cents of the payment currency (rounded up, at least 1 cent). */
  networkFeeCents: bigint;
  /**
   * The purchased asset's price as a fraction: `priceNumerator` cents of the payment currency
   * buy `priceDenominator` smallest units of it.
   */
  priceNumerator: bigint;
  priceDenominator: bigint;
  decimals: number;
}

export interface QuoteFigures {
  subtotal: string;
  fee: string;
  networkFee: string;
  total: string;
  /** Smallest units delivered, rounded down. */
  purchaseUnits: bigint;
  /** Whole tokens as a decimal string. */
  purchaseAmount: string;
}

/**
 * A card purchase's figures: the subtotal buys the asset at the price; the provider's fee and
 * the network fee are paid on top, so the total charged is exactly their sum.
 */
export function quoteFigures(inputs: QuoteInputs): QuoteFigures {
  const fee = percentOfCents(inputs.subtotalCents, inputs.feeBasisPoints);
  const total = inputs.subtotalCents + fee + inputs.networkFeeCents;
  const purchaseUnits = (inputs.subtotalCents * inputs.priceDenominator) / inputs.priceNumerator;
  return {
    subtotal: fromCents(inputs.subtotalCents),
    fee: fromCents(fee),
    networkFee: fromCents(inputs.networkFeeCents),
    total: fromCents(total),
    purchaseUnits,
    purchaseAmount: unitsToDecimal(purchaseUnits, inputs.decimals),
  };
}

/** Smallest units as whole tokens, trailing zeros dropped: 1_500_000n at 6 → "1.5". */
export function unitsToDecimal(units: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals);
  const fraction = (units % base).toString().padStart(decimals, "0").replace(/0+$/, "");
  return fraction === "" ? `${units / base}` : `${units / base}.${fraction}`;
}
