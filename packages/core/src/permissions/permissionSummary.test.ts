import { describe, expect, it } from "vitest";
import { permissionStatus, summarizePermission } from "./permissionSummary.js";

const USDC = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

describe("summarizePermission", () => {
  it.each([
    [
      "an ERC-20 allowance in a token-allowance policy",
      {
        type: "erc20-token-transfer",
        data: { address: USDC, ticker: "USDC" },
        policies: [{ type: "token-allowance", data: { allowance: "0x989680" } }],
      },
      { kind: "token-transfer", token: USDC, ticker: "USDC", allowance: 10_000_000n },
    ],
    [
      "an ERC-20 allowance in the data, no ticker",
      { type: "erc20-token-transfer", data: { address: USDC, allowance: "0x10" } },
      { kind: "token-transfer", token: USDC, allowance: 16n },
    ],
    [
      "an ERC-20 permission without a token address",
      { type: "erc20-token-transfer", data: {} },
      { kind: "other", type: "erc20-token-transfer" },
    ],
    [
      "a native allowance",
      { type: "native-token-transfer", data: { allowance: "0xde0b6b3a7640000" } },
      { kind: "native-transfer", allowance: 10n ** 18n },
    ],
    [
      "a native permission with an unreadable allowance",
      { type: "native-token-transfer", data: { allowance: "lots" } },
      { kind: "native-transfer" },
    ],
    [
      "contract calls to listed targets",
      { type: "contract-call", data: { targets: [USDC, 7] } },
      { kind: "contract-call", targets: [USDC] },
    ],
    ["an unknown type", { type: "rate-limit" }, { kind: "other", type: "rate-limit" }],
    ["not an object", "erc20-token-transfer", { kind: "other", type: "unknown" }],
    [
      "a negative allowance",
      { type: "native-token-transfer", data: { allowance: -1 } },
      { kind: "native-transfer" },
    ],
  ])("%s", (_name, permission, summary) => {
    expect(summarizePermission(permission)).toEqual(summary);
  });
});

describe("permissionStatus", () => {
  it.each([
    [{ expiry: 2_000, revokedAt: null }, 1_000, "active"],
    [{ expiry: 1_000, revokedAt: null }, 1_000, "expired"],
    [{ expiry: 2_000, revokedAt: "2026-11-29T08:00:00.000Z" }, 1_000, "revoked"],
    [{ expiry: 500, revokedAt: "2026-11-29T08:00:00.000Z" }, 1_000, "revoked"],
  ] as const)("%o at %d is %s", (permission, now, status) => {
    expect(permissionStatus(permission, now)).toBe(status);
  });
});
