import type { RpcRequest } from "@foyer/embedded";
import { ed25519 } from "@noble/curves/ed25519";
import {
  getBase58Encoder,
  getBase64Decoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from "@solana/kit";
import { type FrameMessages, frameEn } from "../../i18n/frameEn.js";
import type { SolanaKey } from "../../wallet/solanaKey.js";
import type { CallSummary } from "../describeCall.js";
import { RpcFailure, rpcFailure, USER_REJECTED } from "../rpcErrors.js";
import { base58, decodeSolanaTransaction } from "./decodeSolanaTransaction.js";

type SolanaRequest = Extract<RpcRequest, { method: `solana_${string}` }>;

export interface SolanaRpcDeps {
  key: SolanaKey;
  /** Sends to the Solana network's RPC (the request's rpcUrl, the provider server's proxy). */
  chainRequest: (method: string, params: unknown) => Promise<unknown>;
  approve: (summary: CallSummary, signal: AbortSignal) => Promise<boolean>;
  /** The strings of the approval screens, in the app's locale; English when absent. */
  messages?: (() => FrameMessages) | undefined;
}

export function isSolanaRequest(request: RpcRequest): request is SolanaRequest {
  return request.method.startsWith("solana_");
}

function sign(key: SolanaKey, transaction: Transaction): string {
  if (!Object.hasOwn(transaction.signatures, key.address)) {
    throw new RpcFailure("The transaction does not need this wallet's signature", 4100);
  }
  const signature = ed25519.sign(
    new Uint8Array(transaction.messageBytes),
    key.seed,
  ) as SignatureBytes;
  const signed = getTransactionEncoder().encode({
    ...transaction,
    signatures: { ...transaction.signatures, [key.address]: signature },
  });
  return getBase64Decoder().decode(signed);
}

function transactionSummary(
  title: string,
  base64s: readonly string[],
  key: SolanaKey,
  m: FrameMessages,
) {
  const decoded = base64s.map(decodeSolanaTransaction);
  const rows: { label: string; value: string }[] = [{ label: m.account, value: key.address }];
  decoded.forEach((transaction, index) => {
    const prefix = decoded.length > 1 ? m.transactionPrefix(index + 1) : "";
    if (transaction.feePayer !== key.address) {
      rows.push({ label: `${prefix}${m.feePayer}`, value: transaction.feePayer });
    }
    transaction.instructions.forEach((line, step) => {
      rows.push({ label: `${prefix}${m.step(step + 1)}`, value: line });
    });
  });
  if (decoded.some((transaction) => transaction.hasUnknownProgram)) {
    rows.push({
      label: m.warning,
      value: m.unknownProgram,
    });
  }
  return { summary: { title, rows }, decoded };
}

/**
 * Behaviour §7's Solana methods in the frame: each is shown (the message, or every instruction of
 * the transaction decoded), approved, then signed with the wallet's ed25519 key. Messages and
 * signatures are base58, transactions base64; sign-and-send broadcasts through the network's
 * RPC with the dApp's options and answers the signature.
 */
export async function handleSolanaRpc(
  request: SolanaRequest,
  deps: SolanaRpcDeps,
  signal: AbortSignal,
  onAbort: () => never,
): Promise<unknown> {
  const { key } = deps;
  const m = deps.messages?.() ?? frameEn;
  let summary: CallSummary;
  let carryOut: () => Promise<unknown>;
  switch (request.method) {
    case "solana_signMessage": {
      const { message, pubkey } = request.params;
      if (pubkey !== key.address) throw new RpcFailure("The request names another account", 4100);
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(getBase58Encoder().encode(message));
      } catch {
        throw new RpcFailure("Invalid params: the message must be base58", -32602);
      }
      summary = {
        title: m.titles.signMessage,
        rows: [
          { label: m.message, value: new TextDecoder().decode(bytes) },
          { label: m.account, value: key.address },
        ],
      };
      carryOut = async () => ({ signature: base58(ed25519.sign(bytes, key.seed)) });
      break;
    }
    case "solana_signTransaction": {
      const shown = transactionSummary(
        m.titles.signTransaction,
        [request.params.transaction],
        key,
        m,
      );
      summary = shown.summary;
      carryOut = async () => ({ transaction: sign(key, shown.decoded[0]!.transaction) });
      break;
    }
    case "solana_signAllTransactions": {
      const shown = transactionSummary(
        m.titles.signTransactions,
        request.params.transactions,
        key,
        m,
      );
      summary = shown.summary;
      carryOut = async () => ({
        transactions: shown.decoded.map((entry) => sign(key, entry.transaction)),
      });
      break;
    }
    case "solana_signAndSendTransaction": {
      const shown = transactionSummary(
        m.titles.sendTransaction,
        [request.params.transaction],
        key,
        m,
      );
      summary = shown.summary;
      const options = request.params.options ?? {};
      carryOut = async () => {
        const signed = sign(key, shown.decoded[0]!.transaction);
        const signature = await deps.chainRequest("sendTransaction", [
          signed,
          { encoding: "base64", ...options },
        ]);
        if (typeof signature !== "string")
          throw new RpcFailure("The network answered no signature", -32603);
        return { signature };
      };
      break;
    }
  }
  let approved: boolean;
  try {
    approved = await deps.approve(summary, signal);
  } catch (error) {
    if (signal.aborted) onAbort();
    throw error;
  }
  if (signal.aborted) onAbort();
  if (!approved) throw rpcFailure(USER_REJECTED);
  return carryOut();
}
