import { maxUint256 } from "viem";
import { describe, expect, it } from "vitest";
import { approvalRisk, UNLIMITED_ALLOWANCE } from "./approvalRisk.js";

describe("approvalRisk", () => {
  it.each([
    { amount: maxUint256, balance: 10n ** 30n, risk: "unlimited" },
    { amount: UNLIMITED_ALLOWANCE, balance: 0n, risk: "unlimited" },
    { amount: UNLIMITED_ALLOWANCE - 1n, balance: UNLIMITED_ALLOWANCE, risk: undefined },
    { amount: 2n ** 96n - 1n, balance: 5_000_000n, risk: "exceedsBalance" },
    { amount: 10n, balance: 9n, risk: "exceedsBalance" },
    { amount: 10n, balance: 10n, risk: undefined },
    { amount: 0n, balance: 0n, risk: undefined },
    { amount: 1n, balance: undefined, risk: "exceedsBalance" },
  ])("$amount against a balance of $balance → $risk", ({ amount, balance, risk }) => {
    expect(approvalRisk(amount, balance)).toBe(risk);
  });
});
