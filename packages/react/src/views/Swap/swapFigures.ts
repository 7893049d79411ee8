import {
  formatRate,
  formatTokenAmount,
  formatUnits,
  minimumReceived,
  networkFeeFiat,
  type SwapQuote,
  type SwapToken,
  swapRate,
} from "@foyer/core/internal";
import type { SwapMessages } from "../../i18n/swapEn.js";

/** The quote's lines as the form and the preview show them. */
export interface SwapFigures {
  received: string;
  rate: string;
  priceImpact: string;
  poolFee: string;
  networkFee: string;
  minimum: string;
}

/** A raw amount as "1,234.567 USDC". */
export function tokenAmount(raw: string | bigint, token: SwapToken, locale?: string): string {
  return `${formatTokenAmount(formatUnits(raw, token.decimals), locale)} ${token.symbol}`;
}

/**
 * The figures of a quote: what comes out, the rate, price impact and pool fee, the network
 * fee in dollars at the native coin's price, and the least that arrives at `slippage`.
 */
export function swapFigures(input: {
  quote: Pick<SwapQuote, "fromAmount" | "toAmount" | "priceImpact" | "feePercent" | "networkFee">;
  from: SwapToken;
  to: SwapToken;
  nativePrice: number;
  nativeDecimals: number;
  slippage: number;
  swap: SwapMessages;
  /** Writes the figures as this language writes numbers. */
  locale?: string;
}): SwapFigures {
  const { quote, from, to, swap, locale } = input;
  const rate = swapRate(quote.fromAmount, from.decimals, quote.toAmount, to.decimals);
  const fee =
    quote.networkFee === undefined
      ? undefined
      : networkFeeFiat(quote.networkFee, input.nativeDecimals, input.nativePrice, locale);
  return {
    received: tokenAmount(quote.toAmount, to, locale),
    rate: swap.rateValue(from.symbol, formatRate(rate, locale), to.symbol),
    priceImpact: swap.percent(quote.priceImpact),
    poolFee: swap.percent(quote.feePercent),
    networkFee: fee === undefined ? swap.feeUnknown : swap.fiat(fee),
    minimum: tokenAmount(minimumReceived(quote.toAmount, input.slippage), to, locale),
  };
}
