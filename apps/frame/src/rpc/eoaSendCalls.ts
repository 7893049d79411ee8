import type { RpcRequest } from "@foyer/embedded";
import { EOA_REFUSALS } from "@foyer/embedded";
import { concat, type Hex, isAddressEqual, numberToHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { FrameMessages } from "../i18n/frameEn.js";
import { type AccountPreviewer, previewOf } from "../preview/previewApi.js";
import { describeCallsOneByOne } from "../smartAccount/describeSmartCall.js";
import { readSendCalls } from "../smartAccount/walletCalls.js";
import { RpcFailure } from "./rpcErrors.js";
import { sendTransaction } from "./sendTransaction.js";

export interface EoaSendCallsDeps {
  privateKey: Hex;
  /** The EVM chain the frame is on. */
  chainId: number | undefined;
  chainRequest: (method: string, params: unknown) => Promise<unknown>;
  /** Shows the summary and waits for Approve; throws on Reject or abort. */
  ask(summary: ReturnType<typeof describeCallsOneByOne>): Promise<void>;
  messages?: (() => FrameMessages) | undefined;
  preview?: AccountPreviewer | undefined;
}

/**
 * EIP-5792 `wallet_sendCalls` for the plain account: one approval for the
 * batch, then each call as its own transaction, in order (EIP-5792 lets a
 * wallet do that unless the dApp requires atomicity, which is refused with
 * 5760 before anything is shown). The batch's id is the transactions' hashes
 * end to end, so `wallet_getCallsStatus` reads them back from the chain with
 * nothing kept here. A call that fails to go out stops the rest.
 */
export async function sendCallsOneByOne(
  request: RpcRequest,
  deps: EoaSendCallsDeps,
): Promise<{ id: Hex }> {
  const batch = readSendCalls(request.params);
  if (batch.atomicRequired) {
    throw new RpcFailure(EOA_REFUSALS.atomicBatch.message, EOA_REFUSALS.atomicBatch.code);
  }
  const account = privateKeyToAccount(deps.privateKey);
  if (batch.from && !isAddressEqual(batch.from, account.address)) {
    throw new RpcFailure("The request names another account", 4100);
  }
  if (batch.chainId !== undefined && batch.chainId !== deps.chainId) {
    throw new RpcFailure("Unsupported chain id", 5710);
  }
  await deps.ask({
    ...describeCallsOneByOne(batch.calls, account.address, deps.messages?.()),
    ...previewOf(deps.preview, account.address, batch.calls),
  });
  const hashes: Hex[] = [];
  for (const call of batch.calls) {
    hashes.push(
      await sendTransaction(
        account,
        { to: call.to, value: numberToHex(call.value), data: call.data },
        deps.chainRequest,
      ),
    );
  }
  return { id: concat(hashes) };
}
