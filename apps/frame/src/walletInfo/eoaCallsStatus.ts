import { isRecord } from "@foyer/protocol";
import { type Hex, isHex, numberToHex } from "viem";
import { RpcFailure } from "../rpc/rpcErrors.js";

type ChainRequest = (method: string, params: unknown) => Promise<unknown>;

/** EIP-5792 status codes: 100 pending, 200 confirmed, 500 reverted on chain. */
const PENDING = 100;
const CONFIRMED = 200;
const REVERTED = 500;

/**
 * EIP-5792 `wallet_getCallsStatus` for the plain account: it sends one
 * transaction per call, so a call's id is its transaction hash and the status
 * is the chain's receipt. A hash the chain has never seen is 5730 (unknown
 * bundle id); one still in the pool is pending.
 */
export async function eoaCallsStatus(
  params: unknown,
  chainId: number,
  chainRequest: ChainRequest,
): Promise<unknown> {
  const id = Array.isArray(params) ? params[0] : undefined;
  if (typeof id !== "string" || !isHex(id) || id.length !== 66) {
    throw new RpcFailure("Unknown bundle id", 5730);
  }
  const base = { version: "2.0.0", id, chainId: numberToHex(chainId), atomic: true };
  const receipt = await chainRequest("eth_getTransactionReceipt", [id]);
  if (receipt === null || receipt === undefined) {
    if ((await chainRequest("eth_getTransactionByHash", [id])) === null) {
      throw new RpcFailure("Unknown bundle id", 5730);
    }
    return { ...base, status: PENDING };
  }
  if (!isRecord(receipt) || typeof receipt.status !== "string") {
    throw new RpcFailure("The chain sent an invalid receipt", -32603);
  }
  const success = receipt.status === "0x1";
  return {
    ...base,
    status: success ? CONFIRMED : REVERTED,
    receipts: [
      {
        logs: (Array.isArray(receipt.logs) ? receipt.logs : []).filter(isRecord).map((log) => ({
          address: log.address,
          data: log.data,
          topics: log.topics,
        })),
        status: receipt.status as Hex,
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      },
    ],
  };
}
