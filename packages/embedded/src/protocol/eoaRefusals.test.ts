import { describe, expect, it } from "vitest";
import { EOA_REFUSALS, eoaRefusal } from "./eoaRefusals.js";

describe("eoaRefusal", () => {
  it.each<[string, unknown, unknown]>([
    ["wallet_grantPermissions", [{}], EOA_REFUSALS.permissions],
    ["wallet_revokePermissions", [{}], EOA_REFUSALS.permissions],
    ["eth_sendUserOperation", [{}, "0x"], EOA_REFUSALS.userOperation],
    ["wallet_sendCalls", [{ calls: [], atomicRequired: true }], EOA_REFUSALS.atomicBatch],
    ["wallet_sendCalls", [{ calls: [], atomicRequired: false }], undefined],
    ["wallet_sendCalls", [{ calls: [] }], undefined],
    ["wallet_sendCalls", "not a list", undefined],
    ["eth_sendTransaction", [{}], undefined],
    ["personal_sign", ["0x", "0x"], undefined],
  ])("%s %j", (method, params, refusal) => {
    expect(eoaRefusal(method, params)).toBe(refusal);
  });
});
