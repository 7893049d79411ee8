import { APPROVAL_TITLES } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { APPROVAL_REQUEST_OF } from "./approvalRequests.js";
import { UNSAFE_METHODS, type UnsafeMethod } from "./rpcMethods.js";

describe("the title each unsafe method gets, in the frame and the modal's header", () => {
  it.each<[UnsafeMethod, string]>([
    ["personal_sign", "Sign message"],
    ["solana_signMessage", "Sign message"],
    ["eth_signTypedData_v4", "Sign typed data"],
    ["eth_sendTransaction", "Send transaction"],
    ["wallet_sendCalls", "Send transaction"],
    ["eth_sendUserOperation", "Send transaction"],
    ["solana_signAndSendTransaction", "Send transaction"],
    ["solana_signTransaction", "Sign transaction"],
    ["solana_signAllTransactions", "Sign transaction"],
    ["wallet_grantPermissions", "Grant permission"],
    ["wallet_revokePermissions", "Revoke permission"],
  ])("%s → %s", (method, title) => {
    expect(APPROVAL_TITLES[APPROVAL_REQUEST_OF[method]]).toBe(title);
  });

  it("covers every unsafe method", () => {
    expect(Object.keys(APPROVAL_REQUEST_OF).sort()).toEqual([...UNSAFE_METHODS].sort());
  });
});
