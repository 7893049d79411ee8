import { isRecord } from "@foyer/protocol";
import type { AccessList, Address, Hex, PrivateKeyAccount, TransactionSerializable } from "viem";
import { ErrorCode, invalidParams, ProviderRpcError } from "./errors.js";
import { parseAddress, parseData, parseQuantity, sameAddress } from "./params.js";

/** An eth_sendTransaction request after validation; anything missing is filled from the node. */
export interface TransactionRequest {
  from: Address;
  to?: Address;
  value?: bigint;
  data?: Hex;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  nonce?: number;
  chainId?: number;
  accessList?: AccessList;
}

type Node = (method: string, params: readonly unknown[]) => Promise<unknown>;

export function parseTransactionRequest(raw: unknown): TransactionRequest {
  if (!isRecord(raw))
    throw invalidParams("eth_sendTransaction expects [{ from, to, value, data }].");
  const tx: TransactionRequest = { from: parseAddress(raw.from, "from") };
  if (raw.to !== undefined && raw.to !== null) tx.to = parseAddress(raw.to, "to");
  if (raw.value !== undefined) tx.value = parseQuantity(raw.value, "value");
  // `input` is the newer name for `data`; some libraries send both (equal).
  const data = raw.input ?? raw.data;
  if (data !== undefined) tx.data = parseData(data, "data");
  const gas = raw.gas ?? raw.gasLimit;
  if (gas !== undefined) tx.gas = parseQuantity(gas, "gas");
  if (raw.gasPrice !== undefined) tx.gasPrice = parseQuantity(raw.gasPrice, "gasPrice");
  if (raw.maxFeePerGas !== undefined)
    tx.maxFeePerGas = parseQuantity(raw.maxFeePerGas, "maxFeePerGas");
  if (raw.maxPriorityFeePerGas !== undefined) {
    tx.maxPriorityFeePerGas = parseQuantity(raw.maxPriorityFeePerGas, "maxPriorityFeePerGas");
  }
  if (raw.nonce !== undefined) tx.nonce = Number(parseQuantity(raw.nonce, "nonce"));
  if (raw.chainId !== undefined) tx.chainId = Number(parseQuantity(raw.chainId, "chainId"));
  if (raw.accessList !== undefined) {
    if (!Array.isArray(raw.accessList)) throw invalidParams("accessList must be an array.");
    tx.accessList = raw.accessList as AccessList;
  }
  if (tx.to === undefined && tx.data === undefined) {
    throw invalidParams("a transaction without `to` deploys a contract and needs `data`.");
  }
  return tx;
}

/** Rejects requests this account cannot or must not sign (4100 / -32602). */
export function checkTransaction(tx: TransactionRequest, account: Address, chainId: number): void {
  if (!sameAddress(tx.from, account)) {
    throw new ProviderRpcError(
      ErrorCode.unauthorized,
      `The requested account ${tx.from} has not been authorized by the user.`,
    );
  }
  if (tx.chainId !== undefined && tx.chainId !== chainId) {
    throw invalidParams(
      `Provided chainId "${tx.chainId}" must match the active chainId "${chainId}".`,
    );
  }
}

/** Fills nonce, gas and fees from the node, signs locally and broadcasts; returns the hash. */
export async function signAndSend(
  tx: TransactionRequest,
  account: PrivateKeyAccount,
  chainId: number,
  node: Node,
): Promise<Hex> {
  const nonce =
    tx.nonce ??
    Number(BigInt(String(await node("eth_getTransactionCount", [account.address, "pending"]))));
  const gas = tx.gas ?? BigInt(String(await node("eth_estimateGas", [estimateRequest(tx)])));
  const base = {
    chainId,
    nonce,
    gas,
    to: tx.to ?? null,
    value: tx.value ?? 0n,
    ...(tx.data === undefined ? {} : { data: tx.data }),
  };
  const fees = await feesFor(tx, node);
  const unsigned: TransactionSerializable =
    fees.type === "legacy"
      ? { ...base, type: "legacy", gasPrice: fees.gasPrice }
      : {
          ...base,
          type: "eip1559",
          maxFeePerGas: fees.maxFeePerGas,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
          ...(tx.accessList === undefined ? {} : { accessList: tx.accessList }),
        };
  const serialized = await account.signTransaction(unsigned);
  return (await node("eth_sendRawTransaction", [serialized])) as Hex;
}

function estimateRequest(tx: TransactionRequest): Record<string, string> {
  const request: Record<string, string> = { from: tx.from };
  if (tx.to !== undefined) request.to = tx.to;
  if (tx.value !== undefined) request.value = `0x${tx.value.toString(16)}`;
  if (tx.data !== undefined) request.data = tx.data;
  return request;
}

type Fees =
  | { type: "legacy"; gasPrice: bigint }
  | { type: "eip1559"; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

async function feesFor(tx: TransactionRequest, node: Node): Promise<Fees> {
  if (tx.gasPrice !== undefined) return { type: "legacy", gasPrice: tx.gasPrice };
  if (tx.maxFeePerGas !== undefined && tx.maxPriorityFeePerGas !== undefined) {
    return {
      type: "eip1559",
      maxFeePerGas: tx.maxFeePerGas,
      maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    };
  }
  const block = await node("eth_getBlockByNumber", ["latest", false]);
  const baseFee =
    isRecord(block) && typeof block.baseFeePerGas === "string" ? BigInt(block.baseFeePerGas) : null;
  if (baseFee === null) {
    // A chain without EIP-1559 (or a node that hides it): fall back to legacy pricing.
    return { type: "legacy", gasPrice: BigInt(String(await node("eth_gasPrice", []))) };
  }
  const tip =
    tx.maxPriorityFeePerGas ??
    (await node("eth_maxPriorityFeePerGas", []).then(
      (value) => BigInt(String(value)),
      () => 1_000_000_000n,
    ));
  // Twice the base fee survives several full blocks of base-fee increases.
  const maxFeePerGas = tx.maxFeePerGas ?? baseFee * 2n + tip;
  return {
    type: "eip1559",
    maxFeePerGas,
    maxPriorityFeePerGas: tip > maxFeePerGas ? maxFeePerGas : tip,
  };
}
