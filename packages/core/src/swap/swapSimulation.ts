import type { PreviewApi, TransactionPreview } from "../api/blockchain/previewApi.js";
import type { SwapApi } from "../api/blockchain/swapApi.js";
import { swapPreviewCalls } from "../preview/previewCalls.js";
import type { SwapPreview } from "./swapFlow.js";

/**
 * What the reviewed swap would do, asked of the server before the wallet is: while the
 * router may not spend the token yet, the approval Approve will send (the exact amount, as
 * the flow builds it) runs first and the swap after it, so the balance changes shown are
 * the trade's. `user` is the account's CAIP-10 id.
 */
export async function simulateSwap(
  api: { swap: Pick<SwapApi, "buildApprove">; preview: PreviewApi },
  preview: SwapPreview,
  user: string,
): Promise<TransactionPreview> {
  const [namespace, reference, address = ""] = user.split(":");
  const approval = preview.approvalNeeded
    ? (
        await api.swap.buildApprove({
          userAddress: user,
          from: preview.from.address,
          to: preview.to.address,
          amount: preview.units.toString(),
        })
      ).tx
    : undefined;
  return api.preview.previewTransaction({
    chainId: `${namespace}:${reference}`,
    from: address,
    calls: swapPreviewCalls(preview.built.tx, approval),
  });
}
