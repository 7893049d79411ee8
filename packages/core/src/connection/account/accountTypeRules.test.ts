import { describe, expect, it } from "vitest";
import type { ConnectionAccountType } from "../../adapter/connection.js";
import type { AccountType, ChainNamespace } from "../../types/chain.js";
import {
  BITCOIN_ACCOUNT_INDEX,
  bitcoinAccountTypeAt,
  canSwitchAccountType,
  defaultAccountType,
} from "./accountTypeRules.js";

describe("default account type per chain (behaviour §3)", () => {
  it.each<[ChainNamespace, ConnectionAccountType]>([
    ["eip155", "smartAccount"],
    ["bip122", "payment"],
    ["solana", "eoa"],
    ["polkadot", "eoa"],
  ])("%s → %s", (namespace, expected) => {
    expect(defaultAccountType(namespace)).toBe(expected);
  });
});

describe("bitcoin accounts (behaviour §3)", () => {
  it.each([
    [0, "payment"],
    [1, "ordinal"],
    [2, undefined],
    [-1, undefined],
  ])("index %i → %s", (index, expected) => {
    expect(bitcoinAccountTypeAt(index)).toBe(expected);
  });
  it("payment is index 0 and ordinal index 1", () => {
    expect(BITCOIN_ACCOUNT_INDEX).toEqual({ payment: 0, ordinal: 1 });
  });
});

describe("account type switch eoa/smartAccount (behaviour §4)", () => {
  const enabled = ["eip155:8453" as const];
  it.each<
    [string, ConnectionAccountType | undefined, "eip155:8453" | "eip155:1", AccountType, boolean]
  >([
    ["eoa → smartAccount on an enabled network", "eoa", "eip155:8453", "smartAccount", true],
    [
      "eoa → smartAccount on a network without smart accounts",
      "eoa",
      "eip155:1",
      "smartAccount",
      false,
    ],
    [
      "smartAccount → smartAccount is no switch",
      "smartAccount",
      "eip155:8453",
      "smartAccount",
      false,
    ],
    ["no current type → smartAccount", undefined, "eip155:8453", "smartAccount", false],
    ["smartAccount → eoa (the way back)", "smartAccount", "eip155:8453", "eoa", true],
    [
      "smartAccount → eoa on a network without smart accounts (no switch there)",
      "smartAccount",
      "eip155:1",
      "eoa",
      false,
    ],
    ["eoa → eoa is no switch", "eoa", "eip155:8453", "eoa", false],
  ])("%s", (_name, current, network, target, expected) => {
    expect(
      canSwitchAccountType({ current, network, smartAccountEnabledNetworks: enabled }, target),
    ).toBe(expected);
  });
});
