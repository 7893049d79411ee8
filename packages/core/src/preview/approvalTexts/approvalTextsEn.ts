import type { ApprovalRequest } from "../../embedded/approval/approvalRequest.js";
import { APPROVAL_TITLES } from "../../embedded/approval/approvalRequest.js";
import type { PreviewMessages } from "../describePreview.js";

/**
 * What a review shows of the server's preview before a wallet is asked: the balance
 * changes, each call in words and the warnings to read. The modal's review (Send, Swap)
 * and the embedded wallet's approval screen tell the same preview, so both take these
 * words from here, as they take the approval titles.
 */
export const previewTextsEn = {
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

/** The preview's texts in one language: the same keys and placeholders as English. */
export type PreviewTexts = {
  readonly [K in keyof typeof previewTextsEn]: (typeof previewTextsEn)[K] extends string
    ? string
    : (typeof previewTextsEn)[K];
};

/**
 * The texts the modal and the embedded wallet's frame share about a request to approve,
 * in one language: each request's title and the preview. One table per language
 * (English here, each translation `approvalTexts/<locale>.json`), so the two never word the same
 * thing two ways.
 */
export interface ApprovalTexts {
  readonly titles: Readonly<Record<ApprovalRequest, string>>;
  readonly preview: PreviewTexts;
}

export const approvalTextsEn: ApprovalTexts = {
  titles: APPROVAL_TITLES,
  preview: previewTextsEn,
};
