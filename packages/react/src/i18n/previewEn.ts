import type { PreviewMessages } from "@foyer/core/internal";

/**
 * What a review shows of the server's preview before the wallet is asked (Send, Swap): the
 * balance changes, each call and the warnings to read. They ship with those lazy views; a
 * translation overrides them through `Messages.preview`. The embedded wallet's frame tells
 * the same preview in its own catalogue, with the same words.
 */
export const previewEn = {
  balanceChanges: "Balance changes",
  simulating: "Simulating…",
  noBalanceChanges: "No balance changes",
  couldNotSimulate: "Could not simulate this transaction",
  wouldFail: "This transaction would fail",
  whatItDoes: "What it does",
  acknowledgeWarning: "I have read the warning",
  failedCall: (index: number, reason: string) => `Call ${index}: ${reason}`,
  doesNativeTransfer: (amount: string, symbol: string, to: string) =>
    `Send ${amount} ${symbol} to ${to}`,
  doesTokenTransfer: (amount: string, symbol: string, to: string) =>
    `Send ${amount} ${symbol} to ${to}`,
  doesApprove: (spender: string, amount: string, symbol: string) =>
    `Allow ${spender} to spend ${amount} ${symbol}`,
  doesApproveUnlimited: (spender: string, symbol: string) =>
    `Allow ${spender} to spend all your ${symbol}, with no limit`,
  doesSwap: (sell: string, sellSymbol: string, buy: string, buySymbol: string) =>
    `Swap ${sell} ${sellSymbol} for at least ${buy} ${buySymbol}`,
  doesNftTransfer: (collection: string, tokenId: string, to: string) =>
    `Send ${collection} #${tokenId} to ${to}`,
  doesOperatorApproval: (operator: string, collection: string) =>
    `Allow ${operator} to move all your ${collection} NFTs`,
  doesOperatorRevoke: (operator: string, collection: string) =>
    `Stop ${operator} from moving your ${collection} NFTs`,
  doesWrap: (amount: string, symbol: string) => `Wrap ${amount} ${symbol}`,
  doesUnwrap: (amount: string, symbol: string) => `Unwrap ${amount} ${symbol}`,
  doesUnknown: (to: string, selector: string) => `Call ${to} (function ${selector})`,
  warnUnlimitedApproval: (symbol: string, spender: string) =>
    `Unlimited approval: ${spender} can take all your ${symbol}, now and whatever you receive later, without asking you again.`,
  warnApprovalAboveBalance: (symbol: string, spender: string) =>
    `This approval is more than your ${symbol} balance: ${spender} can also take ${symbol} you receive later.`,
} satisfies PreviewMessages & Record<string, unknown>;

/** The preview's strings; a translation provides the same keys. */
export type TransactionPreviewMessages = {
  readonly [K in keyof typeof previewEn]: (typeof previewEn)[K] extends string
    ? string
    : (typeof previewEn)[K];
};
