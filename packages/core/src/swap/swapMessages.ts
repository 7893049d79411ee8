import { messages } from "../errors/messages.js";

/**
 * The swap flow's messages: Foyer's own wording for what the spec leaves open, plus the
 * spec's 'Network not supported for Swaps'. Apart from `foyerMessages` so they load with the
 * swap view rather than the first screen; the modal's swap catalogue reuses them.
 */
export const swapMessages = {
  networkUnsupported: messages.swapsNetworkUnsupported,
  noRoute: "No liquidity for this pair: no pool route trades these tokens",
  amountTooSmall: "This amount is too small to buy any of the other token",
  insufficientBalance: "Insufficient balance",
  insufficientGas: (symbol: string) => `Not enough ${symbol} to pay the network fee`,
  insufficientAllowance: "Approve the token before swapping",
  wouldRevert: "This swap would fail on-chain. Get a new quote and try again",
  reverted: (slippage: number) =>
    `The swap reverted on-chain: the price moved past your ${slippage}% slippage tolerance. Nothing was swapped; only the network fee was spent`,
  approvalReverted: "The approval reverted on-chain. Nothing was approved",
  receiptTimedOut: "The network has not confirmed the transaction yet. Check Activity later",
  rejected: "Transaction rejected",
  failed: "The swap failed. Please try again",
  quoteFailed: "Could not get a quote. Please try again",
} as const;
