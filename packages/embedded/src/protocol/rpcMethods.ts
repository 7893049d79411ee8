import { coreText, messages } from "@foyer/core/internal";

/**
 * Read-only methods (behaviour §6): they never move funds nor sign, so the frame
 * answers them without asking the user, and aborting them on a modal close
 * would only break the app's reads (they are "not aborted").
 * eth_sendRawTransaction is here too: the transaction is already signed
 * elsewhere, the frame only relays it.
 */
export const SAFE_METHODS = [
  "eth_accounts",
  "eth_blobBaseFee",
  "eth_blockNumber",
  "eth_call",
  "eth_chainId",
  "eth_createAccessList",
  "eth_estimateGas",
  "eth_feeHistory",
  "eth_gasPrice",
  "eth_getBalance",
  "eth_getBlockByHash",
  "eth_getBlockByNumber",
  "eth_getBlockReceipts",
  "eth_getBlockTransactionCountByHash",
  "eth_getBlockTransactionCountByNumber",
  "eth_getCode",
  "eth_getLogs",
  "eth_getProof",
  "eth_getStorageAt",
  "eth_getTransactionByBlockHashAndIndex",
  "eth_getTransactionByBlockNumberAndIndex",
  "eth_getTransactionByHash",
  "eth_getTransactionCount",
  "eth_getTransactionReceipt",
  "eth_getUncleCountByBlockHash",
  "eth_getUncleCountByBlockNumber",
  "eth_maxPriorityFeePerGas",
  "eth_sendRawTransaction",
  "eth_syncing",
  // ERC-4337 user-operation reads
  "eth_estimateUserOperationGas",
  "eth_getUserOperationByHash",
  "eth_getUserOperationReceipt",
  "eth_supportedEntryPoints",
  "net_version",
  "web3_clientVersion",
  "wallet_getAssets",
  "wallet_getCallsStatus",
  "wallet_getCapabilities",
] as const;

/** Methods that sign or send (behaviour §6): the frame asks the user first; abortable. */
export const UNSAFE_METHODS = [
  "personal_sign",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "eth_sendUserOperation",
  "solana_signMessage",
  "solana_signTransaction",
  "solana_signAllTransactions",
  "solana_signAndSendTransaction",
  "wallet_sendCalls",
  "wallet_grantPermissions",
  "wallet_revokePermissions",
] as const;

export type SafeMethod = (typeof SAFE_METHODS)[number];
export type UnsafeMethod = (typeof UNSAFE_METHODS)[number];
export type RpcMethod = SafeMethod | UnsafeMethod;
export type RpcMethodClass = "safe" | "unsafe" | "disallowed";

const SAFE: ReadonlySet<string> = new Set(SAFE_METHODS);
const UNSAFE: ReadonlySet<string> = new Set(UNSAFE_METHODS);

/**
 * How the embedded wallet treats a method. Anything not listed is
 * "disallowed": an allow-list, so a method added to the wallet later is never
 * reachable by accident.
 */
export function classifyRpcMethod(method: string): RpcMethodClass {
  if (SAFE.has(method)) return "safe";
  if (UNSAFE.has(method)) return "unsafe";
  return "disallowed";
}

export function isRpcMethod(method: unknown): method is RpcMethod {
  return typeof method === "string" && classifyRpcMethod(method) !== "disallowed";
}

/** The developer message and the UI text for a disallowed method (behaviour §6). */
export const DISALLOWED_RPC = {
  message: messages.rpcCallNotAllowed,
  uiMessage: coreText("actionNotAllowed", messages.actionNotAllowed),
} as const;
