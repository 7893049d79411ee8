import { coreText, messages } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import {
  classifyRpcMethod,
  DISALLOWED_RPC,
  isRpcMethod,
  SAFE_METHODS,
  UNSAFE_METHODS,
} from "./rpcMethods.js";

describe("RPC method classes (behaviour §6)", () => {
  it.each([
    // the spec's named safe methods
    ["eth_call", "safe"],
    ["eth_getBalance", "safe"],
    ["eth_getLogs", "safe"],
    ["eth_estimateGas", "safe"],
    ["eth_sendRawTransaction", "safe"],
    ["wallet_getCapabilities", "safe"],
    ["wallet_getAssets", "safe"],
    // user-operation reads
    ["eth_getUserOperationReceipt", "safe"],
    ["eth_getUserOperationByHash", "safe"],
    ["eth_estimateUserOperationGas", "safe"],
    // the broad eth_* read set
    ["eth_chainId", "safe"],
    ["eth_blockNumber", "safe"],
    ["eth_getTransactionReceipt", "safe"],
    ["eth_getTransactionByHash", "safe"],
    ["eth_getCode", "safe"],
    ["eth_gasPrice", "safe"],
    ["eth_feeHistory", "safe"],
    ["eth_maxPriorityFeePerGas", "safe"],
    ["eth_getBlockByNumber", "safe"],
    ["eth_getTransactionCount", "safe"],
    ["wallet_getCallsStatus", "safe"],
    // not safe
    ["personal_sign", "unsafe"],
    ["eth_signTypedData_v4", "unsafe"],
    ["eth_sendTransaction", "unsafe"],
    ["solana_signMessage", "unsafe"],
    ["solana_signTransaction", "unsafe"],
    ["solana_signAllTransactions", "unsafe"],
    ["solana_signAndSendTransaction", "unsafe"],
    ["wallet_sendCalls", "unsafe"],
    ["wallet_grantPermissions", "unsafe"],
    ["wallet_revokePermissions", "unsafe"],
    ["eth_sendUserOperation", "unsafe"],
    // anything else
    ["eth_sign", "disallowed"],
    ["eth_signTypedData", "disallowed"],
    ["eth_signTransaction", "disallowed"],
    ["wallet_switchEthereumChain", "disallowed"],
    ["debug_traceTransaction", "disallowed"],
    ["ETH_CALL", "disallowed"],
    ["", "disallowed"],
    ["__proto__", "disallowed"],
  ] as const)("%s is %s", (method, expected) => {
    expect(classifyRpcMethod(method)).toBe(expected);
    expect(isRpcMethod(method)).toBe(expected !== "disallowed");
  });

  it("keeps the two lists apart", () => {
    const safe: readonly string[] = SAFE_METHODS;
    for (const method of UNSAFE_METHODS) expect(safe).not.toContain(method);
  });

  it("gives the spec's texts for a disallowed call", () => {
    expect(DISALLOWED_RPC).toEqual({
      message: messages.rpcCallNotAllowed,
      uiMessage: coreText("actionNotAllowed", messages.actionNotAllowed),
    });
    expect(DISALLOWED_RPC.message).toBe("Requested RPC call is not allowed");
    expect(DISALLOWED_RPC.uiMessage.en).toBe("Action not allowed");
  });
});
