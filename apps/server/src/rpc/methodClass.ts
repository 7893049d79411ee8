import { isBundlerMethod } from "./methods.js";

/**
 * What a JSON-RPC call is for, as metrics label it: a fixed handful of values, so a caller
 * inventing method names can't grow the label set. `batch` is a client's batch as a whole;
 * `invalid` a body that is no request at all.
 */
export type MethodClass =
  | "read"
  | "logs"
  | "call"
  | "send"
  | "bundler"
  | "other"
  | "batch"
  | "invalid";

/** Log and filter reads: open-ended scans, priced differently by providers. */
const LOGS = new Set([
  "eth_getLogs",
  "eth_newFilter",
  "eth_newBlockFilter",
  "eth_newPendingTransactionFilter",
  "eth_getFilterChanges",
  "eth_getFilterLogs",
  "eth_uninstallFilter",
]);

/** Executions against state that change nothing: EVM calls and estimates, Solana simulation. */
const CALLS = new Set([
  "eth_call",
  "eth_estimateGas",
  "eth_createAccessList",
  "eth_simulateV1",
  "simulateTransaction",
]);

/** Broadcasts. */
const SENDS = new Set(["eth_sendRawTransaction", "eth_sendRawTransactionSync", "sendTransaction"]);

/** Point and block reads beyond the `eth_get…` / Solana `get…` names. */
const READS = new Set([
  "eth_blockNumber",
  "eth_chainId",
  "eth_gasPrice",
  "eth_maxPriorityFeePerGas",
  "eth_feeHistory",
  "eth_blobBaseFee",
  "eth_syncing",
  "isBlockhashValid",
]);

/** The class of one call's `method` (anything not a string is `invalid`). */
export function methodClassOf(method: unknown): MethodClass {
  if (typeof method !== "string") return "invalid";
  if (isBundlerMethod(method)) return "bundler";
  if (LOGS.has(method)) return "logs";
  if (CALLS.has(method)) return "call";
  if (SENDS.has(method)) return "send";
  if (
    READS.has(method) ||
    method.startsWith("eth_get") ||
    method.startsWith("net_") ||
    method.startsWith("web3_") ||
    /^get[A-Z]/.test(method)
  ) {
    return "read";
  }
  return "other";
}

/** The class of a whole request body: a batch, one call, or not a request. */
export function payloadClassOf(payload: unknown): MethodClass {
  if (Array.isArray(payload)) return "batch";
  if (typeof payload !== "object" || payload === null || !("method" in payload)) return "invalid";
  return methodClassOf(payload.method);
}
