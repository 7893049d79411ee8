import { describe, expect, it } from "vitest";
import { multiWalletSearch, parseMultiWallet } from "./config.js";

describe("the multi-wallet switch of the demo (?multiwallet=on)", () => {
  it.each([
    ["on", true],
    [null, false],
    ["off", false],
    ["true", false],
    ["ON", false],
  ])("%j → %s", (value, expected) => {
    expect(parseMultiWallet(value)).toBe(expected);
  });

  it.each([
    ["", true, "?multiwallet=on"],
    ["?siwx=required", true, "?siwx=required&multiwallet=on"],
    ["?multiwallet=on&siwx=optional", false, "?siwx=optional"],
    ["?multiwallet=on", false, "?"],
  ])("%j turned %s → %j", (search, on, expected) => {
    expect(multiWalletSearch(search, on)).toBe(expected);
  });
});
