import { swapMessages } from "@foyer/core/internal";

/**
 * Strings of the Swap view. Like `walletEn` they ship with that lazy view, not the first
 * screen; a translation overrides them through `Messages.swap`. The flow's failure messages
 * come from core's swap catalogue.
 */
export const swapEn = {
  title: "Swap",
  loading: "Loading tokens",
  unavailable: "Swaps are unavailable right now",
  from: "From",
  to: "To",
  amount: "Amount",
  max: "Max",
  flip: "Switch tokens",
  balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
  option: (symbol: string, balance: string) => `${symbol} · ${balance}`,
  quoting: "Getting a quote…",
  youReceive: "You receive",
  youPay: "You pay",
  rate: "Rate",
  rateValue: (from: string, rate: string, to: string) => `1 ${from} = ${rate} ${to}`,
  priceImpact: "Price impact",
  poolFee: "Pool fee",
  percent: (value: string) => `${value}%`,
  networkFee: "Network fee",
  fiat: (amount: string) => `$${amount}`,
  feeUnknown: "Unknown",
  slippage: "Slippage tolerance",
  minimumReceived: "Minimum received",
  route: "Route",
  review: "Review swap",
  reviewing: "Preparing…",
  approve: (symbol: string) => `Approve ${symbol}`,
  approvalNote: (symbol: string) =>
    `The exchange needs your permission to spend this much ${symbol}. Approve it first, then swap.`,
  approving: (symbol: string) => `Approving ${symbol}…`,
  approved: (symbol: string) => `${symbol} approved`,
  swap: "Swap",
  swapping: "Swapping…",
  swapped: (paid: string, received: string) => `Swapped ${paid} for ${received}`,
  edit: "Edit",
  chooseTokens: "Choose the tokens to swap",
  sameToken: "Choose two different tokens",
  enterAmount: "Enter an amount",
  invalidAmount: "Enter an amount this token can hold",
  insufficientBalance: swapMessages.insufficientBalance,
  quoteFailed: swapMessages.quoteFailed,
} as const;

/** The swap catalogue's shape; a translation provides the same keys. */
export type SwapMessages = {
  readonly [K in keyof typeof swapEn]: (typeof swapEn)[K] extends string
    ? string
    : (typeof swapEn)[K];
};
