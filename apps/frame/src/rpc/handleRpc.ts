import { classifyRpcMethod, DISALLOWED_RPC, eoaRefusal, type RpcRequest } from "@foyer/embedded";
import type { Hex } from "viem";
import { evmChainNumber } from "../bootstrap/frameParams.js";
import type { FrameMessages } from "../i18n/frameEn.js";
import { type AccountPreviewer, previewOf } from "../preview/previewApi.js";
import { solanaKeyOf } from "../wallet/solanaKey.js";
import { type CallSummary, describeCall } from "./describeCall.js";
import { sendCallsOneByOne } from "./eoaSendCalls.js";
import { RpcFailure, rpcFailure, UNAUTHORIZED, USER_REJECTED } from "./rpcErrors.js";
import { signCall } from "./signCall.js";
import { handleSolanaRpc, isSolanaRequest } from "./solana/solanaRpc.js";
import { readUnsafeCall } from "./unsafeRequest.js";

/** Asks the person in front of the frame; resolves false on Reject. Abort → AbortError. */
export type Approver = (summary: CallSummary, signal: AbortSignal) => Promise<boolean>;

export interface RpcDeps {
  /** The in-memory account, when signed in. */
  account: () => { address: Hex; privateKey: Hex } | undefined;
  /** Sends a read to the chain's RPC. */
  chainRequest: (method: string, params: unknown, rpcUrl?: string) => Promise<unknown>;
  approve: Approver;
  /** The strings of the approval screens, in the app's locale; English when absent. */
  messages?: () => FrameMessages;
  /** What a transaction will do, from the server, for the approval. */
  preview?: AccountPreviewer;
  /** The EVM chain the wallet is on when the request names none (typed data is checked against it). */
  currentChainId?: number | undefined;
}

export class RpcAborted extends Error {
  constructor() {
    super("Request was aborted");
    this.name = "RpcAborted";
  }
}

/**
 * Behaviour §6 for one rpc request: safe methods go to the chain unasked (the
 * account list is the frame's own answer), unsafe ones are read, shown,
 * approved, then signed inside the frame; anything else is refused with the
 * spec's message even though the protocol schema already keeps it out.
 */
export async function handleRpc(
  request: RpcRequest,
  deps: RpcDeps,
  signal: AbortSignal,
): Promise<unknown> {
  const kind = classifyRpcMethod(request.method);
  if (kind === "disallowed") throw new RpcFailure(DISALLOWED_RPC.message, 4200);
  if (kind === "safe") {
    if (request.method === "eth_accounts") {
      const account = deps.account();
      return account ? [account.address] : [];
    }
    return deps.chainRequest(request.method, request.params, request.rpcUrl);
  }
  const account = deps.account();
  if (!account) throw rpcFailure(UNAUTHORIZED);
  if (isSolanaRequest(request)) {
    return handleSolanaRpc(
      request,
      {
        key: solanaKeyOf(account.privateKey),
        chainRequest: (method, params) => deps.chainRequest(method, params, request.rpcUrl),
        approve: deps.approve,
        messages: deps.messages,
      },
      signal,
      () => {
        throw new RpcAborted();
      },
    );
  }
  const ask = async (summary: CallSummary): Promise<void> => {
    let approved: boolean;
    try {
      approved = await deps.approve(summary, signal);
    } catch (error) {
      if (signal.aborted) throw new RpcAborted();
      throw error;
    }
    if (signal.aborted) throw new RpcAborted();
    if (!approved) throw rpcFailure(USER_REJECTED);
  };
  // What the plain account can't do is refused before anything is shown (the app refuses it too).
  const refusal = eoaRefusal(request.method, request.params);
  if (refusal) throw new RpcFailure(refusal.message, refusal.code);
  if (request.method === "wallet_sendCalls") {
    return sendCallsOneByOne(request, {
      privateKey: account.privateKey,
      chainId: request.chainId === undefined ? undefined : evmChainNumber(request.chainId),
      chainRequest: (method, params) => deps.chainRequest(method, params, request.rpcUrl),
      ask,
      messages: deps.messages,
      preview: deps.preview,
    });
  }
  const call = readUnsafeCall(request.method, request.params);
  const summary = describeCall(
    call,
    deps.messages?.(),
    request.chainId === undefined ? deps.currentChainId : evmChainNumber(request.chainId),
  );
  await ask(
    call.method === "eth_sendTransaction" && call.tx.to
      ? {
          ...summary,
          ...previewOf(deps.preview, account.address, [
            {
              to: call.tx.to,
              value: call.tx.value ? BigInt(call.tx.value) : 0n,
              data: call.tx.data ?? "0x",
            },
          ]),
        }
      : summary,
  );
  return signCall(call, {
    privateKey: account.privateKey,
    chainRequest: (method, params) => deps.chainRequest(method, params, request.rpcUrl),
  });
}
