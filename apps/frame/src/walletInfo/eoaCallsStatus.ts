import { isRecord } from "@foyer/protocol";
import { type Hex, isHex, numberToHex } from "viem";
import { RpcFailure } from "../rpc/rpcErrors.js";

type ChainRequest = (method: string, params: unknown) => Promise<unknown>;

/**
 * EIP-5792 status codes: 100 pending, 200 confirmed, 500 reverted completely,
 * 600 reverted partially (some calls of a non-atomic batch went through).
 */
const PENDING = 100;
const CONFIRMED = 200;
const REVERTED = 500;
const PARTLY_REVERTED = 600;

/** A batch id as the plain account makes it: its transactions' 32-byte hashes, end to end. */
function hashesOf(id: unknown): Hex[] {
  if (typeof id !== "string" || !isHex(id) || id.length < 66 || (id.length - 2) % 64 !== 0) {
    throw new RpcFailure("Unknown bundle id", 5730);
  }
  const hashes: Hex[] = [];
  for (let at = 2; at < id.length; at += 64) hashes.push(`0x${id.slice(at, at + 64)}`);
  return hashes;
}

/**
 * EIP-5792 `wallet_getCallsStatus` for the plain account: it sends one
 * transaction per call, so a batch's id is its transactions' hashes and the
 * status comes from the chain's receipts. A hash the chain has never seen is
 * 5730 (unknown bundle id); any transaction still in the pool is pending. A
 * batch of several is not atomic.
 */
export async function eoaCallsStatus(
  params: unknown,
  chainId: number,
  chainRequest: ChainRequest,
): Promise<unknown> {
  const id = Array.isArray(params) ? params[0] : undefined;
  const hashes = hashesOf(id);
  const base = {
    version: "2.0.0",
    id,
    chainId: numberToHex(chainId),
    atomic: hashes.length === 1,
  };
  const receipts = await Promise.all(
    hashes.map((hash) => chainRequest("eth_getTransactionReceipt", [hash])),
  );
  for (const [index, receipt] of receipts.entries()) {
    if (receipt !== null && receipt !== undefined) continue;
    if ((await chainRequest("eth_getTransactionByHash", [hashes[index]])) === null) {
      throw new RpcFailure("Unknown bundle id", 5730);
    }
    return { ...base, status: PENDING };
  }
  const mined = receipts.map((receipt) => {
    if (!isRecord(receipt) || typeof receipt.status !== "string") {
      throw new RpcFailure("The chain sent an invalid receipt", -32603);
    }
    return receipt;
  });
  const succeeded = mined.filter((receipt) => receipt.status === "0x1").length;
  const status =
    succeeded === mined.length ? CONFIRMED : succeeded === 0 ? REVERTED : PARTLY_REVERTED;
  return {
    ...base,
    status,
    receipts: mined.map((receipt) => ({
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
    })),
  };
}
