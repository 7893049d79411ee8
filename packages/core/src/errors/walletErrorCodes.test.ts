import { describe, expect, it } from "vitest";
import { WALLET_ERROR_CODES, walletErrorName } from "./walletErrorCodes.js";

describe("wallet error codes (behaviour §8)", () => {
  it.each([
    ["USER_REJECTED", 4001],
    ["UNAUTHORIZED", 4100],
    ["UNSUPPORTED_METHOD", 4200],
    ["PROVIDER_DISCONNECTED", 4900],
    ["CHAIN_DISCONNECTED", 4901],
    ["UNRECOGNIZED_CHAIN", 4902],
    ["PARSE_ERROR", -32700],
    ["INVALID_REQUEST", -32600],
    ["METHOD_NOT_FOUND", -32601],
    ["INVALID_PARAMS", -32602],
    ["INTERNAL_ERROR", -32603],
    ["INVALID_INPUT", -32000],
    ["UNSUPPORTED_NON_OPTIONAL_CAPABILITY", 5700],
    ["UNSUPPORTED_CHAIN_ID", 5710],
    ["DUPLICATE_ID", 5720],
    ["UNKNOWN_BUNDLE_ID", 5730],
    ["BUNDLE_TOO_LARGE", 5740],
    ["ATOMIC_READY_UPGRADE_REJECTED", 5750],
    ["ATOMICITY_NOT_SUPPORTED", 5760],
    ["WALLETCONNECT_USER_REJECTED", 5000],
  ] as const)("%s is %i and names back", (name, code) => {
    expect(WALLET_ERROR_CODES[name]).toBe(code);
    expect(walletErrorName(code)).toBe(name);
  });

  it("has no name for an unknown code", () => {
    expect(walletErrorName(1234)).toBeUndefined();
  });
});
