import { describe, expect, it } from "vitest";
import { isNameRegistrationChainId, isValidAccountName } from "./accountName.js";

describe("account name (SPEC §5)", () => {
  it.each<[unknown, boolean]>([
    ["abcd", true],
    ["my-name-42", true],
    ["ABCD", true],
    ["1234", true],
    ["----", true],
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
});

describe("name registration chain id (SPEC §5)", () => {
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
