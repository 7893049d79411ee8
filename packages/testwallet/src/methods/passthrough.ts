import type { MethodHandler, MethodTable, WalletContext } from "../context.js";

/**
 * Methods answered by the node as they are. An allowlist rather than
 * "everything else", so node-only methods (anvil_*, eth_sign,
 * eth_signTransaction via the node's unlocked accounts) answer 4200 like
 * they would from a real wallet.
 */
const READ_METHODS = [
  "eth_blockNumber",
  "eth_call",
  "eth_estimateGas",
  "eth_feeHistory",
  "eth_gasPrice",
  "eth_maxPriorityFeePerGas",
  "eth_blobBaseFee",
  "eth_getBalance",
  "eth_getBlockByHash",
  "eth_getBlockByNumber",
  "eth_getBlockTransactionCountByHash",
  "eth_getBlockTransactionCountByNumber",
  "eth_getBlockReceipts",
  "eth_getCode",
  "eth_getLogs",
  "eth_getProof",
  "eth_getStorageAt",
  "eth_getTransactionByHash",
  "eth_getTransactionByBlockHashAndIndex",
  "eth_getTransactionByBlockNumberAndIndex",
  "eth_getTransactionCount",
  "eth_getTransactionReceipt",
  "eth_getUncleCountByBlockHash",
  "eth_getUncleCountByBlockNumber",
  "eth_createAccessList",
  "eth_simulateV1",
  "eth_syncing",
  "eth_sendRawTransaction",
  // Filters: viem's watchers poll these over HTTP.
  "eth_newFilter",
  "eth_newBlockFilter",
  "eth_newPendingTransactionFilter",
  "eth_getFilterChanges",
  "eth_getFilterLogs",
  "eth_uninstallFilter",
  "net_listening",
  "web3_clientVersion",
] as const;

export function passthroughMethods(ctx: WalletContext): MethodTable {
  const forward: MethodHandler = (params, method) =>
    ctx.node(method, params as readonly unknown[] | object | undefined);
  return Object.fromEntries(READ_METHODS.map((method) => [method, forward]));
}
