import { describe, expect, it } from "vitest";
import {
  accountNameProblem,
  evmCoinType,
  fullAccountName,
  isNameRegistrationChainId,
  isValidAccountName,
  labelInZone,
} from "./accountName.js";

describe("account name: letters, digits, hyphens, at least 4 characters (behaviour §5)", () => {
  it.each<[unknown, boolean]>([
    ["abcd", true],
    ["my-name-42", true],
    ["ABCD", true],
    ["1234", true],
    ["----", true],
    ["a".repeat(63), true],
    ["a".repeat(64), false],
    ["abc", false],
    ["", false],
    ["my_name", false],
    ["my name", false],
    ["name.eth", false],
    ["námé", false],
    ["аbcd", false],
    [1234, false],
    [undefined, false],
  ])("%j → %s", (name, expected) => {
    expect(isValidAccountName(name)).toBe(expected);
  });

  it.each([
    ["alice", undefined],
    ["abc", "tooShort"],
    ["ab_c", "characters"],
    ["a.b.c.d", "characters"],
    ["a".repeat(64), "tooLong"],
  ] as const)("%j breaks the rule by %s", (label, problem) => {
    expect(accountNameProblem(label)).toBe(problem);
  });
});

describe("name registration chain id below 2^31 (behaviour §5)", () => {
  it.each<[unknown, boolean]>([
    [1, true],
    [8453, true],
    [2 ** 31 - 1, true],
    [2 ** 31, false],
    [2 ** 32, false],
    [0, false],
    [-1, false],
    [1.5, false],
    ["1", false],
    [Number.NaN, false],
  ])("%j → %s", (chainId, expected) => {
    expect(isNameRegistrationChainId(chainId)).toBe(expected);
  });
});

describe("ENSIP-11 coin type of an EVM chain", () => {
  it.each([
    [1, 60],
    [10, 2147483658],
    [8453, 2147492101],
    [31337, 2147514985],
    [2 ** 31 - 1, 2 ** 32 - 1],
  ])("chain %d → %d", (chainId, coinType) => {
    expect(evmCoinType(chainId)).toBe(coinType);
  });

  it("refuses a chain id of 2^31 or more", () => {
    expect(() => evmCoinType(2 ** 31)).toThrow(RangeError);
  });
});

describe("names in a zone", () => {
  it("spells a full name lowercase", () => {
    expect(fullAccountName("Alice", "foyer.id")).toBe("alice.foyer.id");
  });

  it.each([
    ["alice.foyer.id", "alice"],
    ["ALICE.Foyer.ID", "alice"],
    ["foyer.id", undefined],
    [".foyer.id", undefined],
    ["a.b.foyer.id", undefined],
    ["alice.eth", undefined],
    ["alicefoyer.id", undefined],
  ])("%s → label %s", (name, label) => {
    expect(labelInZone(name, "foyer.id")).toBe(label);
  });
});
