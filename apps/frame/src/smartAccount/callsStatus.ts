import { type Hex, isHex, numberToHex } from "viem";
import { RpcFailure } from "../rpc/rpcErrors.js";

type ChainRequest = (method: string, params: unknown) => Promise<unknown>;

/** EIP-5792 status codes: 100 pending, 200 confirmed, 500 reverted on chain. */
const PENDING = 100;
const CONFIRMED = 200;
const REVERTED = 500;

interface UserOperationReceipt {
  success: boolean;
  receipt: {
    transactionHash: Hex;
    blockHash: Hex;
    blockNumber: Hex;
    gasUsed: Hex;
    logs: { address: Hex; data: Hex; topics: Hex[] }[];
  };
}

function isReceipt(value: unknown): value is UserOperationReceipt {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<UserOperationReceipt>;
  return typeof candidate.success === "boolean" && typeof candidate.receipt === "object";
}

/**
 * `wallet_getCallsStatus`: a batch's id is its user operation hash, so the status is the
 * bundler's receipt for it, and nothing about the batch has to be kept in the frame.
 */
export async function callsStatus(
  params: unknown,
  chainId: number,
  chainRequest: ChainRequest,
): Promise<unknown> {
  const id = Array.isArray(params) ? params[0] : undefined;
  if (typeof id !== "string" || !isHex(id) || id.length !== 66) {
    throw new RpcFailure("Unknown bundle id", 5730);
  }
  const result = await chainRequest("eth_getUserOperationReceipt", [id]);
  const base = { version: "2.0.0", id, chainId: numberToHex(chainId), atomic: true };
  if (result === null || result === undefined) return { ...base, status: PENDING };
  if (!isReceipt(result)) throw new RpcFailure("The bundler sent an invalid receipt", -32603);
  const { receipt } = result;
  return {
    ...base,
    status: result.success ? CONFIRMED : REVERTED,
    receipts: [
      {
        logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: result.success ? "0x1" : "0x0",
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      },
    ],
  };
}

/**
 * `wallet_getCapabilities`: atomic batches wherever the wallet has a smart account, no
 * paymaster (the account pays its own gas), and ERC-7811 asset discovery.
 */
export function capabilities(enabledChainIds: readonly number[], requested?: unknown): unknown {
  const wanted = Array.isArray(requested) && Array.isArray(requested[1]) ? requested[1] : undefined;
  const result: Record<string, unknown> = {};
  for (const chainId of enabledChainIds) {
    const hex = numberToHex(chainId);
    if (wanted && !wanted.includes(hex)) continue;
    result[hex] = {
      atomic: { status: "supported" },
      paymasterService: { supported: true },
      assetDiscovery: { supported: true },
    };
  }
  return result;
}
