import { describe, expect, it } from "vitest";
import { checkBankAccount, passesAbaChecksum } from "./bankCheck.js";

describe("sandbox bank account check", () => {
  it.each([
    ["110000000", true],
    ["011000015", true],
    ["021000021", true],
    ["110000001", false],
    ["12345678", false],
    ["1100000000", false],
    ["11000000a", false],
  ])("routing number %s passes the ABA checksum: %s", (routing, passes) => {
    expect(passesAbaChecksum(routing)).toBe(passes);
  });

  it.each([
    [
      { routing: "110000000", account: "000123456789" },
      { ok: true, last4: "6789" },
    ],
    [
      { routing: "110 000 000", account: "0001-2345-6789" },
      { ok: true, last4: "6789" },
    ],
    [
      { routing: "110000001", account: "000123456789" },
      { ok: false, field: "routing", reason: "invalidRouting" },
    ],
    [
      { routing: "110000000", account: "123" },
      { ok: false, field: "account", reason: "invalidAccount" },
    ],
    [
      { routing: "110000000", account: "123456789012345678" },
      { ok: false, field: "account", reason: "invalidAccount" },
    ],
    [
      { routing: "110000000", account: "000111111116" },
      { ok: false, field: "account", reason: "bankDeclined" },
    ],
    [
      { routing: "021000021", account: "000123456789" },
      { ok: false, field: "account", reason: "bankDeclined" },
    ],
  ])("%o → %o", (bank, verdict) => {
    expect(checkBankAccount(bank)).toEqual(verdict);
  });
});
