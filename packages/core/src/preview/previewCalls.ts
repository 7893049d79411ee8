import type { SwapTransaction } from "@foyer/protocol";
import type { SendTransactionDraft } from "../send/sendRequest.js";

/** One call as the preview route reads it: the target, wei, calldata. */
export interface PreviewCallDraft {
  to: string;
  value: bigint;
  data?: `0x${string}`;
}

/**
 * The call a send draft makes, for the preview: its target, value and calldata as the wallet
 * will be asked for them (gas and fee choices change nothing the account gains or loses).
 */
export function previewCallOf(draft: Pick<SendTransactionDraft, "to" | "value" | "data">) {
  return {
    to: draft.to,
    value: draft.value,
    ...(draft.data ? { data: draft.data } : {}),
  } satisfies PreviewCallDraft;
}

/** A swap API transaction (its `to` may be CAIP-10) as a preview call. */
function swapCallOf(tx: SwapTransaction): PreviewCallDraft {
  return {
    to: tx.to.split(":").at(-1) ?? tx.to,
    value: BigInt(tx.value),
    ...(tx.data !== "0x" ? { data: tx.data as `0x${string}` } : {}),
  };
}

/**
 * What a swap's review simulates: the swap alone, or — while the router may not spend the
 * token yet — the approval first and the swap after it, in that order, so the balance
 * changes are the trade's even though the wallet is asked for the two one at a time.
 */
export function swapPreviewCalls(
  swap: SwapTransaction,
  approval: SwapTransaction | undefined,
): PreviewCallDraft[] {
  return approval === undefined ? [swapCallOf(swap)] : [swapCallOf(approval), swapCallOf(swap)];
}
